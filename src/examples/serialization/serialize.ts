import {$generateHtmlFromNodes, $generateNodesFromDOM} from '@lexical/html';
import {$createParagraphNode, $getRoot, $insertNodes, type LexicalEditor} from 'lexical';

/** The editor state as JSON: the lossless format to save and load documents in. */
export function exportJson(editor: LexicalEditor): string {
  return JSON.stringify(editor.getEditorState().toJSON(), null, 2);
}

/**
 * Replaces the editor state with one read from JSON. Throws if the text is not JSON, names a node
 * type that the editor has not registered, or has an empty root.
 */
export function loadJson(editor: LexicalEditor, json: string): void {
  editor.setEditorState(editor.parseEditorState(json));
}

/** The document as HTML, built from each node's `exportDOM()`. */
export function exportHtml(editor: LexicalEditor): string {
  return editor.read(() => $generateHtmlFromNodes(editor));
}

/**
 * Replaces the document with the nodes that each node class's `importDOM()` makes of the HTML.
 * Elements that no node claims (a `<div>`, say) keep only their text.
 */
export function loadHtml(editor: LexicalEditor, html: string): void {
  editor.update(() => {
    const dom = new DOMParser().parseFromString(html, 'text/html');
    const nodes = $generateNodesFromDOM(editor, dom);
    // Start from one empty paragraph: inserted blocks replace it, inline nodes land in it.
    const paragraph = $createParagraphNode();
    $getRoot().clear().append(paragraph);
    paragraph.select();
    $insertNodes(nodes);
  });
}
