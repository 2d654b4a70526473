// @vitest-environment node
import {mkdtempSync, readdirSync, readFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

import {highlightCode} from '@site/src/plugins/code-highlighting/highlightCode';
import remarkHighlightCode from '@site/src/plugins/code-highlighting/remarkHighlightCode';
import type {Code, Root} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';
import type {} from 'mdast-util-mdx';
import {VFile} from 'vfile';
import {describe, expect, it} from 'vitest';

const page = () => new VFile({path: '/site/docs/guide.md', cwd: '/site'});

/** A fresh folder for the pages' popup lists. */
const popupsDir = () => mkdtempSync(path.join(tmpdir(), 'type-hint-popups-'));

function highlight(markdown: string, file = page(), dir = popupsDir()): Root {
  const tree = fromMarkdown(markdown);
  remarkHighlightCode({popupsDir: dir})(tree, file);
  return tree;
}

const highlightedBlocks = (markdown: string): Code[] =>
  highlight(markdown).children.filter((node): node is Code => node.type === 'code');

/** The code a block's HTML shows: its text without the expected errors' messages. */
const shownCode = (html: string): string =>
  html
    .replace(/<span class="type-error-message">.*?<\/span>(?=<\/span>|$)/gm, '')
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
    remarkHighlightCode({popupsDir: popupsDir()})(tree, page());
    expect(block.data.hProperties).toEqual({metastring: 'title="x.js"', highlighted: 'x'});
  });

  it('treats a block without a language as plain text', () => {
    const [block] = highlightedBlocks('```\n<b> & c\n```\n');
    expect(block?.data?.hProperties?.highlighted).toBe('&lt;b&gt; &amp; c');
  });

  it('leaves inline code alone', () => {
    const tree = highlight('Call `$getRoot()` first.');
    expect(JSON.stringify(tree)).not.toContain('highlighted');
  });

  describe('type hints', {timeout: 60_000}, () => {
    const typed = "import {$getRoot} from 'lexical';\n\nconst root = $getRoot();\n";

    it("wraps a TypeScript sample's names, their popups in a list of the page's own", () => {
      const dir = popupsDir();
      const tree = highlight(
        `\`\`\`ts\n${typed}\`\`\`\n\n\`\`\`tsx\n${typed}\`\`\`\n`,
        page(),
        dir,
      );
      const [first, second] = tree.children.filter((node): node is Code => node.type === 'code');
      const html = String(first?.data?.hProperties?.highlighted);
      // The names only: no popup travels with the page's HTML or its content chunk.
      expect(html).not.toContain('type-hint-popup');
      expect(shownCode(html).split('\n')).toEqual(typed.trimEnd().split('\n'));
      const refs = (block: Code | undefined) =>
        [
          ...String(block?.data?.hProperties?.highlighted).matchAll(
            /<span class="type-hint" tabindex="-1" data-hint="(t[0-9a-f]{6}):(\d+)">/g,
          ),
        ].map((match) => ({key: match[1], index: Number(match[2])}));
      expect(refs(first)).toHaveLength(3);
      // Both blocks' $getRoot (import and call) and root: equal popups are stored once.
      expect(refs(second)).toEqual(refs(first));

      const [key] = refs(first).map((ref) => ref.key);
      // Named by the page and by its content, so that a changed list is a new file.
      const [listFile = ''] = readdirSync(dir);
      expect(readdirSync(dir)).toEqual([listFile]);
      expect(listFile).toMatch(new RegExp(`^${String(key)}\\.[0-9a-f]{8}\\.json$`));
      const popups = JSON.parse(readFileSync(path.join(dir, listFile), 'utf8')) as string[];
      expect(popups).toHaveLength(new Set(refs(first).map((ref) => ref.index)).size);
      const popup = String(popups[refs(first)[0]?.index ?? -1]);
      expect(popup).toMatch(/^<span class="type-hint-popup"><span class="type-hint-info">/);
      expect(popup.replace(/<[^>]+>/g, '')).toContain('function $getRoot(): RootNode');

      // The page's module registers the list's URL, which the bundler files as an asset.
      const [esm] = tree.children;
      expect(esm?.type).toBe('mdxjsEsm');
      const listUrl = path.relative('/site/docs', path.join(dir, listFile));
      expect(esm?.type === 'mdxjsEsm' && esm.value).toContain(
        `registerTypeHintPopups("${String(key)}", new URL(${JSON.stringify(listUrl)}, import.meta.url))`,
      );
      expect(esm?.type === 'mdxjsEsm' && esm.data?.estree?.body).toHaveLength(2);
    });

    it('writes a changed list to a new file, the old one left to modules still naming it', () => {
      const dir = popupsDir();
      highlight(`\`\`\`ts\n${typed}\`\`\`\n`, page(), dir);
      highlight(`\`\`\`ts\n${typed}\`\`\`\n`, page(), dir);
      expect(readdirSync(dir)).toHaveLength(1);
      highlight(`\`\`\`ts\n${typed}const answer = 42;\n\`\`\`\n`, page(), dir);
      expect(readdirSync(dir)).toHaveLength(2);
    });

    it('gives each page a list of its own, the same from one build to the next', () => {
      const keyOf = (file: string) => {
        const tree = highlight(`\`\`\`ts\n${typed}\`\`\`\n`, new VFile({path: file, cwd: '/site'}));
        const [block] = tree.children.filter((node): node is Code => node.type === 'code');
        return /data-hint="(\w+):/.exec(String(block?.data?.hProperties?.highlighted))?.[1];
      };
      expect(keyOf('/site/docs/guide.md')).toMatch(/^t[0-9a-f]{6}$/);
      expect(keyOf('/site/docs/guide.md')).toBe(keyOf('/site/docs/guide.md'));
      expect(keyOf('/site/docs/other.md')).not.toBe(keyOf('/site/docs/guide.md'));
    });

    it('adds no module to a page without type hints', () => {
      const tree = highlight('```js\nconst a = 1;\n```\n');
      expect(tree.children.map((node) => node.type)).toEqual(['code']);
    });

    it('leaves a fragment, JavaScript and the API reference alone', () => {
      const [fragment, js] = highlightedBlocks(
        `\`\`\`ts fragment\n${typed}\`\`\`\n\n\`\`\`js\n${typed}\`\`\`\n`,
      );
      expect(String(fragment?.data?.hProperties?.highlighted)).not.toContain('type-hint');
      expect(String(js?.data?.hProperties?.highlighted)).not.toContain('type-hint');
      const tree = highlight(
        `\`\`\`ts\n${typed}\`\`\`\n`,
        new VFile({path: '/site/docs/api/modules/lexical.md', cwd: '/site'}),
      );
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
