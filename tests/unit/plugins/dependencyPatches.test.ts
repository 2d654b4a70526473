import {readFileSync} from 'node:fs';
import path from 'node:path';

import {applySourcePatches, sourcePatches} from '@site/src/plugins/dependency-patches/patches';
import {act, cleanup, render, screen} from '@testing-library/react';
import {type Context, createElement, type FunctionComponent, Suspense, useContext} from 'react';
import ts from 'typescript';
import {afterEach, describe, expect, it, vi} from 'vitest';

import {importSource} from '../importSource';

/** The path of an installed dependency file. */
const installed = (file: string) => path.join(import.meta.dirname, '../../../node_modules', file);

/** The installed files the patches are written for. */
const patchedFiles = [
  '@docusaurus/theme-common/lib/utils/reactUtils.js',
  '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js',
  '@docusaurus/core/lib/client/prefetch.js',
  '@docusaurus/core/lib/client/docusaurus.js',
  '@docusaurus/core/lib/client/exports/Link.js',
  'react-router/esm/react-router.js',
  '@docusaurus/core/lib/client/exports/ComponentCreator.js',
  '@docusaurus/core/lib/client/browserContext.js',
  '@docusaurus/theme-common/lib/hooks/useWindowSize.js',
  '@docusaurus/core/lib/client/clientEntry.js',
  '@docusaurus/core/lib/client/preload.js',
  '@docusaurus/core/lib/client/BaseUrlIssueBanner/index.js',
  '@docusaurus/plugin-content-docs/lib/client/docsPreferredVersion.js',
  '@docusaurus/theme-common/lib/contexts/colorMode.js',
].map((file) => installed(file));

const patchedSource = (file: string) => applySourcePatches(file, readFileSync(file, 'utf8'));

describe('sourcePatches', () => {
  it.each(patchedFiles)('applies to the installed %s', (file) => {
    expect(sourcePatches.filter((patch) => patch.file.test(file)).length).toBeGreaterThan(0);
    expect(patchedSource(file), 'the patch should change the file').not.toBe(
      readFileSync(file, 'utf8'),
    );
  });

  it('leaves no localeCompare in the code that every docs page runs', () => {
    for (const file of patchedFiles.slice(0, 2)) {
      expect(patchedSource(file), file).not.toContain('localeCompare');
    }
  });

  it('leaves a file no patch names as it is', () => {
    const file = path.join('node_modules', '@docusaurus/core/lib/client/flat.js');
    expect(applySourcePatches(file, 'export default 1;')).toBe('export default 1;');
  });

  it('fails, naming the file and the patch list, when the text to replace is not there', () => {
    const file = installed('@docusaurus/core/lib/client/prefetch.js');
    expect(() => applySourcePatches(file, 'export default function fetchAhead(url) {}')).toThrow(
      /prefetch\.js.*src\/plugins\/dependency-patches\/patches\.ts/s,
    );
  });
});

/** A module with JSX in it (Docusaurus ships some so), compiled as the bundler would. */
function compileJsx(source: string): string {
  return ts.transpileModule(source, {
    compilerOptions: {jsx: ts.JsxEmit.React, target: ts.ScriptTarget.ES2022},
    fileName: 'module.jsx',
  }).outputText;
}

/** A patched file as a module, fresh each time. */
function importPatched<T>(file: string, source = patchedSource(file)): Promise<T> {
  return importSource<T>(path.basename(file, '.js'), source);
}

