/** Docusaurus's route prefetch: loads the code of the page at a path, or returns false. */
type Prefetch = Window['docusaurus']['prefetch'];

/** The part of `IdleDeadline` the scheduler reads. */
interface Deadline {
  timeRemaining: () => number;
  /** True when the browser was never idle before the request's timeout: the prefetch runs anyway. */
  didTimeout?: boolean;
}

/** Calls `work` when the browser is idle, with the time left in that idle period. */
type RequestIdle = (work: (deadline: Deadline) => void) => void;

export interface PrefetchSchedulerOptions {
  /** At most this many paths are prefetched per page (the visible links beyond it are not). */
  maxPerPage: number;
  /** A prefetch runs only while the idle period has at least this much time left, in ms. */
  minIdleMs: number;
  requestIdle: RequestIdle;
}

export interface PrefetchScheduler {
  /** Queues a path: deduplicated, run in a later idle period, dropped beyond the page's cap. */
  prefetch: (path: string) => false;
  /** A new page: its links get their own cap; queued paths of the last page are dropped. */
  startPage: () => void;
}

/**
 * Puts Docusaurus's viewport prefetching on a schedule. Each prefetch matches the route table and
 * scans every route's chunk list, and the theme calls it for every link that scrolls into view:
 * hundreds on a long API page, all in one task. Here calls are queued, each path once, and run
 * one per idle period, up to a cap per page.
 */
export function createPrefetchScheduler(
  prefetchNow: Prefetch,
  {maxPerPage, minIdleMs, requestIdle}: PrefetchSchedulerOptions,
): PrefetchScheduler {
  const queue = new Set<string>();
  /** Paths already prefetched, on this page or an earlier one. */
  const prefetched = new Set<string>();
  let started = 0;
  let scheduled = false;

  // One prefetch per idle period: at 4x CPU one takes 20-30 ms (it matches the route table and
  // scans every route's chunk list), and a few in a row made tasks of 50-100 ms after the load.
  const run = (deadline: Deadline) => {
    scheduled = false;
    const [path] = queue;
    if (path !== undefined && (deadline.timeRemaining() >= minIdleMs || deadline.didTimeout)) {
      queue.delete(path);
      prefetched.add(path);
      started += 1;
      void prefetchNow(path);
    }
    schedule();
  };

  const schedule = () => {
    if (scheduled || queue.size === 0) return;
    scheduled = true;
    requestIdle(run);
  };

  return {
    prefetch(path) {
      if (!prefetched.has(path) && !queue.has(path) && started + queue.size < maxPerPage) {
        queue.add(path);
        schedule();
      }
      // Docusaurus reads `false` as "nothing started now", which is the truth here.
      return false;
    },
    startPage() {
      queue.clear();
      started = 0;
    },
  };
}
