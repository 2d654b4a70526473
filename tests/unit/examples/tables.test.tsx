import {buildEditorFromExtensions, type LexicalEditorWithDispose} from '@lexical/extension';
import {useLexicalComposerContext} from '@lexical/react/LexicalComposerContext';
import {RichTextExtension} from '@lexical/rich-text';
import {
  $isTableCellNode,
  $isTableNode,
  $isTableRowNode,
  TableCellHeaderStates,
  type TableCellNode,
  TableExtension,
  type TableNode,
} from '@lexical/table';
import TablesEditor from '@site/src/examples/tables/Example';
import {$createInitialDocument} from '@site/src/examples/tables/initialDocument';
import {
  $addColumn,
  $addRow,
  $isSelectionInTable,
  insertTable,
} from '@site/src/examples/tables/tableActions';
import {fireEvent, render, screen, waitFor} from '@testing-library/react';
import {
  $getRoot,
  $isElementNode,
  defineExtension,
  getNearestEditorFromDOMNode,
  type LexicalEditor,
} from 'lexical';
import {afterEach, describe, expect, it, vi} from 'vitest';

import {discreteUpdate} from './helpers';

const editors: LexicalEditorWithDispose[] = [];

/** A headless editor with the example's extensions and first document. */
function createEditor(): LexicalEditorWithDispose {
  const editor = buildEditorFromExtensions(
    defineExtension({
      name: 'test/tables',
      // The extension's own theme gives tables a scrolling wrapper, as the example does.
      theme: {tableScrollableWrapper: 'tableScroller'},
      dependencies: [RichTextExtension, TableExtension],
      $initialEditorState: $createInitialDocument,
    }),
  );
  editors.push(editor);
  return editor;
}

afterEach(() => {
  for (const editor of editors.splice(0)) editor.dispose();
});

function $tables(): TableNode[] {
  return $getRoot().getChildren().filter($isTableNode);
}

function $firstTable(): TableNode {
  const table = $tables()[0];
  if (!table) throw new Error('The document has no table');
  return table;
}

/** The number of cells in each row of the table. */
function $shape(table: TableNode): number[] {
  return table
    .getChildren()
    .filter($isTableRowNode)
    .map((row) => row.getChildrenSize());
}

function $cell(table: TableNode, row: number, column: number): TableCellNode {
  const tableRow = table.getChildAtIndex(row);
  const cell = $isTableRowNode(tableRow) ? tableRow.getChildAtIndex(column) : null;
  if (!$isTableCellNode(cell)) throw new Error(`No cell at row ${row}, column ${column}`);
  return cell;
}

function isDisabled(element: HTMLElement): boolean {
  return element.matches(':disabled');
}

describe('the first document', () => {
  it('is a paragraph, a table with a header row, and a paragraph', () => {
    const editor = createEditor();
    editor.read(() => {
      const types = $getRoot()
        .getChildren()
        .map((node) => node.getType());
      expect(types).toEqual(['paragraph', 'table', 'paragraph']);
      const table = $firstTable();
      expect($shape(table)).toEqual([2, 2, 2]);
      expect($cell(table, 0, 0).getTextContent()).toBe('Fruit');
      const headerStates = table
        .getChildren()
        .filter($isElementNode)
        .map((row) =>
          row.getChildren().map((cell) => $isTableCellNode(cell) && cell.getHeaderStyles()),
        );
      expect(headerStates).toEqual([
        [TableCellHeaderStates.ROW, TableCellHeaderStates.ROW],
        [TableCellHeaderStates.NO_STATUS, TableCellHeaderStates.NO_STATUS],
        [TableCellHeaderStates.NO_STATUS, TableCellHeaderStates.NO_STATUS],
      ]);
    });
  });
});

describe('$isSelectionInTable', () => {
  it('is true in a cell and false in a paragraph or without a selection', () => {
    const editor = createEditor();
    const seen: boolean[] = [];
    discreteUpdate(editor, () => {
      seen.push($isSelectionInTable());
      $getRoot().selectStart();
      seen.push($isSelectionInTable());
      $cell($firstTable(), 1, 1).selectEnd();
      seen.push($isSelectionInTable());
    });
    expect(seen).toEqual([false, false, true]);
  });
});

