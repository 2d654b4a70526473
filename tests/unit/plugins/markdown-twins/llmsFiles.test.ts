import {buildLlmsFiles, type TwinPage} from '@site/src/plugins/markdown-twins/llmsFiles';
import {sidebarSections} from '@site/src/plugins/markdown-twins/sidebarSections';
import {hasMarkdownTwin, markdownTwinPath} from '@site/src/utils/markdownTwinPath';
import {describe, expect, it} from 'vitest';

describe('markdownTwinPath', () => {
  it('adds .md to the path without its trailing slash', () => {
    expect(markdownTwinPath('/docs/concepts/editor-state')).toBe('/docs/concepts/editor-state.md');
    expect(markdownTwinPath('/docs/react/')).toBe('/docs/react.md');
    expect(markdownTwinPath('/blog')).toBe('/blog.md');
  });

  it('belongs to docs and blog pages only', () => {
    expect(
      ['/docs/intro', '/docs/api/modules', '/blog', '/blog/welcome'].every(hasMarkdownTwin),
    ).toBe(true);
    expect(['/', '/community', '/search', '/docsearch', '/blogger'].some(hasMarkdownTwin)).toBe(
      false,
    );
  });
});

describe('sidebarSections', () => {
  const permalinks: Record<string, string> = {
    intro: '/docs/intro',
    faq: '/docs/faq',
    'extensions/index': '/docs/extensions/',
    'extensions/react': '/docs/extensions/react',
    'concepts/nodes': '/docs/concepts/nodes',
    'concepts/deep': '/docs/concepts/deep',
  };
  const sidebar = [
    {type: 'doc', id: 'intro'},
    {
      type: 'category',
      label: 'Extensions',
      link: {type: 'doc', id: 'extensions/index'},
      items: [{type: 'doc', id: 'extensions/react'}],
    },
    {
      type: 'category',
      label: 'Concepts',
      items: [
        {type: 'doc', id: 'concepts/nodes'},
        {type: 'category', label: 'Deeper', items: [{type: 'doc', id: 'concepts/deep'}]},
        {type: 'link', href: 'https://example.com', label: 'Elsewhere'},
      ],
    },
    {type: 'doc', id: 'faq'},
  ];

  it('makes a section of each top-level category (its page first) and one of top-level docs', () => {
    expect(
      sidebarSections(sidebar, {title: 'Docs', prefixCategories: false}, (id) => permalinks[id]),
    ).toEqual([
      {title: 'Docs', paths: ['/docs/intro', '/docs/faq']},
      {title: 'Extensions', paths: ['/docs/extensions/', '/docs/extensions/react']},
      {title: 'Concepts', paths: ['/docs/concepts/nodes', '/docs/concepts/deep']},
    ]);
  });

  it('prefixes category names with the sidebar title when asked', () => {
    const sections = sidebarSections(
      sidebar,
      {title: 'API reference', prefixCategories: true},
      (id) => permalinks[id],
    );
    expect(sections.map((section) => section.title)).toEqual([
      'API reference',
      'API reference: Extensions',
      'API reference: Concepts',
    ]);
  });
});

describe('buildLlmsFiles', () => {
  const page = (path: string, title: string, description = ''): TwinPage => ({
    path,
    title,
    description,
    markdown: `# ${title}\n\nBody of ${path}.\n`,
  });
  const twins = new Map(
    [
      page('/docs/intro', 'Introduction', 'What Lexical is.'),
      page('/docs/concepts/nodes', 'Nodes [and keys]', 'The node tree,\n  in brief.'),
      page('/docs/api/modules/lexical', 'lexical'),
      page('/docs/design', 'Design'),
      page('/blog/welcome', 'Welcome'),
      page('/blog/tags', 'Tags'),
    ].map((twin) => [twin.path, twin]),
  );
  const files = buildLlmsFiles({
    siteTitle: 'Lexical',
    summary: 'Lexical is a text editor framework.',
    lexicalVersion: '0.50.0',
    siteUrl: 'https://lexical.dev/',
    sections: [
      {title: 'Docs', paths: ['/docs/intro']},
      {title: 'Concepts', paths: ['/docs/concepts/nodes']},
      {title: 'API reference: lexical', paths: ['/docs/api/modules/lexical']},
    ],
    blogPostPaths: ['/blog/welcome'],
    apiBasePath: '/docs/api',
    twins,
  });

  it('indexes pages by section, one line each linking the Markdown twin', () => {
    expect(files['llms.txt']).toBe(
      [
        '# Lexical\n',
        '> Lexical is a text editor framework.\n',
        'These pages describe Lexical 0.50.0. Every page below is linked as Markdown (its web ' +
          'address plus `.md`). https://lexical.dev/llms-full.txt holds all the guides in one ' +
          'file, and https://lexical.dev/llms-api.txt the API reference.\n',
        '## Docs\n\n- [Introduction](https://lexical.dev/docs/intro.md): What Lexical is.\n',
        '## Concepts\n\n- [Nodes \\[and keys\\]](https://lexical.dev/docs/concepts/nodes.md): The node tree, in brief.\n',
        '## API reference: lexical\n\n- [lexical](https://lexical.dev/docs/api/modules/lexical.md)\n',
        '## Blog\n\n- [Welcome](https://lexical.dev/blog/welcome.md)\n',
        '## Optional\n\n- [Design](https://lexical.dev/docs/design.md)\n',
      ].join('\n'),
    );
  });

  it('puts the guides (sidebar order, then the other docs) and the API reference apart', () => {
    expect(files['llms-full.txt']).toBe(
      '# Introduction\n\nBody of /docs/intro.\n\n# Nodes [and keys]\n\nBody of /docs/concepts/nodes.\n\n' +
        '# Design\n\nBody of /docs/design.\n',
    );
    expect(files['llms-api.txt']).toBe('# lexical\n\nBody of /docs/api/modules/lexical.\n');
  });
});
