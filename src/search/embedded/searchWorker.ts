/**
 * The search worker's entry, started by `./createEmbeddedClient` with `new Worker(new URL(…))`:
 * the bundler builds it, with the engine and MiniSearch, as a script of its own.
 */
import {createSearchWorkerHandler} from './searchWorkerHandler';
import type {FromWorker, ToWorker} from './workerProtocol';

const handle = createSearchWorkerHandler(
  {
    postMessage(message: FromWorker) {
      self.postMessage(message);
    },
  },
  // The bundler inlines NODE_ENV: production builds keep the index they loaded first.
  {reloadOnPreload: process.env.NODE_ENV === 'development'},
);

self.addEventListener('message', (event: MessageEvent<ToWorker>) => {
  handle(event.data);
});
