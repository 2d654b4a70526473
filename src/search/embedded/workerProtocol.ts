/**
 * The messages between the page and the search worker (`./searchWorker`), which fetches the index,
 * builds the engine and answers the queries off the main thread, so that typing never waits for
 * them.
 */
import type {AnswerOptions, SearchRequest, SearchResponse} from './answerQueries';

/** What a client asks of the worker besides the requests themselves. */
export interface QueryOptions extends AnswerOptions {
  /**
   * Answer from the whole texts only, waiting for them if need be: for the search page, which
   * lists every match and is not re-asked when the texts arrive. The modal, asked again at every
   * keystroke, answers at once from what has loaded.
   */
  waitForWholeTexts: boolean;
}

/** Start loading the index (the search button was approached) if it is not loaded yet. */
export interface PreloadMessage {
  type: 'preload';
  /** The site's base URL, under which the index lives. */
  baseUrl: string;
}

/** One `search` call of a client: answered, or settled by a newer query of the same client. */
export interface QueryMessage {
  type: 'query';
  /** Unique for the page's lifetime: the answer names it. */
  id: number;
  /** The client that asked: only its newest query waiting is answered. */
  client: number;
  baseUrl: string;
  requests: readonly SearchRequest[];
  options: QueryOptions;
}

export type ToWorker = PreloadMessage | QueryMessage;

/**
 * The answer to query `id`. It also settles the older queries of the same client that it
 * superseded before they were answered (`superseded`), with the same results: their callers keep
 * only the newest answer, but DocSearch reads the hit count of every answer it gets before it drops
 * the stale ones, so an empty answer would show a wrong count under the results.
 */
export interface AnsweredMessage {
  type: 'answered';
  id: number;
  superseded: number[];
  results: SearchResponse[];
  /** Time the engine took to answer, in milliseconds (for `npm run bench:search`). */
  answerMs: number;
}

/** An error as it crosses to the page: structured cloning keeps no custom error name. */
export interface SerializedError {
  name: string;
  message: string;
}

/** Query `id`, and the older queries it superseded, failed. */
export interface FailedMessage {
  type: 'failed';
  id: number;
  superseded: number[];
  error: SerializedError;
}

export type FromWorker = AnsweredMessage | FailedMessage;

/** Where the worker's handler posts its messages: the worker's global scope, or a test's fake. */
export interface WorkerPort {
  postMessage(message: FromWorker): void;
}

/** Name the DocSearch modal checks to show its 'Unable to fetch results' screen. */
const unreachableErrorName = 'RetryError';

/** An error for a search that could not be answered for want of the index or the worker. */
export function unreachableError(message: string, cause: unknown): Error {
  const error = new Error(message, {cause});
  error.name = unreachableErrorName;
  return error;
}
