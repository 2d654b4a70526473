import {
  $findCellNode,
  $findTableNode,
  $insertTableColumnAtSelection,
  $insertTableRowAtSelection,
  $isTableSelection,
  INSERT_TABLE_COMMAND,
  type InsertTableCommandPayload,
} from '@lexical/table';
import {$getRoot, $getSelection, $isRangeSelection, type LexicalEditor} from 'lexical';

/** What Insert table inserts: three rows of three cells, the first row a header row. */
export const newTable: InsertTableCommandPayload = {
  rows: '3',
  columns: '3',
  includeHeaders: {rows: true, columns: false},
};

/**
 * Whether the selection is in one table's cells, where rows and columns can be added. Call it
 * inside a read or an update.
 */
export function $isSelectionInTable(): boolean {
  const selection = $getSelection();
  // Dragging across cells makes a TableSelection: a rectangle of cells.
  if ($isTableSelection(selection)) return true;
  if (!$isRangeSelection(selection)) return false;
  const anchorCell = $findCellNode(selection.anchor.getNode());
  const focusCell = $findCellNode(selection.focus.getNode());
  if (anchorCell === null || focusCell === null) return false;
  return $findTableNode(anchorCell)?.is($findTableNode(focusCell)) ?? false;
}

/** Adds a row below the selected cell. Outside a table, it changes nothing and returns false. */
export function $addRow(): boolean {
  return $isSelectionInTable() && $insertTableRowAtSelection(true) !== null;
}

/** Adds a column after the selected cell. Outside a table, it changes nothing and returns false. */
export function $addColumn(): boolean {
  return $isSelectionInTable() && $insertTableColumnAtSelection(true) !== null;
}

/**
 * Inserts a new table at the selection with INSERT_TABLE_COMMAND, which TableExtension handles
 * (it declines inside a table: tables do not nest unless configured to).
 */
export function insertTable(editor: LexicalEditor): void {
  editor.update(() => {
    // Until the reader has clicked into the editor there is no selection: insert at the end.
    if ($getSelection() === null) $getRoot().selectEnd();
    editor.dispatchCommand(INSERT_TABLE_COMMAND, newTable);
  });
}
