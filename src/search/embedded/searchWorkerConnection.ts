import type {SearchRequest, SearchResponse} from './answerQueries';
import {
  type FromWorker,
  type QueryOptions,
  type SerializedError,
  type ToWorker,
  unreachableError,
} from './workerProtocol';

/** The part of a `Worker` the page uses: a real one, or a test's fake. */
export interface SearchWorker {
  onmessage: ((event: MessageEvent<FromWorker>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  postMessage(message: ToWorker): void;
  terminate(): void;
}

/** The page's side of the search worker. */
export interface SearchWorkerConnection {
  /** Has the worker start loading the index, without waiting for it. */
  preload(baseUrl: string): void;
  /** Client `client`'s search, answered by the worker (or settled by a newer search of it). */
  query(
    client: number,
    baseUrl: string,
    requests: readonly SearchRequest[],
    options: QueryOptions,
  ): Promise<SearchResponse[]>;
}

interface Waiting {
  resolve: (results: SearchResponse[]) => void;
  reject: (error: Error) => void;
}

function toError({name, message}: SerializedError): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}

/**
 * Connects to the search worker that `startWorker` starts, on first use (never on the server,
 * which renders the page without searching). A worker that fails (its script could not be
 * fetched, or it stopped) fails the searches waiting for it, and the next search starts a new one.
 */
export function connectSearchWorker(startWorker: () => SearchWorker): SearchWorkerConnection {
  let worker: SearchWorker | null = null;
  let nextId = 0;
  const waiting = new Map<number, Waiting>();

  /** Settles the answered query first, then those it superseded: their callers keep the newest. */
  function settle(message: FromWorker): void {
    for (const id of [message.id, ...message.superseded]) {
      const entry = waiting.get(id);
      waiting.delete(id);
      if (message.type === 'answered') entry?.resolve(message.results);
      else entry?.reject(toError(message.error));
    }
  }

  function running(): SearchWorker {
    if (worker) return worker;
    const started = startWorker();
    started.onmessage = (event) => {
      settle(event.data);
    };
    started.onerror = (event) => {
      started.terminate();
      worker = null;
      const error = unreachableError('The search worker failed.', event);
      for (const entry of waiting.values()) entry.reject(error);
      waiting.clear();
    };
    worker = started;
    return started;
  }

  return {
    preload(baseUrl) {
      try {
        running().postMessage({type: 'preload', baseUrl});
      } catch {
        // A worker that cannot start is reported, and tried again, by the next search.
      }
    },
    query(client, baseUrl, requests, options) {
      return new Promise((resolve, reject) => {
        const id = nextId++;
        try {
          running().postMessage({type: 'query', id, client, baseUrl, requests, options});
        } catch (cause) {
          reject(unreachableError('The search worker could not be started.', cause));
          return;
        }
        waiting.set(id, {resolve, reject});
      });
    },
  };
}
