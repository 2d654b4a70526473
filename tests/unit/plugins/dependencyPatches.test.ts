import {readFileSync} from 'node:fs';
import path from 'node:path';

import {applySourcePatches, sourcePatches} from '@site/src/plugins/dependency-patches/patches';
import {act, cleanup, render} from '@testing-library/react';
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
  '@docusaurus/core/lib/client/browserContext.js',
].map((file) => installed(file));

const patchedSource = (file: string) => applySourcePatches(file, readFileSync(file, 'utf8'));

describe('sourcePatches', () => {
  it.each(patchedFiles)('applies to the installed %s', (file) => {
    expect(sourcePatches.filter((patch) => patch.file.test(file)).length).toBeGreaterThan(0);
    expect(patchedSource(file), 'the patch should change the file').not.toBe(
      readFileSync(file, 'utf8'),
    );
  });

  it('stays within 8 patches, each saying the upstream change that would end it', () => {
    expect(sourcePatches.length, 'issue 41 allows at most 8 patches').toBeLessThanOrEqual(8);
    for (const {file, upstream} of sourcePatches) {
      const sentences = upstream.split(/(?<=[.!?])\s+(?=[A-Z])/).length;
      expect(sentences, `the upstream text of ${String(file)}`).toBeGreaterThanOrEqual(2);
    }
  });

  it.each(patchedFiles)('patches readable source, not minified code: %s', (file) => {
    const lines = readFileSync(file, 'utf8').split('\n');
    const averageLength = lines.reduce((sum, line) => sum + line.length, 0) / lines.length;
    expect(averageLength, 'a minified file changes with every release').toBeLessThan(80);
  });

  it('leaves no localeCompare in the memo of every docs page', () => {
    // getActivePlugin's sort in docsClientUtils.js keeps its localeCompare: with one docs plugin
    // instance the comparison is never called, so it sets up no collator.
    const file = installed('@docusaurus/theme-common/lib/utils/reactUtils.js');
    expect(patchedSource(file)).not.toContain('localeCompare');
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

describe('the patched browser context', () => {
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
});
