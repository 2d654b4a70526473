import {
  $getRoot,
  $getSelection,
  $isParagraphNode,
  $isRangeSelection,
  type EditorState,
} from 'lexical';

/** What the example reads from an editor state. */
export interface EditorStateSummary {
  /** The text of the whole document (paragraphs are separated by blank lines). */
  textContent: string;
  /** How many paragraphs the root node holds. */
  paragraphCount: number;
  /** Where the selection starts, or null when the editor state has no selection. */
  anchor: {nodeKey: string; nodeType: string; offset: number} | null;
}

/**
 * Reads a summary of an editor state. `read()` runs the callback against that immutable snapshot:
 * `$` functions such as `$getRoot()` and `$getSelection()` work inside it, and nothing changes.
 */
export function readEditorState(editorState: EditorState): EditorStateSummary {
  return editorState.read(() => {
    const root = $getRoot();
    const selection = $getSelection();
    return {
      textContent: root.getTextContent(),
      paragraphCount: root.getChildren().filter($isParagraphNode).length,
      // A range selection has an anchor (where it starts) and a focus (where it ends).
      anchor: $isRangeSelection(selection)
        ? {
            nodeKey: selection.anchor.key,
            nodeType: selection.anchor.getNode().getType(),
            offset: selection.anchor.offset,
          }
        : null,
    };
  });
}