describe('the patched active doc lookup', () => {
  interface DocsData {
    versions: {name: string; path: string; isLast: boolean; docs: {id: string; path: string}[]}[];
  }
  type GetActiveDocContext = (data: DocsData, pathname: string) => object;
  const docsData = (): DocsData => ({
    versions: [
      {
        name: 'current',
        path: '/docs',
        isLast: true,
        docs: [
          {id: 'intro', path: '/docs/intro'},
          {id: 'api/index', path: '/docs/api/'},
        ],
      },
    ],
  });
  const lookups = async () => {
    const file = installed('@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js');
    type Module = {getActiveDocContext: GetActiveDocContext};
    // The router's matchPath, for paths without parameters: enough for these docs.
    const matchPath = [
      'const matchPath = (pathname, {path, exact}) => {',
      "  const [page, base] = [pathname, path].map((p) => p.replace(/\\/$/, ''));",
      '  return page === base || (!exact && page.startsWith(`${base}/`)) ? {} : null;',
      '};',
    ].join('\n');
    const load = async (source: string) =>
      (
        await importPatched<Module>(
          file,
          `${matchPath}\n${source.replace(/^import [^\n]+\n/gm, '')}`,
        )
      ).getActiveDocContext;
    return {
      patched: await load(patchedSource(file)),
      stock: await load(readFileSync(file, 'utf8')),
    };
  };

  it('answers as before, once per plugin data and path', async () => {
    const {patched, stock} = await lookups();
    const data = docsData();
    for (const pathname of ['/docs/intro', '/docs/api/', '/docs/missing', '/blog']) {
      const answer = patched(data, pathname);
      expect(answer, pathname).toEqual(stock(data, pathname));
      expect(patched(data, pathname), pathname).toBe(answer);
    }
    expect(patched(data, '/docs/intro')).not.toBe(patched(data, '/docs/api/'));
  });

  it('answers afresh for other plugin data', async () => {
    const {patched} = await lookups();
    const other = docsData();
    other.versions[0]?.docs.push({id: 'faq', path: '/docs/faq'});
    expect(patched(docsData(), '/docs/faq')).toMatchObject({activeDoc: undefined});
    expect(patched(other, '/docs/faq')).toMatchObject({activeDoc: {id: 'faq'}});
  });
});

describe('the patched prefetch', () => {
  async function patchedPrefetch(): Promise<(url: string) => Promise<void>> {
    // The module picks <link rel=prefetch> when the browser supports it, as Chromium does; jsdom
    // says it does not.
    vi.spyOn(DOMTokenList.prototype, 'supports').mockReturnValue(true);
    const module = await importPatched<{default: (url: string) => Promise<void>}>(
      installed('@docusaurus/core/lib/client/prefetch.js'),
    );
    return module.default;
  }
  afterEach(() => {
    vi.restoreAllMocks();
    document.head.replaceChildren();
  });
  const prefetchLinks = () =>
    Array.from(document.head.querySelectorAll('link[rel=prefetch]'), (link) =>
      link.getAttribute('href'),
    );

  it('adds one link per chunk, however often the chunk is asked for', async () => {
    const prefetch = await patchedPrefetch();
    void prefetch('/assets/js/a.js');
    void prefetch('/assets/js/b.js');
    void prefetch('/assets/js/a.js');
    expect(prefetchLinks()).toEqual(['/assets/js/a.js', '/assets/js/b.js']);
  });

  it('adds no link for a chunk the page has loaded already', async () => {
    const prefetch = await patchedPrefetch();
    const loaded = new URL('/assets/js/loaded.js', location.href).href;
    const entries = performance.getEntriesByName.bind(performance);
    performance.getEntriesByName = (name, type) =>
      name === loaded ? ([{name}] as PerformanceEntryList) : entries(name, type);
    try {
      void prefetch('/assets/js/loaded.js');
      void prefetch('/assets/js/next.js');
      expect(prefetchLinks()).toEqual(['/assets/js/next.js']);
    } finally {
      performance.getEntriesByName = entries;
    }
  });
});

