import type {AnswerOptions, SearchRequest, SearchResponse} from './answerQueries';
import type {SearchEngine} from './engine';

/** The two call shapes of algoliasearch's `search`: DocSearch's and algoliasearch-helper's. */
export type SearchInput = {requests: readonly SearchRequest[]} | readonly SearchRequest[];

/** The part of an algoliasearch client that the DocSearch modal and the search page use. */
export interface EmbeddedSearchClient {
  search(input: SearchInput): Promise<{results: SearchResponse[]}>;
  addAlgoliaAgent(segment: string, version?: string): void;
  clearCache(): Promise<void>;
}

/** Name the DocSearch modal checks to show its 'Unable to fetch results' screen. */
const unreachableErrorName = 'RetryError';

interface LoadedSearch {
  /** The engine that answers: over the lead words first, then over the whole texts. */
  engine: SearchEngine;
  /** The engine over the whole texts, once they have loaded. */
  wholeTexts: Promise<SearchEngine>;
  answer: typeof import('./answerQueries');
}

let pendingSearch: Promise<LoadedSearch> | null = null;

/**
 * Starts loading the engine and the index, once: the search button calls it on hover, focus or
 * touch, so the first query usually finds both ready. Nothing of either is in a page's first load.
 */
export function loadEmbeddedSearch(baseUrl: string): Promise<LoadedSearch> {
  pendingSearch ??= Promise.all([import('./loadEngine'), import('./answerQueries')])
    .then(async ([{loadEngine}, answer]) => {
      const {leadWords, wholeTexts} = await loadEngine(baseUrl);
      const loaded: LoadedSearch = {engine: leadWords, wholeTexts, answer};
      void wholeTexts.then(
        (engine) => {
          loaded.engine = engine;
        },
        (error: unknown) => {
          // The engine over the lead words goes on answering.
          console.warn('The search texts could not be loaded:', error);
        },
      );
      return loaded;
    })
    .catch((cause: unknown) => {
      pendingSearch = null; // let the next keystroke try again
      const error = new Error('The search index could not be loaded.', {cause});
      error.name = unreachableErrorName;
      throw error;
    });
  return pendingSearch;
}

/**
 * A search client that answers in the browser, from the index the build wrote, in the shape of
 * algoliasearch's responses: no request leaves the browser for search.
 */
export interface EmbeddedClientOptions extends AnswerOptions {
  /**
   * Answer from the whole texts only, waiting for them if need be: for the search page, which
   * lists every match and is not re-asked when the texts arrive. The modal, asked again at every
   * keystroke, answers at once from what has loaded.
   */
  waitForWholeTexts: boolean;
}

export function createEmbeddedClient(
  baseUrl: string,
  options: EmbeddedClientOptions,
): EmbeddedSearchClient {
  return {
    async search(input) {
      const requests = 'requests' in input ? input.requests : input;
      const loaded = await loadEmbeddedSearch(baseUrl);
      // Without the texts (they failed to load), the lead words still answer.
      const engine = options.waitForWholeTexts
        ? await loaded.wholeTexts.catch(() => loaded.engine)
        : loaded.engine;
      return {
        results: requests.map((request) => loaded.answer.answerQuery(engine, request, options)),
      };
    },
    // The hosted client reports its user agents; the embedded one has nobody to report to.
    addAlgoliaAgent() {},
    clearCache: () => Promise.resolve(),
  };
}
