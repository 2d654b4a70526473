import type {SearchRequest} from '@site/src/search/embedded/answerQueries';
import {createSearchWorkerHandler} from '@site/src/search/embedded/searchWorkerHandler';
import type {FromWorker, QueryMessage} from '@site/src/search/embedded/workerProtocol';
import {encodeSearchIndex} from '@site/src/search/indexEncoding';
import {searchIndexFormatVersion} from '@site/src/search/indexFormat';
import {splitSectionTexts} from '@site/src/search/sectionTexts';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';

import {sampleIndex} from './sampleIndex';
import {
  allFiles,
  baseUrl,
  domRequest,
  expectedHit,
  indexFile,
  indexUrl,
  manifest,
  manifestUrl,
  request,
  serveFiles,
  textsUrl,
} from './servedIndex';

/** The handler, posting to a list instead of a worker's port. */
function startHandler(reloadOnPreload = false) {
  const posted: FromWorker[] = [];
  const handle = createSearchWorkerHandler(
    {
      postMessage(message) {
        posted.push(message);
      },
    },
    {reloadOnPreload},
  );
  return {handle, posted};
}

function query(
  id: number,
  requests: SearchRequest[] = [request],
  {client = 1, waitForWholeTexts = false} = {},
): QueryMessage {
  return {
    type: 'query',
    id,
    client,
    baseUrl,
    requests,
    options: {forModal: false, waitForWholeTexts},
  };
}

/** The message that settles query `id`, once posted. */
function settling(posted: readonly FromWorker[], id: number): Promise<FromWorker> {
  return vi.waitFor(() => {
    const message = posted.find((m) => m.id === id || m.superseded.includes(id));
    if (!message) throw new Error(`query ${id} is not settled yet`);
    return message;
  });
}

/** Each result's hit ids, or the error the query failed with. */
function outcomeOf(message: FromWorker) {
  return message.type === 'answered'
    ? message.results.map((result) => result.hits.map((hit) => hit.objectID))
    : message.error;
}

/** A promise and the function that resolves it. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return {opened, open};
}

/** `serveFiles`, with `url` answered only once `opened` has resolved. */
function serveHolding(url: string, opened: Promise<void>, files = allFiles) {
  const serve = serveFiles(files);
  return vi.fn(async (requested: string) => {
    if (requested === url) await opened;
    return serve(requested);
  });
}

const fetchedUrls = () => vi.mocked(fetch).mock.calls.map(([url]) => url);

