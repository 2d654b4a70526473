import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {DEFAULT_MARKDOWN_CONFIG} from '@docusaurus/core/lib/server/configValidation';
import type {AllContent} from '@docusaurus/types';
import {SourceIndexer} from '@site/src/plugins/search-index/sourceIndex';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';

let siteDir: string;

function write(relative: string, text: string): void {
  const file = path.join(siteDir, relative);
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, text);
}

function doc(id: string, permalink: string, title: string, extra: object = {}) {
  return {
    id,
    permalink,
    title,
    description: `About ${title.toLowerCase()}.`,
    source: `@site/docs/${id}.md`,
    unlisted: false,
    ...extra,
  };
}

/** The loaded content of one docs plugin (two sidebars) and one blog, as Docusaurus hands it. */
function siteContent(): AllContent {
  return {
    'docusaurus-plugin-content-docs': {
      default: {
        loadedVersions: [
          {
            versionName: 'current',
            docs: [
              doc('intro', '/docs/intro', 'Introduction'),
              doc('concepts/index', '/docs/concepts', 'Concepts'),
              doc('concepts/editor-state', '/docs/concepts/editor-state', 'Editor state'),
              doc('concepts/nodes/custom', '/docs/concepts/nodes/custom', 'Custom nodes'),
              doc('hidden', '/docs/hidden', 'Hidden', {unlisted: true}),
              doc(
                'api/classes/lexical.LexicalEditor',
                '/docs/api/classes/lexical.LexicalEditor',
                'LexicalEditor',
              ),
            ],
            sidebars: {
              docs: [
                {type: 'doc', id: 'intro'},
                {
                  type: 'category',
                  label: 'Concepts',
                  link: {type: 'doc', id: 'concepts/index'},
                  items: [
                    {type: 'doc', id: 'concepts/editor-state'},
                    {
                      type: 'category',
                      label: 'Nodes',
                      items: [{type: 'doc', id: 'concepts/nodes/custom'}],
                    },
                  ],
                },
              ],
              api: [
                {
                  type: 'category',
                  label: 'lexical',
                  items: [{type: 'doc', id: 'api/classes/lexical.LexicalEditor'}],
                },
              ],
            },
          },
        ],
      },
    },
    'docusaurus-plugin-content-blog': {
      default: {
        blogPosts: [
          {
            metadata: {
              permalink: '/blog/welcome',
              title: 'Welcome',
              description: 'The first post.',
              source: '@site/blog/welcome.md',
              unlisted: false,
            },
          },
        ],
      },
    },
  };
}

describe('SourceIndexer', () => {
  beforeEach(() => {
    siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'source-index-'));
    for (const id of [
      'intro',
      'concepts/index',
      'concepts/editor-state',
      'concepts/nodes/custom',
      'hidden',
    ]) {
      write(`docs/${id}.md`, `# Title\n\nText of ${id}.\n\n## Part\n\nMore of ${id}.\n`);
    }
    write('docs/intro.md', 'No h1: the page shows its title from the metadata.\n');
    write('docs/api/classes/lexical.LexicalEditor.md', '# Class: LexicalEditor\n\nThe editor.\n');
    write('blog/welcome.md', '---\ntitle: Welcome\n---\n\nHello, readers.\n');
  });
  afterEach(() => {
    fs.rmSync(siteDir, {recursive: true, force: true});
  });

  const indexer = () =>
    new SourceIndexer({
      siteDir,
      siteUrl: 'https://lexical.dev/',
      language: 'en',
      markdownConfig: DEFAULT_MARKDOWN_CONFIG,
    });

  it('indexes every listed doc and post in path order, with the section its breadcrumbs show', async () => {
    const index = await indexer().collect(siteContent());
    expect(index.siteUrl).toBe('https://lexical.dev/');
    expect(index.pages.map((p) => [p.path, p.section, p.tag])).toEqual([
      ['/blog/welcome', 'Blog', 'default'],
      // A top-level category's own page has no category above it.
      ['/docs/api/classes/lexical.LexicalEditor', 'API reference', 'docs-default-current'],
      ['/docs/concepts', 'Docs', 'docs-default-current'],
      ['/docs/concepts/editor-state', 'Concepts', 'docs-default-current'],
      ['/docs/concepts/nodes/custom', 'Concepts', 'docs-default-current'],
      ['/docs/intro', 'Docs', 'docs-default-current'],
    ]);
    expect(index.pages[5]).toMatchObject({
      title: 'Introduction',
      description: 'About introduction.',
      language: 'en',
    });
  });

  it('gives each page its lead and heading sections, pointing at the page', async () => {
    const index = await indexer().collect(siteContent());
    const intro = index.pages.findIndex((p) => p.path === '/docs/intro');
    const editorState = index.pages.findIndex((p) => p.path === '/docs/concepts/editor-state');
    expect(index.sections.filter((s) => s.page === intro)).toEqual([
      {
        page: intro,
        anchor: '',
        level: 1,
        headings: [],
        text: 'No h1: the page shows its title from the metadata.',
      },
    ]);
    expect(index.sections.filter((s) => s.page === editorState)).toEqual([
      {
        page: editorState,
        anchor: '',
        level: 1,
        headings: [],
        text: 'Text of concepts/editor-state.',
      },
      {
        page: editorState,
        anchor: 'part',
        level: 2,
        headings: ['Part'],
        text: 'More of concepts/editor-state.',
      },
    ]);
  });

  it('reads a changed file again, and keeps a page whose source cannot be parsed by its title', async () => {
    const sourceIndexer = indexer();
    await sourceIndexer.collect(siteContent());
    write('docs/intro.md', '# Title\n\nRewritten lead.\n');
    write('docs/concepts/editor-state.md', '# Title\n\n<Unclosed\n');
    const index = await sourceIndexer.collect(siteContent());
    const sectionsOf = (pagePath: string) =>
      index.sections.filter((s) => index.pages[s.page]?.path === pagePath).map((s) => s.text);
    expect(sectionsOf('/docs/intro')).toEqual(['Rewritten lead.']);
    expect(sectionsOf('/docs/concepts/editor-state')).toEqual(['']);
  });
});
