// @vitest-environment node
import {readFileSync} from 'node:fs';
import path from 'node:path';

import {exampleSources} from '@site/src/plugins/markdown-twins/exampleSources';
import {pageToMarkdown, type TwinOptions} from '@site/src/plugins/markdown-twins/pageToMarkdown';
import {readRenderedPage} from '@site/src/plugins/markdown-twins/renderedPage';
import {describe, expect, it} from 'vitest';

const siteDir = path.resolve(import.meta.dirname, '../../../..');
const fixture = readFileSync(path.join(import.meta.dirname, 'docPage.fixture.html'), 'utf8');

const options: TwinOptions = {
  siteUrl: 'https://lexical.dev/',
  lexicalVersion: '0.50.0',
  exampleSources: (name) => exampleSources(siteDir, name),
};

async function twinOf(html: string): Promise<string> {
  const page = readRenderedPage(html, 'Lexical');
  if (!page) throw new Error('The fixture is not a page');
  return pageToMarkdown(page, options);
}

describe('a rendered doc page as Markdown', async () => {
  const markdown = await twinOf(fixture);

  it('starts with the title, the canonical URL and the Lexical version, once', () => {
    expect(markdown.startsWith('# Editor state\n\n')).toBe(true);
    expect(markdown).toContain('URL: https://lexical.dev/docs/concepts/editor-state');
    expect(markdown).toContain('Lexical 0.50.0');
    expect(markdown.match(/^# /gm)).toHaveLength(1);
  });

  it('keeps inline code with $ names and makes API and in-page links absolute', () => {
    expect(markdown).toContain(
      '[`$getRoot()`](https://lexical.dev/docs/api/modules/lexical/dollar-functions#$getroot) inside `editor.read()`',
    );
    expect(markdown).toContain('[save it](https://lexical.dev/docs/concepts/editor-state#saving)');
    expect(markdown).toContain('![Lexical logo](https://lexical.dev/img/logo.svg)');
    expect(markdown).toContain('[the repository](https://github.com/facebook/lexical)');
  });

  it('writes tables as tables, escaping a pipe in a cell', () => {
    expect(markdown).toContain(
      [
        '| mode | what it reads |',
        '| - | - |',
        "| `'latest'` | the current state |",
        "| `'pending'` | the pending state \\| if any |",
      ].join('\n'),
    );
  });

  it('writes admonitions as blockquotes led by their kind and title', () => {
    expect(markdown).toContain(
      '> **Tip: Commit before you read**\n>\n> `editor.read()` commits pending updates first.',
    );
    expect(markdown).toContain('> **Caution**\n>\n> Keep keys, not nodes.');
  });

  it('writes every tab, hidden ones too, as its label and its content', () => {
    expect(markdown).toContain(
      '**React**\n\n```tsx title="Editor.tsx"\nexport const a = 1;\n```\n\n' +
        '**Plain JavaScript**\n\n```ts\nexport const b = 2;\n```',
    );
  });

  it('keeps a code block’s language, title and exact text (blank and indented lines too)', () => {
    expect(markdown).toContain(
      '```ts title="src/count.ts"\nconst price = \'$5 < $10\';\n\n  // indented * not emphasis\n```',
    );
  });

  it('writes a live example as its caption and the source files it runs', () => {
    const source = readFileSync(path.join(siteDir, 'src/examples/transforms/Example.tsx'), 'utf8');
    expect(markdown).toContain('**Live example: A text transform**');
    expect(markdown).toContain(
      '```tsx title="src/examples/transforms/Example.tsx"\n' + source.trimEnd() + '\n```',
    );
  });

  it('leaves out the page chrome and any HTML', () => {
    for (const chrome of [
      'On this page',
      'Edit this page',
      'Copy code',
      'Start the live editor',
      'Concepts',
      'Docs',
      'Next',
      'Copyright',
      '\u200b',
      '<',
    ]) {
      expect(markdown.replace(/```[\s\S]*?```/g, '')).not.toContain(chrome);
    }
  });
});

describe('a rendered blog post as Markdown', () => {
  it('adds the date the post shows', async () => {
    const post = `<html><head><title>Hello | Lexical</title>
      <link rel=canonical href=https://lexical.dev/blog/hello></head>
      <body><main><article><header><h1>Hello</h1><time datetime=2025-07-01T00:00:00.000Z>July 1, 2025</time></header>
      <div id=__blog-post-container class=markdown><p>First post.</div>
      <footer><a class=theme-edit-this-page href=https://github.com>Edit this page</a></footer></article></main></body></html>`;
    expect(await twinOf(post)).toBe(
      '# Hello\n\nURL: https://lexical.dev/blog/hello  \nLexical 0.50.0  \nPublished: July 1, 2025\n\nFirst post.\n',
    );
  });
});

describe('readRenderedPage', () => {
  it('takes no page without a canonical URL or content', () => {
    expect(readRenderedPage('<html><body><main><p>x</main></body></html>', 'Lexical')).toBeNull();
    expect(
      readRenderedPage('<html><head><link rel=canonical href=https://a.b/></head></html>', 'L'),
    ).toBeNull();
  });

  it('names a page without an h1 by its document title without the site name', () => {
    const page = readRenderedPage(
      '<html><head><title>Blog | Lexical</title><link rel=canonical href=https://lexical.dev/blog></head><body><main><p>Posts</main></body></html>',
      'Lexical',
    );
    expect(page?.title).toBe('Blog');
  });
});