describe('the patched route prefetch', () => {
  const file = installed('@docusaurus/core/lib/client/docusaurus.js');
  /** Routes of a small site, with hashes as Docusaurus writes them and a hyphen in one path. */
  const routesChunkNames = {
    '/docs-5e9': {__comp: 'docsRoot', __props: 'docsRootProps'},
    '/docs-a1b': {__comp: 'docsVersion', sidebar: {items: 'sidebarItems'}},
    '/docs/intro-3f0': {__comp: 'docItem', content: 'introContent'},
    '/blog/happy-first-birthday-fe9': {__comp: 'blogPost', content: 'postContent'},
  };
  /** Which routes `matchRoutes` gives for a path, here by hand. */
  const matchedRoutes: Record<string, string[]> = {
    '/docs/intro': ['/docs', '/docs/intro'],
    '/blog/happy-first-birthday': ['/blog/happy-first-birthday'],
    '/docs/missing': ['/docs'],
  };

  /** docusaurus.js with its generated modules and helpers replaced by the site above. */
  async function loadCore(source: string): Promise<{prefetch: (path: string) => unknown}> {
    const flat = path.join(path.dirname(file), 'flat.js');
    const stubs = [
      'const matchRoutes = (_routes, pathname) =>',
      '  globalThis.__matchedRoutes[pathname].map((routePath) => ({route: {path: routePath}}));',
      'const routesChunkNames = globalThis.__routesChunkNames;',
      'const routes = [];',
      'const prefetchHelper = (url) => { globalThis.__prefetched.push(url); return Promise.resolve(); };',
      'const preloadHelper = () => Promise.resolve();',
      `import flat from ${JSON.stringify(flat)};`,
    ].join('\n');
    const withStubs = source.replace(/^import [^\n]+\n/gm, '').replace(/^/, `${stubs}\n`);
    return (await importPatched<{default: {prefetch: (path: string) => unknown}}>(file, withStubs))
      .default;
  }

  async function prefetchedFor(source: string, routePath: string): Promise<string[]> {
    const prefetched: string[] = [];
    vi.stubGlobal('__prefetched', prefetched);
    vi.stubGlobal('__matchedRoutes', matchedRoutes);
    vi.stubGlobal('__routesChunkNames', routesChunkNames);
    vi.stubGlobal('__webpack_require__', {gca: (name: string) => `/assets/js/${name}.js`});
    await (await loadCore(source)).prefetch(routePath);
    return prefetched;
  }
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each(Object.keys(matchedRoutes))('prefetches the same chunks as before for %s', async (to) => {
    const before = await prefetchedFor(readFileSync(file, 'utf8'), to);
    const after = await prefetchedFor(patchedSource(file), to);
    expect(after).toEqual(before);
    expect(after.length).toBeGreaterThan(0);
  });

  it('gives a route its chunks and those of the routes it is inside', async () => {
    expect(await prefetchedFor(patchedSource(file), '/docs/intro')).toEqual(
      ['docsRoot', 'docsRootProps', 'docsVersion', 'sidebarItems', 'docItem', 'introContent'].map(
        (name) => `/assets/js/${name}.js`,
      ),
    );
  });
});

describe('the patched route matching', () => {
  type MatchPath = typeof import('react-router').matchPath;
  const file = installed('react-router/esm/react-router.js');
  const routePaths = [
    '',
    '/',
    '/docs',
    '/docs/',
    '/docs/intro',
    '/Docs/Intro',
    '/docs/api/classes/lexical.LexicalEditor',
    '/blog/tags/a+b',
    '/a.b$[c]',
    '/docs/:id',
    '/docs/*',
    '/docs/(intro|faq)',
    '/caf\u00e9',
    '/kit',
  ];
  const pathnames = [
    '',
    '/',
    '//',
    'docs',
    '/docs',
    '/docs/',
    '/DOCS',
    '/docsx',
    '/docs/intro',
    '/docs/intro/',
    '/docs/intro//',
    '/docs/introx',
    '/docs/intro/more',
    '/Docs/INTRO',
    '/docs/api/classes/lexical.LexicalEditor',
    '/docs/api/classes/lexicalXLexicalEditor',
    '/blog/tags/a+b',
    '/blog/tags/aab',
    '/a.b$[c]',
    '/caf\u00e9',
    '/CAF\u00c9',
    // The Kelvin sign lower-cases to 'k', but a case-insensitive regexp does not match it to 'k'.
    '/\u212ait',
  ];
  const optionSets = [false, true].flatMap((exact) =>
    [false, true].flatMap((strict) =>
      [false, true].map((sensitive) => ({exact, strict, sensitive})),
    ),
  );

  it('matches every path, pathname and option set as the unpatched router does', async () => {
    const original = (await importPatched<{matchPath: MatchPath}>(file, readFileSync(file, 'utf8')))
      .matchPath;
    const patched = (await importPatched<{matchPath: MatchPath}>(file)).matchPath;
    let matches = 0;
    for (const path of routePaths) {
      for (const pathname of pathnames) {
        for (const options of optionSets) {
          const expected = original(pathname, {path, ...options});
          expect(
            patched(pathname, {path, ...options}),
            JSON.stringify({path, pathname, options}),
          ).toEqual(expected);
          if (expected) matches++;
        }
      }
    }
    expect(matches, 'the cases should include matches').toBeGreaterThan(100);
  });
});

