import type {SearchManifest} from '../indexFormat';
import {answerQuery} from './answerQueries';
import type {SearchEngine} from './engine';
import {loadEngine, loadManifest} from './loadEngine';
import {
  type FromWorker,
  type QueryMessage,
  type SerializedError,
  type ToWorker,
  unreachableError,
  type WorkerPort,
} from './workerProtocol';

interface LoadedSearch {
  manifest: SearchManifest;
  /** The engine that answers: over the lead words first, then over the whole texts. */
  engine: SearchEngine;
  /** The engine over the whole texts, once they have loaded. */
  wholeTexts: Promise<SearchEngine>;
}

/** A client's newest query not yet answered, and the older ones it superseded. */
interface ClientQueue {
  newest: QueryMessage | undefined;
  superseded: number[];
  /** Whether a loop is answering this client's queries (see `answerQueue`). */
  answering: boolean;
}

export interface SearchWorkerOptions {
  /**
   * Re-read the manifest at each preload and reload the index when it names other files: in
   * development, where the dev server rewrites the index while the page is open.
   */
  reloadOnPreload: boolean;
}

/**
 * A macrotask's wait: the messages already sent to the worker are received before it ends, so a
 * query typed meanwhile supersedes the one that waited.
 */
const nextTask = () =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, 0);
  });

function serialize(error: unknown): SerializedError {
  return error instanceof Error
    ? {name: error.name, message: error.message}
    : {name: 'Error', message: String(error)};
}

/**
 * The search worker's message handler: loads the index (once, or again after a failure), builds
 * the engine and answers each client's newest query, posting the answers to `port`. Queries a
 * newer one of the same client superseded before they were answered are not answered: they settle
 * with the newer one's answer (see `AnsweredMessage`).
 */
export function createSearchWorkerHandler(
  port: WorkerPort,
  {reloadOnPreload}: SearchWorkerOptions,
): (message: ToWorker) => void {
  let loading: Promise<LoadedSearch> | null = null;
  let revalidating = false;
  const queues = new Map<number, ClientQueue>();

  /** Loads the index the manifest names (read now, unless given) and makes it the one used. */
  function load(baseUrl: string, manifest?: SearchManifest): Promise<LoadedSearch> {
    const started: Promise<LoadedSearch> = (async () => {
      const read = manifest ?? (await loadManifest(baseUrl));
      const {leadWords, wholeTexts} = await loadEngine(baseUrl, read);
      const loaded: LoadedSearch = {manifest: read, engine: leadWords, wholeTexts};
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
    })().catch((cause: unknown) => {
      if (loading === started) loading = null; // let the next query try again
      throw unreachableError('The search index could not be loaded.', cause);
    });
    loading = started;
    return started;
  }

  /** Reloads the index if the manifest names other files than the loaded ones. */
  async function reloadIfChanged(baseUrl: string): Promise<void> {
    const loaded = await loading;
    if (!loaded) return;
    const manifest = await loadManifest(baseUrl);
    if (manifest.index !== loaded.manifest.index || manifest.texts !== loaded.manifest.texts) {
      await load(baseUrl, manifest);
    }
  }

  function preload(baseUrl: string): void {
    if (!loading) {
      // A failed load is retried, and reported, by the next query.
      load(baseUrl).catch(() => undefined);
    } else if (reloadOnPreload && !revalidating) {
      revalidating = true;
      // A failed reload is retried, and reported, by the next query.
      void reloadIfChanged(baseUrl)
        .catch(() => undefined)
        .finally(() => {
          revalidating = false;
        });
    }
  }

  async function engineFor({baseUrl, options}: QueryMessage): Promise<SearchEngine> {
    const loaded = await (loading ?? load(baseUrl));
    // Without the texts (they failed to load), the lead words still answer.
    return options.waitForWholeTexts ? loaded.wholeTexts.catch(() => loaded.engine) : loaded.engine;
  }

  /** Answers the client's newest query until none is left, each after a macrotask's wait. */
  async function answerQueue(queue: ClientQueue): Promise<void> {
    queue.answering = true;
    for (;;) {
      await nextTask();
      const query = queue.newest;
      if (!query) break;
      let outcome: FromWorker;
      try {
        const engine = await engineFor(query);
        // Superseded while the engine loaded: answer the newer query instead.
        if (queue.newest !== query) continue;
        const started = performance.now();
        const results = query.requests.map((request) =>
          answerQuery(engine, request, query.options),
        );
        const answerMs = performance.now() - started;
        const superseded = queue.superseded.splice(0);
        outcome = {type: 'answered', id: query.id, superseded, results, answerMs};
      } catch (error) {
        if (queue.newest !== query) continue; // the newer query loads afresh
        const superseded = queue.superseded.splice(0);
        outcome = {type: 'failed', id: query.id, superseded, error: serialize(error)};
      }
      queue.newest = undefined;
      port.postMessage(outcome);
    }
    queue.answering = false;
  }

  function enqueue(query: QueryMessage): void {
    let queue = queues.get(query.client);
    if (!queue) {
      queue = {newest: undefined, superseded: [], answering: false};
      queues.set(query.client, queue);
    }
    if (queue.newest) queue.superseded.push(queue.newest.id);
    queue.newest = query;
    if (!queue.answering) void answerQueue(queue);
  }

  return (message) => {
    switch (message.type) {
      case 'preload':
        preload(message.baseUrl);
        break;
      case 'query':
        enqueue(message);
        break;
    }
  };
}
