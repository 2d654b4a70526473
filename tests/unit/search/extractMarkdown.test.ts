import {DEFAULT_MARKDOWN_CONFIG} from '@docusaurus/core/lib/server/configValidation';
import {extractMarkdownPage} from '@site/src/plugins/search-index/extractMarkdown';
import {describe, expect, it} from 'vitest';

function pageOf(markdown: string) {
  return extractMarkdownPage(markdown, '/site/docs/page.mdx', DEFAULT_MARKDOWN_CONFIG);
}

async function sectionsOf(markdown: string) {
  return (await pageOf(markdown)).sections;
}

describe('extractMarkdownPage', () => {
  it("takes the title from the page's h1, when it has one", async () => {
    expect((await pageOf('# Class: DOMSlot\\<T\\>\n\nText.')).title).toBe('Class: DOMSlot<T>');
    expect((await pageOf('---\ntitle: Front\n---\n\nText.')).title).toBeUndefined();
  });

  it('cuts the page at h2–h6 with the anchors Docusaurus gives the rendered headings', async () => {
    const sections = await sectionsOf(
      [
        '---',
        'title: Editor state',
        '---',
        '# Editor state',
        'The lead paragraph.',
        '## Reading the state',
        'Call `editor.read()`.',
        '### Inside an update {#inside}',
        'Nested.',
        '## Reading the state',
        'A second heading with the same text.',
        '#### Deep',
        'Skipped a level.',
      ].join('\n\n'),
    );
    expect(sections).toEqual([
      {anchor: '', level: 1, headings: [], text: 'The lead paragraph.'},
      {
        anchor: 'reading-the-state',
        level: 2,
        headings: ['Reading the state'],
        text: 'Call editor.read().',
      },
      {
        anchor: 'inside',
        level: 3,
        headings: ['Reading the state', 'Inside an update'],
        text: 'Nested.',
      },
      {
        anchor: 'reading-the-state-1',
        level: 2,
        headings: ['Reading the state'],
        text: 'A second heading with the same text.',
      },
      {
        anchor: 'deep',
        level: 4,
        headings: ['Reading the state', '', 'Deep'],
        text: 'Skipped a level.',
      },
    ]);
  });

  it('reads paragraphs, list items, table cells and admonition bodies as prose', async () => {
    const [lead] = await sectionsOf(
      [
        '- first item',
        '- second item with **bold**',
        '| Name | Use |\n| --- | --- |\n| `$getRoot` | the root |',
        ':::tip[Remember]\n\nAdmonition body.\n\n:::',
        '<details>\n<summary>More</summary>\n\nHidden detail.\n\n</details>',
      ].join('\n\n'),
    );
    expect(lead?.text).toBe(
      'first item second item with bold Name Use $getRoot the root Admonition body. More Hidden detail.',
    );
  });

  it('leaves out code, imports, expressions, widgets, source pointers and link lists', async () => {
    const [lead] = await sectionsOf(
      [
        "import LiveExample from '@site/src/components/LiveExample';",
        'Kept.',
        '```ts\nconst notProse = 1;\n```',
        '<LiveExample name="transforms" title="Transforms" />',
        '<button>Press</button>',
        "{'an expression'}",
        'Defined in: [packages/lexical/src/LexicalEditor.ts:1](https://github.com/facebook/lexical)',
        '[Next](./next.md) · [Previous](./previous.md)',
        'Also kept, with [a link](./other.md) inside.',
        'The lexical:extension prop is text, as Docusaurus leaves an unused directive.',
      ].join('\n\n'),
    );
    expect(lead?.text).toBe(
      'Kept. Also kept, with a link inside. The lexical:extension prop is text, as Docusaurus leaves an unused directive.',
    );
  });

  it('reads escaped heading ids as the API reference writes them', async () => {
    const sections = await sectionsOf('## dispatchCommand() \\{#dispatchcommand\\}\n\nDispatches.');
    expect(sections[1]).toMatchObject({anchor: 'dispatchcommand', headings: ['dispatchCommand()']});
  });
});
