import type {SearchWorker} from '@site/src/search/embedded/searchWorkerConnection';
import {
  createSearchWorkerHandler,
  type SearchWorkerOptions,
} from '@site/src/search/embedded/searchWorkerHandler';
import type {ToWorker} from '@site/src/search/embedded/workerProtocol';

/** A fake worker, as the page sees it; `fail()` fires its error event, as a real one's would. */
export interface FakeWorker extends SearchWorker {
  /** The messages the page sent it. */
  received: ToWorker[];
  terminated: boolean;
  fail(): void;
}

/** Delivers a structured clone of `message` in a later task, as a real worker's port does. */
function deliver<T>(message: T, receive: (copy: T) => void): void {
  const copy = structuredClone(message);
  setTimeout(() => {
    receive(copy);
  }, 0);
}

/**
 * A search worker without a thread: the real message handler, run in this one, with messages
 * crossing both ways as structured clones, in later tasks. Once terminated, it neither receives
 * nor answers.
 */
export function inProcessWorker(
  options: SearchWorkerOptions = {reloadOnPreload: false},
): FakeWorker {
  const worker: FakeWorker = {
    onmessage: null,
    onerror: null,
    received: [],
    terminated: false,
    postMessage(message) {
      worker.received.push(message);
      deliver(message, (copy) => {
        if (!worker.terminated) handle(copy);
      });
    },
    terminate() {
      worker.terminated = true;
    },
    fail() {
      worker.onerror?.(new ErrorEvent('error', {message: 'The worker script failed to load.'}));
    },
  };
  const handle = createSearchWorkerHandler(
    {
      postMessage(message) {
        deliver(message, (copy) => {
          if (!worker.terminated) worker.onmessage?.(new MessageEvent('message', {data: copy}));
        });
      },
    },
    options,
  );
  return worker;
}
