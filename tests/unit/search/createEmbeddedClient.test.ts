import {searchIndexFormatVersion, type SearchManifest} from '@site/src/search/indexFormat';
import {splitSectionTexts} from '@site/src/search/sectionTexts';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';

import {sampleIndex} from './sampleIndex';

const manifestUrl = '/base/search-index/manifest.json';
const indexUrl = '/base/search-index/index.abc123.json';
const textsUrl = '/base/search-index/texts.def456.json';
const manifest: SearchManifest = {
  version: searchIndexFormatVersion,
  index: 'index.abc123.json',
  texts: 'texts.def456.json',
  bytes: {index: 1000, texts: 2000},
};
// Six lead words: the sample's longer sections go on in the texts file.
const shipped = splitSectionTexts(sampleIndex, 6);
const allFiles = {[manifestUrl]: manifest, [indexUrl]: shipped.index, [textsUrl]: shipped.texts};

/** A fetch serving the manifest, index and texts (or `files`), and 404 for anything else. */
function serveFiles(files: Record<string, unknown> = allFiles) {
  return vi.fn((url: string) =>
    Promise.resolve(
      url in files ? Response.json(files[url]) : new Response('Not found', {status: 404}),
    ),
  );
}

/** A fresh module each time: it keeps the loaded engine in a module-level variable. */
async function freshClient(waitForWholeTexts = false) {
  vi.resetModules();
  const {createEmbeddedClient} = await import('@site/src/search/embedded/createEmbeddedClient');
  return createEmbeddedClient('/base/', {withPageTitles: false, waitForWholeTexts});
}

const request = {indexName: 'lexical_docs', query: 'registerNodeTransform'};
const expectedHit = '/docs/concepts/listeners#node-listeners:content';

beforeEach(() => {
  vi.stubGlobal('fetch', serveFiles());
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createEmbeddedClient', () => {
  it('answers DocSearch-style search({requests}) from the fetched index', async () => {
    const client = await freshClient();
    const {results} = await client.search({requests: [request]});
    expect(results.map((result) => result.hits.map((hit) => hit.objectID))).toEqual([
      [expectedHit],
    ]);
  });

  it('answers the array form of algoliasearch-helper the same way', async () => {
    const client = await freshClient();
    const {results} = await client.search([
      {indexName: 'lexical_docs', params: {query: 'registerNodeTransform'}},
      {indexName: 'lexical_docs', params: {query: 'serialization', hitsPerPage: 0}},
    ]);
    expect(results.map((result) => result.hits.map((hit) => hit.objectID))).toEqual([
      [expectedHit],
      [],
    ]);
  });

  it('reads the files the manifest names, under the base URL, revalidating the manifest', async () => {
    const client = await freshClient();
    await client.search({requests: [request]});
    expect(vi.mocked(fetch).mock.calls.map(([url]) => url)).toEqual([
      manifestUrl,
      indexUrl,
      textsUrl,
    ]);
    expect(vi.mocked(fetch).mock.calls[0]?.[1]).toEqual({cache: 'no-cache'});
  });

  it('loads the index once for many searches', async () => {
    const client = await freshClient();
    await client.search({requests: [request]});
    await client.search({requests: [request]});
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  // "DOM" is the tenth word of the node listeners section: past its lead words.
  const domRequest = {indexName: 'lexical_docs', query: 'DOM'};

  it('searches the whole texts once they have loaded', async () => {
    const client = await freshClient();
    await vi.waitFor(async () => {
      const {results} = await client.search({requests: [domRequest]});
      expect(results[0]?.hits.map((hit) => hit.objectID)).toContain(expectedHit);
    });
  });

  it('answers from the whole texts at once when asked to wait for them', async () => {
    const client = await freshClient(true);
    const {results} = await client.search({requests: [domRequest]});
    expect(results[0]?.hits.map((hit) => hit.objectID)).toContain(expectedHit);
  });

  it('goes on answering from the lead words when the texts cannot be loaded', async () => {
    vi.stubGlobal('fetch', serveFiles({[manifestUrl]: manifest, [indexUrl]: shipped.index}));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const client = await freshClient();
    await client.search({requests: [request]});
    await vi.waitFor(() => {
      expect(warn).toHaveBeenCalledWith('The search texts could not be loaded:', expect.any(Error));
    });
    const {results} = await client.search({requests: [request, domRequest]});
    expect(results.map((result) => result.hits.map((hit) => hit.objectID))).toEqual([
      [expectedHit],
      [],
    ]);
    // Nor does a client that waits for the texts wait for ever.
    const waiting = (
      await import('@site/src/search/embedded/createEmbeddedClient')
    ).createEmbeddedClient('/base/', {withPageTitles: false, waitForWholeTexts: true});
    const waited = await waiting.search({requests: [request]});
    expect(waited.results[0]?.hits.map((hit) => hit.objectID)).toEqual([expectedHit]);
    warn.mockRestore();
  });

  it('rejects with a RetryError, which the modal shows as unreachable, when fetch fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const client = await freshClient();
    await expect(client.search({requests: [request]})).rejects.toMatchObject({
      name: 'RetryError',
    });
  });

  it('rejects with a RetryError when the index answers 404', async () => {
    vi.stubGlobal('fetch', serveFiles({[manifestUrl]: manifest}));
    const client = await freshClient();
    await expect(client.search({requests: [request]})).rejects.toMatchObject({
      name: 'RetryError',
    });
  });

  it('rejects with a RetryError when the manifest has another format version', async () => {
    vi.stubGlobal(
      'fetch',
      serveFiles({
        ...allFiles,
        [manifestUrl]: {...manifest, version: searchIndexFormatVersion + 1},
      }),
    );
    const client = await freshClient();
    await expect(client.search({requests: [request]})).rejects.toMatchObject({
      name: 'RetryError',
    });
  });

  it('tries to load the index again on the next search after a failure', async () => {
    const failing = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', failing);
    const client = await freshClient();
    await expect(client.search({requests: [request]})).rejects.toThrow();

    const working = serveFiles();
    vi.stubGlobal('fetch', working);
    const {results} = await client.search({requests: [request]});
    expect(
      working,
      'the failed load was cached: reset pendingSearch on failure',
    ).toHaveBeenCalled();
    expect(results[0]?.hits.map((hit) => hit.objectID)).toEqual([expectedHit]);
  });

  it('has the no-op addAlgoliaAgent and clearCache of an algoliasearch client', async () => {
    const client = await freshClient();
    expect(() => {
      client.addAlgoliaAgent('docsearch', '3');
    }).not.toThrow();
    await expect(client.clearCache()).resolves.toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();
  });
});
