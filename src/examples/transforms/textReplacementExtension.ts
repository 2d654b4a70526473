import {$createTextNode, defineExtension, TextNode} from 'lexical';

/** What the reader types, and what it becomes. */
export const TEXT_REPLACEMENTS: ReadonlyMap<string, string> = new Map([
  [':)', '🙂'],
  ['->', '→'],
  ['(c)', '©'],
]);

/** The first shortcut found in `text`, where it starts and what replaces it, or null. */
export function findShortcut(
  text: string,
): {index: number; shortcut: string; replacement: string} | null {
  for (const [shortcut, replacement] of TEXT_REPLACEMENTS) {
    const index = text.indexOf(shortcut);
    if (index !== -1) {
      return {index, shortcut, replacement};
    }
  }
  return null;
}

/**
 * A node transform. Lexical calls it for each TextNode that changed in an update, before the update
 * is committed, so the shortcut never shows. It replaces one shortcut; the nodes it creates are new,
 * so Lexical calls it on them too, until there is nothing left to replace.
 */
export function $replaceShortcut(node: TextNode): void {
  // Leave special text nodes (tokens, hashtags…) and inline code alone.
  if (!node.isSimpleText() || node.hasFormat('code')) {
    return;
  }
  const match = findShortcut(node.getTextContent());
  if (match === null) {
    return;
  }
  const {index, shortcut, replacement} = match;
  // Cut the shortcut out into a node of its own (splitText keeps the selection where it was)…
  const parts = node.splitText(index, index + shortcut.length);
  const shortcutNode = index === 0 ? parts[0] : parts[1];
  // …and replace that node with the replacement, in the same format. A caret that was in the
  // shortcut moves to the end of the new node, so typing goes on after it.
  shortcutNode?.replace(
    $createTextNode(replacement).setFormat(node.getFormat()).setStyle(node.getStyle()),
  );
}

export const TextReplacementExtension = defineExtension({
  name: 'docs/text-replacement',
  register(editor) {
    // Returns the function that removes the transform, which the editor calls when it is disposed.
    return editor.registerNodeTransform(TextNode, $replaceShortcut);
  },
});
