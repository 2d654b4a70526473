/**
 * Installs the prefetch scheduler (src/utils/prefetchScheduler.ts) in place of Docusaurus's
 * viewport prefetch. The theme's Link calls `window.docusaurus.prefetch` when a link scrolls into
 * view and `window.docusaurus.preload` on hover and touch; the core assigns that object after the
 * client modules have run, so the assignment is caught here and the object handed on with its
 * prefetch scheduled. Preloading on hover and touch is left as it is.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type {ClientModule} from '@docusaurus/types';

import {createPrefetchScheduler} from '../utils/prefetchScheduler';

type Docusaurus = Window['docusaurus'];

/** Enough for the links a reader sees first (pagination, the next pages in a list). */
const maxPrefetchesPerPage = 6;

/** Idle time, or (Safari has no requestIdleCallback) a moment after the page settles. */
const requestIdle = (work: (deadline: IdleDeadline) => void) => {
  if ('requestIdleCallback' in window) {
    window.requestIdleCallback(work, {timeout: 5000});
  } else {
    setTimeout(() => {
      work({didTimeout: true, timeRemaining: () => 0});
    }, 500);
  }
};

let scheduler: ReturnType<typeof createPrefetchScheduler> | undefined;

if (ExecutionEnvironment.canUseDOM) {
  let installed: Docusaurus | undefined;
  Object.defineProperty(window, 'docusaurus', {
    configurable: true,
    get: () => installed,
    set(core: Docusaurus) {
      scheduler = createPrefetchScheduler(core.prefetch, {
        maxPerPage: maxPrefetchesPerPage,
        minIdleMs: 10,
        requestIdle,
      });
      installed = Object.freeze({...core, prefetch: scheduler.prefetch});
    },
  });
}

const clientModule: ClientModule = {
  onRouteDidUpdate({previousLocation, location}) {
    if (previousLocation && previousLocation.pathname !== location.pathname) scheduler?.startPage();
  },
};

export default clientModule;
