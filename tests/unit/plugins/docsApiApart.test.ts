// @vitest-environment node
import {sortRoutes} from '@docusaurus/core/lib/server/plugins/routeConfig';
import type {PropVersionMetadata} from '@docusaurus/plugin-content-docs';
import type {RouteConfig} from '@docusaurus/types';
import type {ClientRoute} from '@site/scripts/lib/sizeBudgetBundle';
import {matchRoutes} from '@site/scripts/lib/sizeBudgetRoutes';
import {commonPath, withApiDocsLast, withApiVersionRoute} from '@site/src/plugins/docs-api-apart';
import {describe, expect, it} from 'vitest';

const doc = (path: string, sidebar?: string): RouteConfig => ({
  path,
  component: '@theme/DocItem',
  exact: true,
  ...(sidebar && {sidebar}),
});

const sidebarLink = (href: string) => ({type: 'link' as const, href, label: href});

const version: PropVersionMetadata = {
  pluginId: 'default',
  version: 'current',
  label: 'Next',
  banner: null,
  badge: false,
  noIndex: false,
  className: 'docs-version-current',
  isLast: true,
  docsSidebars: {
    api: [sidebarLink('/docs/api/'), sidebarLink('/docs/api/classes/lexical.LexicalEditor')],
    docs: [sidebarLink('/docs/intro')],
  },
  docs: {
    'api/index': {id: 'api/index', title: 'API', description: 'The API', sidebar: 'api'},
    'api/classes/lexical.LexicalEditor': {
      id: 'api/classes/lexical.LexicalEditor',
      title: 'LexicalEditor',
      description: 'The editor',
      sidebar: 'api',
    },
    intro: {id: 'intro', title: 'Introduction', description: 'Start here', sidebar: 'docs'},
    design: {id: 'design', title: 'Design', description: 'No sidebar'},
  },
};

const docRoutes = [
  doc('/docs/api/', 'api'),
  doc('/docs/api/classes/lexical.LexicalEditor', 'api'),
  doc('/docs/design'),
  doc('/docs/intro', 'docs'),
];
const tagsRoute: RouteConfig = {path: '/docs/tags', component: '@theme/DocTagsListPage'};

/** The shape the docs plugin adds for one version: its root, the doc routes' root, the tags. */
const versionRoute = (docs: RouteConfig[]): RouteConfig => ({
  path: '/docs',
  component: '@theme/DocVersionRoot',
  props: {version},
  routes: [{path: '/docs', component: '@theme/DocRoot', routes: docs}, tagsRoute],
});

/** The routes as the client has them (each with its children), keyed `${path} ${component}`. */
const clientRoutes = (routes: RouteConfig[]): ClientRoute[] =>
  routes.map((route) => ({
    path: route.path,
    exact: route.exact ?? false,
    key: `${route.path} ${route.component}`,
    routes: clientRoutes(route.routes ?? []),
  }));

const versionOf = (route: RouteConfig | undefined) =>
  route?.props?.version as PropVersionMetadata | undefined;

describe('commonPath', () => {
  it('is the whole segments every path starts with', () => {
    expect(commonPath(['/docs/api/', '/docs/api/classes/x', '/docs/api/modules'])).toBe(
      '/docs/api',
    );
    expect(commonPath(['/docs/apis', '/docs/api/x'])).toBe('/docs');
    expect(commonPath(['/docs/api/x'])).toBe('/docs/api/x');
  });
});

describe('withApiVersionRoute', () => {
  const [apiRoute, guidesRoute] = withApiVersionRoute(versionRoute(docRoutes));

  it('gives the API reference a version route of its own at the path its pages share', () => {
    expect(apiRoute?.path).toBe('/docs/api');
    expect(apiRoute?.routes?.map((route) => route.path)).toEqual(['/docs/api']);
    expect(apiRoute?.routes?.[0]?.routes?.map((route) => route.path)).toEqual([
      '/docs/api/',
      '/docs/api/classes/lexical.LexicalEditor',
    ]);
    expect(guidesRoute?.path).toBe('/docs');
    expect(guidesRoute?.routes?.[0]?.routes?.map((route) => route.path)).toEqual([
      '/docs/design',
      '/docs/intro',
    ]);
    expect(guidesRoute?.routes?.[1]).toBe(tagsRoute);
  });

  it("gives each side only its sidebars and docs, and the version's other fields", () => {
    expect(Object.keys(versionOf(apiRoute)?.docsSidebars ?? {})).toEqual(['api']);
    expect(Object.keys(versionOf(apiRoute)?.docs ?? {})).toEqual([
      'api/index',
      'api/classes/lexical.LexicalEditor',
    ]);
    expect(Object.keys(versionOf(guidesRoute)?.docsSidebars ?? {})).toEqual(['docs']);
    expect(Object.keys(versionOf(guidesRoute)?.docs ?? {})).toEqual(['intro', 'design']);
    expect({...versionOf(guidesRoute), docsSidebars: {}, docs: {}}).toEqual({
      ...version,
      docsSidebars: {},
      docs: {},
    });
  });

  it('leads every page through the same layouts to its own route, once Docusaurus sorts them', () => {
    const before = clientRoutes(sortRoutes([versionRoute(docRoutes)], '/'));
    const after = clientRoutes(sortRoutes(withApiVersionRoute(versionRoute(docRoutes)), '/'));
    for (const pathname of [...docRoutes.map((route) => route.path), '/docs/tags']) {
      const chain = (routes: ClientRoute[]) => matchRoutes(routes, pathname).map((r) => r.key);
      const page = chain(after);
      expect(page.map((key) => key?.split(' ')[1])).toEqual(
        chain(before).map((key) => key?.split(' ')[1]),
      );
      expect(page.at(-1)).toBe(chain(before).at(-1));
      expect(page.at(-1)?.startsWith(`${pathname} `)).toBe(true);
    }
  });

  it('leaves a version without API pages as it is', () => {
    const guidesOnly = versionRoute([doc('/docs/intro', 'docs')]);
    expect(withApiVersionRoute(guidesOnly)).toEqual([guidesOnly]);
  });

  it('fails the build when a guide lies under the API reference’s path', () => {
    expect(() =>
      withApiVersionRoute(versionRoute([...docRoutes, doc('/docs/api/guide', 'docs')])),
    ).toThrow(/\/docs\/api\/guide is not in the 'api' sidebar but lies under \/docs\/api/);
  });
});

describe('withApiDocsLast', () => {
  it("lists each version's guides first and its API reference last, each in its order", () => {
    const globalVersion = {
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
    const data = withApiDocsLast({path: '/docs', breadcrumbs: true, versions: [globalVersion]});
    expect(data.versions[0]?.docs.map((entry) => entry.id)).toEqual([
      'faq',
      'intro',
      'unlisted',
      'api/index',
      'api/modules',
    ]);
    expect({...data.versions[0], docs: globalVersion.docs}).toEqual(globalVersion);
  });
});