describe('$addRow and $addColumn', () => {
  it('add a row below and a column after the selected cell', () => {
    const editor = createEditor();
    discreteUpdate(editor, () => {
      $cell($firstTable(), 1, 0).selectEnd();
      expect($addRow()).toBe(true);
      expect($addColumn()).toBe(true);
    });
    editor.read(() => {
      const table = $firstTable();
      expect($shape(table)).toEqual([3, 3, 3, 3]);
      // The new row went below "Lemon", the new column after the first one.
      expect($cell(table, 1, 0).getTextContent()).toBe('Lemon');
      expect($cell(table, 2, 0).getTextContent()).toBe('');
      expect($cell(table, 3, 0).getTextContent()).toBe('Lime');
      expect($cell(table, 1, 1).getTextContent()).toBe('');
      expect($cell(table, 1, 2).getTextContent()).toBe('Yellow');
    });
  });

  it('change nothing outside a table', () => {
    const editor = createEditor();
    const snapshot = (): string =>
      editor.read(() => JSON.stringify(editor.getEditorState().toJSON()));
    const before = snapshot();
    expect(before).toContain('Lemon');
    discreteUpdate(editor, () => {
      $getRoot().selectStart();
      expect($addRow()).toBe(false);
      expect($addColumn()).toBe(false);
    });
    expect(snapshot()).toBe(before);
  });
});

describe('insertTable', () => {
  it('inserts a 3×3 table with a header row after the selected paragraph', () => {
    const editor = createEditor();
    discreteUpdate(editor, () => {
      $getRoot().selectEnd();
    });
    insertTable(editor);
    editor.read(() => {
      const tables = $tables();
      expect(tables).toHaveLength(2);
      const table = tables[1];
      if (!table) throw new Error('unreachable');
      expect($shape(table)).toEqual([3, 3, 3]);
      expect(table.getIndexWithinParent()).toBe(3);
      expect($cell(table, 0, 0).getHeaderStyles()).toBe(TableCellHeaderStates.ROW);
      expect($cell(table, 1, 0).getHeaderStyles()).toBe(TableCellHeaderStates.NO_STATUS);
    });
  });

  it('inserts at the end of the document when nothing is selected yet', () => {
    const editor = createEditor();
    insertTable(editor);
    editor.read(() => {
      expect($tables()).toHaveLength(2);
    });
  });

  it('does not nest a table in a table', () => {
    const editor = createEditor();
    discreteUpdate(editor, () => {
      $cell($firstTable(), 1, 1).selectEnd();
    });
    insertTable(editor);
    editor.read(() => {
      expect($tables()).toHaveLength(1);
      expect($firstTable().getChildrenSize()).toBe(3);
    });
  });
});

describe('<TablesEditor />', () => {
  function EditorSpy({onEditor}: {onEditor: (editor: LexicalEditor) => void}): null {
    const [editor] = useLexicalComposerContext();
    onEditor(editor);
    return null;
  }

  it('renders the editor with its children inside, and enables the row and column buttons in a cell', async () => {
    const onEditor = vi.fn<(editor: LexicalEditor) => void>();
    render(
      <TablesEditor>
        <EditorSpy onEditor={onEditor} />
      </TablesEditor>,
    );
    const editable = screen.getByRole('textbox', {name: 'Table editor'});
    const editor = getNearestEditorFromDOMNode(editable);
    if (editor === null) throw new Error('The editor did not mount');
    expect(onEditor).toHaveBeenLastCalledWith(editor);
    await waitFor(() => {
      expect(editable.querySelectorAll('table tr')).toHaveLength(3);
    });
    expect(editable.querySelectorAll('th')).toHaveLength(2);
    const addRow = screen.getByRole('button', {name: 'Add row'});
    const addColumn = screen.getByRole('button', {name: 'Add column'});
    const insert = screen.getByRole('button', {name: 'Insert table'});
    expect(isDisabled(addRow)).toBe(true);
    expect(isDisabled(insert)).toBe(false);

    discreteUpdate(editor, () => {
      $cell($firstTable(), 2, 1).selectEnd();
    });
    await waitFor(() => {
      expect(isDisabled(addRow)).toBe(false);
    });
    expect(isDisabled(insert)).toBe(true);

    fireEvent.click(addRow);
    fireEvent.click(addColumn);
    await waitFor(() => {
      expect(editable.querySelectorAll('table tr')).toHaveLength(4);
    });
    expect(editable.querySelectorAll('table tr:first-child th')).toHaveLength(3);
  });

  it('keeps its editor and document when re-rendered with other children', async () => {
    const {rerender} = render(<TablesEditor />);
    const editor = getNearestEditorFromDOMNode(screen.getByRole('textbox', {name: 'Table editor'}));
    if (editor === null) throw new Error('The editor did not mount');
    discreteUpdate(editor, () => {
      $cell($firstTable(), 1, 0).selectEnd();
      $addRow();
    });
    rerender(
      <TablesEditor>
        <span>state view</span>
      </TablesEditor>,
    );
    await waitFor(() => {
      expect(
        screen.getByRole('textbox', {name: 'Table editor'}).querySelectorAll('tr'),
      ).toHaveLength(4);
    });
    expect(getNearestEditorFromDOMNode(screen.getByText('Lemon'))).toBe(editor);
  });
});
