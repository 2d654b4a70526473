// @vitest-environment node
import {highlightCode} from '@site/src/plugins/code-highlighting/highlightCode';
import remarkHighlightCode from '@site/src/plugins/code-highlighting/remarkHighlightCode';
import type {Code} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {describe, expect, it} from 'vitest';

function highlightedBlocks(markdown: string): Code[] {
  const tree = fromMarkdown(markdown);
  remarkHighlightCode()(tree);
  return tree.children.filter((node): node is Code => node.type === 'code');
}

describe('remarkHighlightCode', () => {
  it("gives each fenced block its highlighting as a property of the theme's code element", () => {
    const [block] = highlightedBlocks('```ts title="a.ts"\nconst a = \'x\';\n```\n');
    expect(block?.data?.hProperties).toEqual({highlighted: highlightCode("const a = 'x';", 'ts')});
    // The text and the metadata stay, for the copy button, the title and the magic comments.
    expect(block?.value).toBe("const a = 'x';");
    expect(block?.meta).toBe('title="a.ts"');
  });

  it('keeps the properties other plugins set (the theme passes the metastring this way)', () => {
    const tree = fromMarkdown('```js\nx\n```\n');
    const [block] = tree.children as [Code];
    block.data = {hProperties: {metastring: 'title="x.js"'}};
    remarkHighlightCode()(tree);
    expect(block.data.hProperties).toEqual({metastring: 'title="x.js"', highlighted: 'x'});
  });

  it('treats a block without a language as plain text', () => {
    const [block] = highlightedBlocks('```\n<b> & c\n```\n');
    expect(block?.data?.hProperties?.highlighted).toBe('&lt;b&gt; &amp; c');
  });

  it('leaves inline code alone', () => {
    const tree = fromMarkdown('Call `$getRoot()` first.');
    remarkHighlightCode()(tree);
    expect(JSON.stringify(tree)).not.toContain('highlighted');
  });
});
