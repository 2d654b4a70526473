import {$createParagraphNode, $createTextNode, $getRoot} from 'lexical';

/**
 * The first content of the shared document. Only one editor writes it (the one with
 * `shouldBootstrap`), into the empty Y.Doc; the other editor receives it through Yjs.
 */
export function $createInitialDocument(): void {
  $getRoot().append(
    $createParagraphNode().append(
      $createTextNode('Type in either editor: the other one follows, and shows your caret.'),
    ),
    $createParagraphNode().append(
      $createTextNode('Disconnect Bob, type on both sides, then reconnect: Yjs merges the edits.'),
    ),
  );
}
