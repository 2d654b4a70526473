import {
  $createTableCellNode,
  $createTableNode,
  $createTableRowNode,
  TableCellHeaderStates,
  type TableNode,
} from '@lexical/table';
import {$createParagraphNode, $createTextNode, $getRoot, type ParagraphNode} from 'lexical';

function $createParagraph(text: string): ParagraphNode {
  return $createParagraphNode().append($createTextNode(text));
}

/**
 * Builds a table from rows of cell texts. A table is plain nodes nested three deep: TableNode >
 * TableRowNode > TableCellNode, and every cell holds blocks (here one paragraph) like the root does.
 */
export function $createTable(rows: readonly (readonly string[])[]): TableNode {
  const table = $createTableNode();
  rows.forEach((texts, rowIndex) => {
    const row = $createTableRowNode();
    for (const text of texts) {
      // The cells of the first row are header cells: they render as <th>.
      const headerState =
        rowIndex === 0 ? TableCellHeaderStates.ROW : TableCellHeaderStates.NO_STATUS;
      row.append($createTableCellNode(headerState).append($createParagraph(text)));
    }
    table.append(row);
  });
  return table;
}

/** The example's first document: what to try, a small table, and a place to insert another. */
export function $createInitialDocument(): void {
  $getRoot().append(
    $createParagraph(
      'Type here, or click a cell of the table: Tab moves to the next cell, and Add row or Add column grows the table.',
    ),
    $createTable([
      ['Fruit', 'Colour'],
      ['Lemon', 'Yellow'],
      ['Lime', 'Green'],
    ]),
    $createParagraph('Click here and press Insert table for a new 3×3 table with a header row.'),
  );
}
