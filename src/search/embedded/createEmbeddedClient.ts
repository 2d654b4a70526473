import type {SearchRequest, SearchResponse} from './answerQueries';
import {connectSearchWorker, type SearchWorkerConnection} from './searchWorkerConnection';
import type {QueryOptions} from './workerProtocol';

/** The two call shapes of algoliasearch's `search`: DocSearch's and algoliasearch-helper's. */
export type SearchInput = {requests: readonly SearchRequest[]} | readonly SearchRequest[];

/** The part of an algoliasearch client that the DocSearch modal and the search page use. */
export interface EmbeddedSearchClient {
  search(input: SearchInput): Promise<{results: SearchResponse[]}>;
  addAlgoliaAgent(segment: string, version?: string): void;
  clearCache(): Promise<void>;
}

/**
 * The page's one search worker, shared by the modal and the search page. It starts on first use:
 * the search button preloads on hover, focus or touch, so the first query usually finds the index
 * loaded. Nothing of the engine or the index is in a page's first load.
 */
const sharedSearchWorker = connectSearchWorker(
  () => new Worker(new URL('./searchWorker.ts', import.meta.url)),
);

/** Has the search worker start loading the index (and, in development, reload a changed one). */
export function preloadEmbeddedSearch(
  baseUrl: string,
  worker: SearchWorkerConnection = sharedSearchWorker,
): void {
  worker.preload(baseUrl);
}

let clientCount = 0;

/**
 * A search client that answers in the browser, from the index the build wrote, in the shape of
 * algoliasearch's responses: no request leaves the browser for search. The worker answers only
 * the newest of a client's searches still waiting; the older ones get the same answer (DocSearch
 * and algoliasearch-helper drop it, as they drop any late answer).
 */
export function createEmbeddedClient(
  baseUrl: string,
  options: QueryOptions,
  worker: SearchWorkerConnection = sharedSearchWorker,
): EmbeddedSearchClient {
  const client = clientCount++;
  return {
    async search(input) {
      const requests = 'requests' in input ? input.requests : input;
      return {results: await worker.query(client, baseUrl, requests, options)};
    },
    // The hosted client reports its user agents; the embedded one has nobody to report to.
    addAlgoliaAgent() {},
    clearCache: () => Promise.resolve(),
  };
}
