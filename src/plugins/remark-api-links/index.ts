import type {InlineCode, Link, Parent, Root} from 'mdast';
import {SKIP, visit} from 'unist-util-visit';
import type {VFile} from 'vfile';

import {isApiReferencePage, readSymbolIndex} from '../api-reference/symbolIndexFile';

export interface RemarkApiLinksOptions {
  /** The symbol index the API reference generator writes: name → address. */
  symbolsFile: string;
}

/** Inline code that names a symbol: `$getRoot`, `$getRoot()`, `KEY_ENTER_COMMAND`, `TextNode`. */
const symbolMention = /^(\$?[A-Za-z_][\w$]*)(?:\(\))?$/;

/**
 * Links a page's first mention of each exported Lexical symbol, written as inline code, to its
 * entry in the API reference. Later mentions stay plain, so a page is not a sea of links; code in
 * headings and in existing links is left alone.
 */
export default function remarkApiLinks({symbolsFile}: RemarkApiLinksOptions) {
  let symbols: Record<string, string> | undefined;
  return (tree: Root, file: VFile): void => {
    // The API reference links its own types; this is for the guides.
    if (isApiReferencePage(file.path)) {
      return;
    }
    // Read on first use: the API reference plugin writes the index when the site loads.
    symbols ??= readSymbolIndex(symbolsFile);
    const index = symbols;
    const linked = new Set<string>();
    visit(tree, (node, position, parent: Parent | undefined) => {
      if (node.type === 'heading' || node.type === 'link' || node.type === 'linkReference') {
        return SKIP;
      }
      if (node.type !== 'inlineCode' || !parent || position === undefined) {
        return undefined;
      }
      const name = symbolMention.exec((node as InlineCode).value)?.[1];
      const url = name && !linked.has(name) ? index[name] : undefined;
      if (!name || !url) {
        return undefined;
      }
      linked.add(name);
      const link: Link = {type: 'link', url, children: [node as InlineCode]};
      parent.children[position] = link;
      return SKIP;
    });
  };
}
