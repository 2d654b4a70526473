// @vitest-environment node
import {highlightCode} from '@site/src/plugins/code-highlighting/highlightCode';
import remarkHighlightCode from '@site/src/plugins/code-highlighting/remarkHighlightCode';
import type {Code} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {VFile} from 'vfile';
import {describe, expect, it} from 'vitest';

const page = () => new VFile({path: '/site/docs/guide.md'});

function highlightedBlocks(markdown: string): Code[] {
  const tree = fromMarkdown(markdown);
  remarkHighlightCode()(tree, page());
  return tree.children.filter((node): node is Code => node.type === 'code');
}

/** The code a block's HTML shows: its text without the annotations' popups and messages. */
const shownCode = (html: string): string =>
  html
    .replace(
      /<span class="(type-hint-popup|type-error-message)">.*?<\/span>(<\/span>)*(?=<\/span>|$)/gm,
      '',
    )
    .replace(/<[^>]+>/g, '')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

describe('remarkHighlightCode', () => {
  it("gives each fenced block its highlighting as a property of the theme's code element", () => {
    const [block] = highlightedBlocks('```js title="a.js"\nconst a = \'x\';\n```\n');
    expect(block?.data?.hProperties).toEqual({highlighted: highlightCode("const a = 'x';", 'js')});
    // The text and the metadata stay, for the copy button, the title and the magic comments.
    expect(block?.value).toBe("const a = 'x';");
    expect(block?.meta).toBe('title="a.js"');
  });

  it('keeps the properties other plugins set (the theme passes the metastring this way)', () => {
    const tree = fromMarkdown('```js\nx\n```\n');
    const [block] = tree.children as [Code];
    block.data = {hProperties: {metastring: 'title="x.js"'}};
    remarkHighlightCode()(tree, page());
    expect(block.data.hProperties).toEqual({metastring: 'title="x.js"', highlighted: 'x'});
  });

  it('treats a block without a language as plain text', () => {
    const [block] = highlightedBlocks('```\n<b> & c\n```\n');
    expect(block?.data?.hProperties?.highlighted).toBe('&lt;b&gt; &amp; c');
  });

  it('leaves inline code alone', () => {
    const tree = fromMarkdown('Call `$getRoot()` first.');
    remarkHighlightCode()(tree, page());
    expect(JSON.stringify(tree)).not.toContain('highlighted');
  });

  describe('type hints', {timeout: 60_000}, () => {
    const typed = "import {$getRoot} from 'lexical';\n\nconst root = $getRoot();\n";

    it("wraps a TypeScript sample's names with their types, ids unique on the page", () => {
      const [first, second] = highlightedBlocks(
        `\`\`\`ts\n${typed}\`\`\`\n\n\`\`\`tsx\n${typed}\`\`\`\n`,
      );
      const html = String(first?.data?.hProperties?.highlighted);
      expect(html).toContain('class="type-hint" tabindex="-1" aria-describedby="');
      expect(html.replace(/<[^>]+>/g, '')).toContain('function $getRoot(): RootNode');
      const ids = (block: Code | undefined) =>
        [...String(block?.data?.hProperties?.highlighted).matchAll(/ id="([^"]+)"/g)].map(
          (m) => m[1],
        );
      expect(ids(first)).toHaveLength(3);
      expect(new Set([...ids(first), ...ids(second)]).size).toBe(6);
      expect(shownCode(html).split('\n')).toEqual(typed.trimEnd().split('\n'));
    });

    it('leaves a fragment, JavaScript and the API reference alone', () => {
      const [fragment, js] = highlightedBlocks(
        `\`\`\`ts fragment\n${typed}\`\`\`\n\n\`\`\`js\n${typed}\`\`\`\n`,
      );
      expect(String(fragment?.data?.hProperties?.highlighted)).not.toContain('type-hint');
      expect(String(js?.data?.hProperties?.highlighted)).not.toContain('type-hint');
      const tree = fromMarkdown(`\`\`\`ts\n${typed}\`\`\`\n`);
      remarkHighlightCode()(tree, new VFile({path: '/site/docs/api/modules/lexical.md'}));
      expect(JSON.stringify(tree)).not.toContain('type-hint');
    });

    it('shows an expected error under its line and takes the notation out of the text', () => {
      const code =
        "// @errors: 2322\nimport {$getRoot} from 'lexical';\nconst count: number = $getRoot();";
      const [block] = highlightedBlocks(`\`\`\`ts\n${code}\n\`\`\`\n`);
      expect(block?.value).toBe(
        "import {$getRoot} from 'lexical';\nconst count: number = $getRoot();",
      );
      const lines = String(block?.data?.hProperties?.highlighted).split('\n');
      expect(lines[1]).toContain('<span class="type-error">');
      expect(lines[1]).toMatch(
        /<span class="type-error-message">error TS2322: Type 'RootNode' is not assignable to type 'number'\.<\/span>$/,
      );
      expect(shownCode(lines.join('\n'))).toBe(block?.value);
    });

    it('fails the build on an undeclared compile error, naming the page and line', () => {
      expect(() =>
        highlightedBlocks("Text.\n\n```ts\nconst count: number = 'one';\n```\n"),
      ).toThrow(/^\/site\/docs\/guide\.md:3: this code block does not compile/);
    });
  });
});
