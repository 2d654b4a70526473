import {
  createEmbeddedClient,
  preloadEmbeddedSearch,
} from '@site/src/search/embedded/createEmbeddedClient';
import {connectSearchWorker} from '@site/src/search/embedded/searchWorkerConnection';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';

import {type FakeWorker, inProcessWorker} from './inProcessWorker';
import {baseUrl, domRequest, expectedHit, manifestUrl, request, serveFiles} from './servedIndex';

/** A connection whose workers run the real handler in this thread; `started` lists them. */
function connect(startWorker: () => FakeWorker = () => inProcessWorker()) {
  const started: FakeWorker[] = [];
  const worker = connectSearchWorker(() => {
    const fake = startWorker();
    started.push(fake);
    return fake;
  });
  return {worker, started};
}

function clientOf(
  worker: ReturnType<typeof connect>['worker'],
  {forModal = false, waitForWholeTexts = false} = {},
) {
  return createEmbeddedClient(baseUrl, {forModal, waitForWholeTexts}, worker);
}

const hitIds = ({results}: {results: {hits: {objectID: string}[]}[]}) =>
  results.map((result) => result.hits.map((hit) => hit.objectID));

beforeEach(() => {
  vi.stubGlobal('fetch', serveFiles());
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createEmbeddedClient', () => {
  it('answers DocSearch-style search({requests}) from the fetched index', async () => {
    const client = clientOf(connect().worker);
    expect(hitIds(await client.search({requests: [request]}))).toEqual([[expectedHit]]);
  });

  it('answers the array form of algoliasearch-helper the same way', async () => {
    const client = clientOf(connect().worker);
    const response = await client.search([
      {indexName: 'lexical_docs', params: {query: 'registerNodeTransform'}},
      {indexName: 'lexical_docs', params: {query: 'serialization', hitsPerPage: 0}},
    ]);
    expect(hitIds(response)).toEqual([[expectedHit], []]);
  });

  it('answers from the whole texts at once when asked to wait for them', async () => {
    const client = clientOf(connect().worker, {waitForWholeTexts: true});
    expect(hitIds(await client.search({requests: [domRequest]}))).toEqual([[expectedHit]]);
  });

  it('starts no worker before the first search or preload (the server renders none)', async () => {
    const {worker, started} = connect();
    const client = clientOf(worker);
    expect(started, 'a worker started with the client').toHaveLength(0);
    await client.search({requests: [request]});
    expect(started).toHaveLength(1);
  });

  it('starts one worker for all clients, which a preload has loading the index', async () => {
    const {worker, started} = connect();
    preloadEmbeddedSearch(baseUrl, worker);
    await vi.waitFor(() => {
      expect(fetch).toHaveBeenCalledWith(manifestUrl, {cache: 'no-cache'});
    });
    await clientOf(worker).search({requests: [request]});
    await clientOf(worker, {waitForWholeTexts: true}).search({requests: [request]});
    expect(started).toHaveLength(1);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('settles a search superseded by a newer one after it, with the same answer', async () => {
    const client = clientOf(connect().worker);
    const settled: string[] = [];
    const older = client.search({requests: [domRequest]}).then((response) => {
      settled.push('older');
      return response;
    });
    const newer = client.search({requests: [request]}).then((response) => {
      settled.push('newer');
      return response;
    });
    expect(hitIds(await older)).toEqual(hitIds(await newer));
    expect(hitIds(await newer)).toEqual([[expectedHit]]);
    expect(settled, 'DocSearch would show the older answer last').toEqual(['newer', 'older']);
  });

  it('rejects with a RetryError, which the modal shows as unreachable, when the index cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const client = clientOf(connect().worker);
    await expect(client.search({requests: [request]})).rejects.toMatchObject({
      name: 'RetryError',
      message: 'The search index could not be loaded.',
    });
  });

  it('rejects with a RetryError when the worker cannot start, and starts one at the next search', async () => {
    let attempts = 0;
    const {worker} = connect(() => {
      attempts += 1;
      if (attempts === 1) throw new DOMException('Workers are blocked.', 'SecurityError');
      return inProcessWorker();
    });
    const client = clientOf(worker);
    await expect(client.search({requests: [request]})).rejects.toMatchObject({
      name: 'RetryError',
    });
    expect(hitIds(await client.search({requests: [request]}))).toEqual([[expectedHit]]);
  });

  it('rejects the waiting searches with a RetryError when the worker fails, and starts a new one at the next search', async () => {
    const {worker, started} = connect();
    const client = clientOf(worker);
    const waiting = client.search({requests: [request]});
    started[0]?.fail();
    await expect(waiting).rejects.toMatchObject({name: 'RetryError'});
    expect(started[0]?.terminated, 'the failed worker was left running').toBe(true);

    expect(hitIds(await client.search({requests: [request]}))).toEqual([[expectedHit]]);
    expect(started).toHaveLength(2);
  });

  it('has the no-op addAlgoliaAgent and clearCache of an algoliasearch client', async () => {
    const {worker, started} = connect();
    const client = clientOf(worker);
    expect(() => {
      client.addAlgoliaAgent('docsearch', '3');
    }).not.toThrow();
    await expect(client.clearCache()).resolves.toBeUndefined();
    expect(started).toHaveLength(0);
  });
});