beforeEach(() => {
  vi.stubGlobal('fetch', serveFiles());
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the search worker', () => {
  it('answers a query from the files the manifest names, revalidating the manifest', async () => {
    const {handle, posted} = startHandler();
    handle(query(1));
    expect(outcomeOf(await settling(posted, 1))).toEqual([[expectedHit]]);
    expect(fetchedUrls()).toEqual([manifestUrl, indexUrl, textsUrl]);
    expect(vi.mocked(fetch).mock.calls[0]?.[1]).toEqual({cache: 'no-cache'});
  });

  it('loads the index once for many queries, and once when preloaded first', async () => {
    const {handle, posted} = startHandler();
    handle({type: 'preload', baseUrl});
    handle({type: 'preload', baseUrl});
    handle(query(1));
    await settling(posted, 1);
    handle(query(2));
    await settling(posted, 2);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it("answers only a client's newest query, and settles the older ones with its answer", async () => {
    const {handle, posted} = startHandler();
    handle(query(1, [domRequest]));
    handle(query(2, [{...request, query: 'registerNode'}]));
    handle(query(3));
    const message = await settling(posted, 1);
    expect(message).toMatchObject({type: 'answered', id: 3, superseded: [1, 2]});
    expect(outcomeOf(message)).toEqual([[expectedHit]]);
    expect(posted, 'the superseded queries were answered too').toHaveLength(1);
  });

  it('skips a query received just before a newer one, once the index is loaded', async () => {
    const {handle, posted} = startHandler();
    handle(query(1));
    await settling(posted, 1);
    // Two messages already waiting, as keystrokes queue up while the worker answers another.
    setTimeout(() => {
      handle(query(2, [domRequest]));
    }, 0);
    setTimeout(() => {
      handle(query(3));
    }, 0);
    expect(await settling(posted, 2), 'answer after a macrotask, not at once').toMatchObject({
      id: 3,
      superseded: [2],
    });
    expect(posted).toHaveLength(2);
  });

  it('skips a query superseded while the index loads', async () => {
    const index = gate();
    vi.stubGlobal('fetch', serveHolding(indexUrl, index.opened));
    const {handle, posted} = startHandler();
    handle(query(1, [domRequest]));
    await vi.waitFor(() => {
      expect(fetchedUrls()).toContain(indexUrl);
    });
    handle(query(2));
    index.open();
    expect(await settling(posted, 1)).toMatchObject({id: 2, superseded: [1]});
    expect(posted).toHaveLength(1);
  });

  it("answers each client's newest query: clients do not supersede each other", async () => {
    const {handle, posted} = startHandler();
    handle(query(1, [request], {client: 1}));
    handle(query(2, [request], {client: 2}));
    await settling(posted, 1);
    await settling(posted, 2);
    expect(posted.map(({id, superseded}) => ({id, superseded}))).toEqual([
      {id: 1, superseded: []},
      {id: 2, superseded: []},
    ]);
  });

  it('answers from the lead words first, then from the whole texts once they are built', async () => {
    const texts = gate();
    vi.stubGlobal('fetch', serveHolding(textsUrl, texts.opened));
    const {handle, posted} = startHandler();
    handle(query(1, [domRequest]));
    expect(outcomeOf(await settling(posted, 1)), 'before the texts: lead words only').toEqual([[]]);
    texts.open();
    let id = 1;
    await vi.waitFor(async () => {
      id += 1;
      handle(query(id, [domRequest]));
      expect(outcomeOf(await settling(posted, id))).toEqual([[expectedHit]]);
    });
  });

  it('waits for the whole texts when the client asks to', async () => {
    const {handle, posted} = startHandler();
    handle(query(1, [domRequest], {waitForWholeTexts: true}));
    expect(outcomeOf(await settling(posted, 1))).toEqual([[expectedHit]]);
  });

  it('goes on answering from the lead words when the texts cannot be loaded', async () => {
    vi.stubGlobal('fetch', serveFiles({[manifestUrl]: manifest, [indexUrl]: indexFile}));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const {handle, posted} = startHandler();
    handle(query(1));
    await settling(posted, 1);
    await vi.waitFor(() => {
      expect(warn).toHaveBeenCalledWith('The search texts could not be loaded:', expect.any(Error));
    });
    // Nor does a client that waits for the texts wait for ever.
    handle(query(2, [request, domRequest], {waitForWholeTexts: true}));
    expect(outcomeOf(await settling(posted, 2))).toEqual([[expectedHit], []]);
  });

  it.each([
    ['fetch fails', () => vi.fn(() => Promise.reject(new TypeError('Failed to fetch')))],
    ['the index answers 404', () => serveFiles({[manifestUrl]: manifest})],
    [
      'the manifest has another format version',
      () =>
        serveFiles({
          ...allFiles,
          [manifestUrl]: {...manifest, version: searchIndexFormatVersion + 1},
        }),
    ],
  ])('fails with a RetryError, which the modal shows as unreachable, when %s', async (_, serve) => {
    vi.stubGlobal('fetch', serve());
    const {handle, posted} = startHandler();
    handle(query(1));
    handle(query(2));
    expect(await settling(posted, 1)).toMatchObject({
      type: 'failed',
      id: 2,
      superseded: [1],
      error: {name: 'RetryError', message: 'The search index could not be loaded.'},
    });
  });

  it('loads the index afresh for the next query after a failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const {handle, posted} = startHandler();
    handle(query(1));
    expect(await settling(posted, 1)).toMatchObject({type: 'failed'});

    const working = serveFiles();
    vi.stubGlobal('fetch', working);
    handle(query(2));
    const message = await settling(posted, 2);
    expect(working, 'the failed load was kept: forget it when it fails').toHaveBeenCalled();
    expect(outcomeOf(message)).toEqual([[expectedHit]]);
  });

  describe('a preload once the index is loaded', () => {
    // A rebuilt index whose lead words are whole texts: "DOM" is found without a texts file.
    const rebuilt = splitSectionTexts(sampleIndex, 1000);
    const rebuiltManifest = {...manifest, index: 'index.new.json', texts: 'texts.new.json'};
    const rebuiltFiles = {
      [manifestUrl]: rebuiltManifest,
      '/base/search-index/index.new.json': encodeSearchIndex(rebuilt.index),
      '/base/search-index/texts.new.json': rebuilt.texts,
    };
    const oldFiles = {[manifestUrl]: manifest, [indexUrl]: indexFile};

    async function loadThenRebuild(reloadOnPreload: boolean) {
      vi.spyOn(console, 'warn').mockImplementation(() => {}); // the old texts are missing
      vi.stubGlobal('fetch', serveFiles(oldFiles));
      const {handle, posted} = startHandler(reloadOnPreload);
      handle(query(1, [domRequest]));
      expect(outcomeOf(await settling(posted, 1))).toEqual([[]]);
      vi.stubGlobal('fetch', serveFiles(rebuiltFiles));
      handle({type: 'preload', baseUrl});
      return {handle, posted};
    }

    it('in development, re-reads the manifest and loads the files it newly names', async () => {
      const {handle, posted} = await loadThenRebuild(true);
      let id = 1;
      await vi.waitFor(async () => {
        id += 1;
        handle(query(id, [domRequest]));
        expect(outcomeOf(await settling(posted, id))).toEqual([[expectedHit]]);
      });
      expect(vi.mocked(fetch).mock.calls[0]).toEqual([manifestUrl, {cache: 'no-cache'}]);
    });

    it('in production, fetches nothing: the page keeps the index it loaded', async () => {
      const {handle, posted} = await loadThenRebuild(false);
      handle(query(2, [domRequest]));
      expect(outcomeOf(await settling(posted, 2))).toEqual([[]]);
      expect(fetch).not.toHaveBeenCalled();
    });
  });
});