describe('the patched route components', () => {
  const file = installed('@docusaurus/core/lib/client/exports/ComponentCreator.js');
  /** The route table of a small site, as Docusaurus generates it: path-hash → chunk names. */
  const routesChunkNames = {
    '/docs-5e9': {__comp: 'docsRoot', __props: 'docsRootProps'},
    '/docs/intro-3f0': {__comp: 'docItem', content: 'introContent'},
  };
  const registry = Object.fromEntries(
    ['docsRoot', 'docsRootProps', 'docItem', 'introContent'].map((name) => [
      name,
      [() => Promise.resolve({default: name}), `@site/${name}`, name],
    ]),
  );

  interface LoadableOptions {
    loader: Record<string, unknown>;
    modules: string[];
    webpack: () => unknown[];
  }
  type ComponentCreator = (
    path: string,
    hash: string,
  ) => FunctionComponent<{title: string}> & {preload: () => unknown};

  /** ComponentCreator.js, its JSX compiled, with react-loadable and the generated modules stubbed. */
  async function loadComponentCreator(
    source: string,
  ): Promise<{create: ComponentCreator; made: LoadableOptions[]}> {
    const made: LoadableOptions[] = [];
    const loadableMap = (options: LoadableOptions) => {
      made.push(options);
      const Route = (props: {title?: string}) =>
        createElement('p', null, `${Object.keys(options.loader).join(',')} ${props.title ?? ''}`);
      Route.preload = () => `preloaded ${options.modules.join(',')}`;
      return Route;
    };
    vi.stubGlobal(
      '__loadable',
      Object.assign(() => undefined, {Map: loadableMap}),
    );
    vi.stubGlobal('__routesChunkNames', routesChunkNames);
    vi.stubGlobal('__registry', registry);
    const stubs = [
      "import React from 'react';",
      `import flat from ${JSON.stringify(path.join(path.dirname(file), '../flat.js'))};`,
      'const Loadable = globalThis.__loadable;',
      'const routesChunkNames = globalThis.__routesChunkNames;',
      'const registry = globalThis.__registry;',
      'const Loading = () => null;',
      'const RouteContextProvider = ({children}) => children;',
    ].join('\n');
    const withStubs = `${stubs}\n${source.replace(/^import [^\n]+\n/gm, '')}`;
    const module = await importPatched<{default: ComponentCreator}>(file, compileJsx(withStubs));
    return {create: module.default, made};
  }
  afterEach(() => {
    vi.unstubAllGlobals();
    cleanup();
  });

  it('makes no loadable component for a route until it is preloaded or rendered', async () => {
    const {create, made} = await loadComponentCreator(patchedSource(file));
    const docsRoot = create('/docs', '5e9');
    const intro = create('/docs/intro', '3f0');
    expect(made).toHaveLength(0);

    expect(docsRoot.preload()).toBe('preloaded @site/docsRoot,@site/docsRootProps');
    expect(made).toHaveLength(1);
    render(createElement(docsRoot, {title: 'Docs'}));
    render(createElement(intro, {title: 'Intro'}));
    expect(screen.getByText('__comp,__props Docs')).toBeDefined();
    expect(screen.getByText('__comp,content Intro')).toBeDefined();
    expect(intro.preload()).toBe('preloaded @site/docItem,@site/introContent');
    expect(made, 'each route should get one loadable component').toHaveLength(2);
  });

  it('gives each route the loaders and modules the unpatched creator gave it', async () => {
    const routes: [string, string][] = [
      ['/docs', '5e9'],
      ['/docs/intro', '3f0'],
    ];
    const before = await loadComponentCreator(readFileSync(file, 'utf8'));
    for (const [routePath, hash] of routes) before.create(routePath, hash);
    const after = await loadComponentCreator(patchedSource(file));
    for (const [routePath, hash] of routes) after.create(routePath, hash).preload();
    // What a route loads; `render` and `webpack` are new functions in each copy of the module.
    const loads = ({loader, modules, webpack}: LoadableOptions) => ({
      loader,
      modules,
      webpack: webpack(),
    });
    expect(after.made.map(loads)).toEqual(before.made.map(loads));
    expect(after.made).toHaveLength(2);
  });
});

