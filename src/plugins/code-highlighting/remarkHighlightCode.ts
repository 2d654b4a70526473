import type {Root} from 'mdast';
import {visit} from 'unist-util-visit';

import {highlightCode} from './highlightCode';

/**
 * Highlights every fenced code block of a Markdown or MDX page at build time. The HTML reaches the
 * theme's code block as its `highlighted` prop; the block's text stays its children, for the copy
 * button and for the magic comments, which the block still reads in the browser.
 */
export default function remarkHighlightCode() {
  return (tree: Root): void => {
    visit(tree, 'code', (node) => {
      node.data = {
        ...node.data,
        hProperties: {
          ...node.data?.hProperties,
          highlighted: highlightCode(node.value, node.lang ?? 'text'),
        },
      };
    });
  };
}
