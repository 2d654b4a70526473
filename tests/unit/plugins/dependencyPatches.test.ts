import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';

import type {DocSearchModal as DocSearchModalType} from '@docsearch/react';
import {applySourcePatches, sourcePatches} from '@site/src/plugins/dependency-patches/patches';
import {act, cleanup, fireEvent, render, screen} from '@testing-library/react';
import {createElement} from 'react';
import {afterEach, describe, expect, it, vi} from 'vitest';

/** The installed files the patches are written for. */
const patchedFiles = [
  '@docusaurus/theme-common/lib/utils/reactUtils.js',
  '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js',
  '@docusaurus/core/lib/client/prefetch.js',
  '@docsearch/react/dist/esm/index.js',
].map((file) => path.join(import.meta.dirname, '../../../node_modules', file));

const patchedSource = (file: string) => applySourcePatches(file, readFileSync(file, 'utf8'));

describe('sourcePatches', () => {
  it.each(patchedFiles)('applies to the installed %s', (file) => {
    expect(sourcePatches.filter((patch) => patch.file.test(file))).toHaveLength(1);
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
    const file = patchedFiles[2] ?? '';
    expect(() => applySourcePatches(file, 'export default function fetchAhead(url) {}')).toThrow(
      /prefetch\.js.*src\/plugins\/dependency-patches\/patches\.ts/s,
    );
  });
});

/** A patched file as a module, fresh each time: written to the bundlers' cache folder, imported. */
async function importPatched<T>(file: string): Promise<T> {
  const folder = path.join(import.meta.dirname, '../../../node_modules/.cache/dependency-patches');
  mkdirSync(folder, {recursive: true});
  const copy = path.join(folder, `${path.basename(file, '.js')}-${process.pid}-${Date.now()}.mjs`);
  writeFileSync(copy, patchedSource(file));
  return (await import(/* @vite-ignore */ copy)) as T;
}

describe('the patched prefetch', () => {
  async function patchedPrefetch(): Promise<(url: string) => Promise<void>> {
    // The module picks <link rel=prefetch> when the browser supports it, as Chromium does; jsdom
    // says it does not.
    vi.spyOn(DOMTokenList.prototype, 'supports').mockReturnValue(true);
    const module = await importPatched<{default: (url: string) => Promise<void>}>(
      patchedFiles[2] ?? '',
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

describe('the patched DocSearch modal', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('tests localStorage when it opens, not again on every keystroke', async () => {
    const {DocSearchModal} = await importPatched<{DocSearchModal: typeof DocSearchModalType}>(
      patchedFiles[3] ?? '',
    );
    // The modal asks for the reader's motion preference; jsdom has no media queries.
    vi.stubGlobal('matchMedia', () => ({matches: false, addEventListener: () => undefined}));
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const storageTests = () => setItem.mock.calls.filter(([key]) => key === '__TEST_KEY__').length;
    const noHits = {hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 20, query: ''};
    const searchClient = {search: () => Promise.resolve({results: [noHits]})};
    render(
      createElement(DocSearchModal, {
        appId: 'app',
        apiKey: 'key',
        indexName: 'docs',
        initialScrollY: 0,
        onClose: () => undefined,
        transformSearchClient: () => searchClient as never,
      }),
    );
    const opened = storageTests();
    expect(opened, 'the favourite and the recent searches each test it once').toBe(2);
    const input = screen.getByRole('searchbox');
    for (const query of ['e', 'ed', 'edi', 'edit']) {
      fireEvent.input(input, {target: {value: query}});
      await act(() => Promise.resolve());
    }
    expect(storageTests(), 'typing should not test localStorage again').toBe(opened);
  });
});
