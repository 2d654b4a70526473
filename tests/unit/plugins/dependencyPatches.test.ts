import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';

import {applySourcePatches, sourcePatches} from '@site/src/plugins/dependency-patches/patches';
import {afterEach, describe, expect, it, vi} from 'vitest';

/** The installed files the patches are written for. */
const patchedFiles = [
  '@docusaurus/theme-common/lib/utils/reactUtils.js',
  '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js',
  '@docusaurus/core/lib/client/prefetch.js',
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

describe('the patched prefetch', () => {
  /** The patched module, fresh each time: written to the bundlers' cache folder and imported. */
  async function patchedPrefetch(): Promise<(url: string) => Promise<void>> {
    const folder = path.join(
      import.meta.dirname,
      '../../../node_modules/.cache/dependency-patches',
    );
    mkdirSync(folder, {recursive: true});
    const file = path.join(folder, `prefetch-${process.pid}-${Date.now()}.mjs`);
    writeFileSync(file, patchedSource(patchedFiles[2] ?? ''));
    // The module picks <link rel=prefetch> when the browser supports it, as Chromium does; jsdom
    // says it does not.
    vi.spyOn(DOMTokenList.prototype, 'supports').mockReturnValue(true);
    const module = (await import(/* @vite-ignore */ file)) as {
      default: (url: string) => Promise<void>;
    };
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