describe('the patched updates after hydration', () => {
  const never = new Promise<never>(() => undefined);
  /**
   * Shows `value`, and suspends when it is `suspendOn`. A transition to that value keeps what is
   * shown; a default update replaces it with the Suspense fallback. So what the page shows after
   * the update tells which kind it was.
   */
  function Shown({value, suspendOn}: {value: unknown; suspendOn: unknown}) {
    // Suspending is throwing a promise: React's protocol, not an error.
    // eslint-disable-next-line @typescript-eslint/only-throw-error
    if (value === suspendOn) throw never;
    return createElement('p', null, String(value));
  }
  const inSuspense = (child: ReturnType<typeof createElement>) =>
    createElement(Suspense, {fallback: createElement('p', null, 'loading')}, child);
  afterEach(cleanup);

  async function shownWithBrowserContext(source: string, suspendOn: unknown): Promise<string> {
    const {BrowserContextProvider, Context: BrowserContext} = await importPatched<{
      BrowserContextProvider: FunctionComponent<{children: unknown}>;
      Context: Context<boolean>;
    }>(installed('@docusaurus/core/lib/client/browserContext.js'), compileJsx(source));
    const IsBrowser = () => createElement(Shown, {value: useContext(BrowserContext), suspendOn});
    render(createElement(BrowserContextProvider, null, inSuspense(createElement(IsBrowser))));
    await act(() => Promise.resolve());
    return document.body.textContent;
  }

  it('tells the page it runs in a browser, in a transition', async () => {
    const file = installed('@docusaurus/core/lib/client/browserContext.js');
    expect(await shownWithBrowserContext(patchedSource(file), undefined)).toBe('true');
    cleanup();
    expect(await shownWithBrowserContext(patchedSource(file), true)).toBe('false');
    cleanup();
    // The unpatched module's default update shows the fallback: the check above can fail.
    // (React keeps the replaced content, hidden, next to the fallback.)
    expect(await shownWithBrowserContext(readFileSync(file, 'utf8'), true)).toContain('loading');
  });

  async function shownWithWindowSize(source: string, suspendOn: unknown): Promise<string> {
    const withStub = source.replace(
      /^import ExecutionEnvironment [^\n]+\n/m,
      'const ExecutionEnvironment = {canUseDOM: true};\n',
    );
    const {useWindowSize} = await importPatched<{useWindowSize: () => string}>(
      installed('@docusaurus/theme-common/lib/hooks/useWindowSize.js'),
      withStub,
    );
    const WindowSize = () => createElement(Shown, {value: useWindowSize(), suspendOn});
    render(inSuspense(createElement(WindowSize)));
    await act(() => Promise.resolve());
    return document.body.textContent;
  }

  it('gives the first window size, in a transition', async () => {
    const file = installed('@docusaurus/theme-common/lib/hooks/useWindowSize.js');
    vi.stubGlobal('innerWidth', 1280);
    try {
      expect(await shownWithWindowSize(patchedSource(file), undefined)).toBe('desktop');
      cleanup();
      expect(await shownWithWindowSize(patchedSource(file), 'desktop')).toBe('ssr');
      cleanup();
      expect(await shownWithWindowSize(readFileSync(file, 'utf8'), 'desktop')).toContain('loading');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  /** The colour mode module with its imports of other modules stubbed: a site in light mode. */
  const withColorModeStubs = (source: string) =>
    source
      .replace(/^import useIsBrowser [^\n]+\n/m, 'const useIsBrowser = () => false;\n')
      .replace(
        /^import \{ ReactContextError \} [^\n]+\n/m,
        'class ReactContextError extends Error {}\n',
      )
      .replace(
        /^import \{ createStorageSlot \} [^\n]+\n/m,
        'const createStorageSlot = () => ({listen: () => () => undefined});\n',
      )
      .replace(
        /^import \{ useThemeConfig \} [^\n]+\n/m,
        "const useThemeConfig = () => ({colorMode: {defaultMode: 'light', disableSwitch: false}});\n",
      );

  async function shownWithColorModeChoice(source: string, suspendOn: unknown): Promise<string> {
    const {ColorModeProvider, useColorMode} = await importPatched<{
      ColorModeProvider: FunctionComponent<{children: unknown}>;
      useColorMode: () => {colorModeChoice: string | null};
    }>(
      installed('@docusaurus/theme-common/lib/contexts/colorMode.js'),
      compileJsx(withColorModeStubs(source)),
    );
    const Choice = () => createElement(Shown, {value: useColorMode().colorModeChoice, suspendOn});
    render(createElement(ColorModeProvider, null, inSuspense(createElement(Choice))));
    await act(() => Promise.resolve());
    return document.body.textContent;
  }

  it("takes the page's colour mode choice, in a transition", async () => {
    const file = installed('@docusaurus/theme-common/lib/contexts/colorMode.js');
    // What the page's inline script sets before any code runs.
    document.documentElement.setAttribute('data-theme-choice', 'light');
    try {
      expect(await shownWithColorModeChoice(patchedSource(file), undefined)).toBe('light');
      cleanup();
      expect(await shownWithColorModeChoice(patchedSource(file), 'light')).toBe('null');
      cleanup();
      expect(await shownWithColorModeChoice(readFileSync(file, 'utf8'), 'light')).toContain(
        'loading',
      );
    } finally {
      document.documentElement.removeAttribute('data-theme-choice');
    }
  });
});

describe('the patched preferred docs version', () => {
  const file = installed('@docusaurus/plugin-content-docs/lib/client/docsPreferredVersion.js');
  /** The module's imports, replaced by a site with one docs version and storage in localStorage. */
  const stubs = [
    "const docsData = {default: {versions: [{name: 'current'}]}};",
    'const useAllDocsData = () => docsData;',
    'const useDocsData = (pluginId) => docsData[pluginId];',
    "const DEFAULT_PLUGIN_ID = 'default';",
    "const useThemeConfig = () => ({docs: {versionPersistence: 'localStorage'}});",
    'class ReactContextError extends Error {}',
    'const createStorageSlot = (key) => ({',
    '  get: () => localStorage.getItem(key),',
    '  set: (value) => localStorage.setItem(key, value),',
    '  del: () => localStorage.removeItem(key),',
    '});',
  ].join('\n');
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  /** The preferred version a part of the page was given at each of its renders. */
  async function rendersOfAReader(source: string): Promise<(string | null)[]> {
    const withStubs = source.replace(/^import (?!React)[^;]+;\n/gm, '').replace(/^/, `${stubs}\n`);
    const {DocsPreferredVersionContextProvider, useDocsPreferredVersion} = await importPatched<{
      DocsPreferredVersionContextProvider: FunctionComponent<{children: unknown}>;
      useDocsPreferredVersion: () => {preferredVersion: {name: string} | null};
    }>(file, compileJsx(withStubs));
    const renders: (string | null)[] = [];
    function Reader() {
      renders.push(useDocsPreferredVersion().preferredVersion?.name ?? null);
      return null;
    }
    render(createElement(DocsPreferredVersionContextProvider, null, createElement(Reader)));
    await act(() => Promise.resolve());
    return renders;
  }

  it('renders its readers once when storage names no version', async () => {
    expect(await rendersOfAReader(patchedSource(file))).toEqual([null]);
    cleanup();
    // The unpatched module renders them again with an equal state: the check above can fail.
    expect(await rendersOfAReader(readFileSync(file, 'utf8'))).toEqual([null, null]);
  });

  it('gives its readers the version that storage names', async () => {
    localStorage.setItem('docs-preferred-version-default', 'current');
    expect(await rendersOfAReader(patchedSource(file))).toEqual([null, 'current']);
  });
});

describe('the patched client entry', () => {
  const file = installed('@docusaurus/core/lib/client/clientEntry.js');
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
    document.body.innerHTML = '';
  });

  /**
   * clientEntry.js, its JSX compiled, with the modules it imports stubbed: each stub records in
   * `steps` when it is loaded or called, so that the test can tell which step ran in which task.
   */
  async function startClientEntry(pageChunks: Promise<void>) {
    const steps: string[] = [];
    const modules: Record<string, object> = {
      './preload': {
        default: (pathname: string) => {
          steps.push(`preload ${pathname}`);
          return pageChunks;
        },
      },
      'react-dom/client': {
        hydrateRoot: (container: Element) => {
          steps.push(`hydrate #${container.id}`);
        },
      },
      './App': {default: () => 'app'},
      './docusaurus': {default: {name: 'docusaurus'}},
    };
    vi.stubGlobal('__load', (specifier: string) => {
      steps.push(`load ${specifier}`);
      return Promise.resolve(modules[specifier]);
    });
    vi.stubEnv('HYDRATE_CLIENT_ENTRY', 'true');
    document.body.innerHTML = '<div id="__docusaurus"></div>';
    const stubs = [
      "import React, { startTransition } from 'react';",
      'const HelmetProvider = ({children}) => children;',
      'const BrowserRouter = HelmetProvider;',
      'const HashRouter = HelmetProvider;',
      "const siteConfig = {future: {experimental_router: 'browser'}};",
      'const ExecutionEnvironment = {canUseDOM: true};',
      'const module = {};',
    ].join('\n');
    const source = patchedSource(file)
      .replace(/^import [^\n]+\n/gm, '')
      .replace(/import\(\/\* webpackMode: "eager" \*\/ ('[^']+')\)/g, 'globalThis.__load($1)');
    await importPatched(file, `${stubs}\n${compileJsx(source)}`);
    return steps;
  }

  it('runs its steps a task each, and hydrates once the chunks of the page have loaded', async () => {
    vi.useFakeTimers();
    let chunksLoaded = () => {};
    const steps = await startClientEntry(
      new Promise((resolve) => {
        chunksLoaded = resolve;
      }),
    );
    // What each task did: the import's, then that of each timer's task after it.
    const tasks = [steps.splice(0)];
    // As main.js runs, before DOMContentLoaded: the base URL banner's sign that the JS loaded.
    expect(window.docusaurus).toEqual({});
    for (let task = 0; task < 5; task += 1) {
      await vi.runOnlyPendingTimersAsync();
      tasks.push(steps.splice(0));
    }
    expect(tasks).toEqual([
      [],
      ['load ./preload', 'preload /'],
      ['load react-dom/client'],
      ['load ./App', 'load ./docusaurus'],
      [],
      [],
    ]);
    expect(window.docusaurus).toEqual({name: 'docusaurus'});
    chunksLoaded();
    await vi.runOnlyPendingTimersAsync();
    expect(steps).toEqual(['hydrate #__docusaurus']);
  });
});

describe('the patched preload', () => {
  const file = installed('@docusaurus/core/lib/client/preload.js');
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  /** preload.js over a route table of three nested routes, each recording when it preloads. */
  async function loadPreload(source: string) {
    const requested: string[] = [];
    vi.stubGlobal(
      '__routes',
      ['/', '/docs', '/docs/intro'].map((path) => ({
        path,
        component: {
          preload: () => {
            requested.push(path);
            return Promise.resolve();
          },
        },
      })),
    );
    const stubs = [
      'const routes = globalThis.__routes;',
      'const matchRoutes = (routes, pathname) =>',
      '  routes.filter((route) => pathname.startsWith(route.path)).map((route) => ({route}));',
    ].join('\n');
    const module = await importPatched<{default: (pathname: string) => Promise<unknown[]>}>(
      file,
      `${stubs}\n${source.replace(/^import [^\n]+\n/gm, '')}`,
    );
    return {preload: module.default, requested};
  }

  it("requests each route's chunks in a task of its own, and settles once all have", async () => {
    // The timers' callbacks, run here one at a time: each is a task of its own.
    const timers: (() => void)[] = [];
    vi.stubGlobal('setTimeout', (callback: () => void) => timers.push(callback));
    const {preload, requested} = await loadPreload(patchedSource(file));
    let settled = false;
    void preload('/docs/intro').then(() => {
      settled = true;
    });
    const tasks = [requested.splice(0)];
    for (let timer = timers.shift(); timer; timer = timers.shift()) {
      timer();
      await new Promise(setImmediate); // and the promise callbacks it queued
      tasks.push(requested.splice(0));
    }
    expect(tasks).toEqual([[], ['/'], ['/docs'], ['/docs/intro']]);
    expect(settled).toBe(true);
  });

  it('requested them all at once before the patch (the check above can fail)', async () => {
    const {preload, requested} = await loadPreload(readFileSync(file, 'utf8'));
    void preload('/docs/intro');
    expect(requested).toEqual(['/', '/docs', '/docs/intro']);
  });
});
