// @vitest-environment node
import {sortRoutes} from '@docusaurus/core/lib/server/plugins/routeConfig';
import type {RouteConfig} from '@docusaurus/types';
import {withApiDocsLast, withApiRoutesLast} from '@site/src/plugins/docs-api-last';
import {describe, expect, it} from 'vitest';

const doc = (path: string, sidebar?: string): RouteConfig => ({
  path,
  component: '@theme/DocItem',
  exact: true,
  ...(sidebar && {sidebar}),
});

/** The shape the docs plugin adds: plugin root, version, sidebar root, then the docs. */
const docsRoute = (docs: RouteConfig[]): RouteConfig => ({
  path: '/docs',
  component: '@theme/DocsRoot',
  routes: [
    {
      path: '/docs',
      component: '@theme/DocVersionRoot',
      routes: [{path: '/docs', component: '@theme/DocRoot', routes: docs}],
    },
  ],
});

const docPaths = (route: RouteConfig | undefined): string[] =>
  route?.routes?.[0]?.routes?.[0]?.routes?.map((leaf) => leaf.path) ?? [];

describe('withApiRoutesLast', () => {
  const docs = [
    doc('/docs/api/', 'api'),
    doc('/docs/api/classes/lexical.LexicalEditor', 'api'),
    doc('/docs/concepts/nodes', 'docs'),
    doc('/docs/intro', 'docs'),
    doc('/docs/unlisted-page'),
  ];

  it('makes Docusaurus sort the API reference after every other doc, each group by path', () => {
    const [sorted] = sortRoutes([withApiRoutesLast(docsRoute(docs))], '/');
    expect(docPaths(sorted)).toEqual([
      '/docs/concepts/nodes',
      '/docs/intro',
      '/docs/unlisted-page',
      '/docs/api/',
      '/docs/api/classes/lexical.LexicalEditor',
    ]);
  });

  it('is what changes the order: by path alone, the API reference comes first', () => {
    const [sorted] = sortRoutes([docsRoute(docs)], '/');
    expect(docPaths(sorted).slice(0, 2)).toEqual([
      '/docs/api/',
      '/docs/api/classes/lexical.LexicalEditor',
    ]);
  });

  it('changes nothing else about a route', () => {
    expect(withApiRoutesLast(doc('/docs/api/', 'api'))).toEqual({
      ...doc('/docs/api/', 'api'),
      priority: -1,
    });
    expect(withApiRoutesLast(doc('/docs/intro', 'docs'))).toEqual(doc('/docs/intro', 'docs'));
  });
});

describe('withApiDocsLast', () => {
  it("lists each version's guides first and its API reference last, each in its order", () => {
    const version = {
      name: 'current',
      label: 'Next',
      isLast: true,
      path: '/docs',
      mainDocId: 'intro',
      draftIds: [],
      docs: [
        {id: 'api/index', path: '/docs/api/', sidebar: 'api'},
        {id: 'api/modules', path: '/docs/api/modules', sidebar: 'api'},
        {id: 'faq', path: '/docs/faq', sidebar: 'docs'},
        {id: 'intro', path: '/docs/intro', sidebar: 'docs'},
        {id: 'unlisted', path: '/docs/unlisted'},
      ],
    };
    const data = withApiDocsLast({path: '/docs', breadcrumbs: true, versions: [version]});
    expect(data.versions[0]?.docs.map((doc) => doc.id)).toEqual([
      'faq',
      'intro',
      'unlisted',
      'api/index',
      'api/modules',
    ]);
    expect({...data.versions[0], docs: version.docs}).toEqual(version);
  });
});
