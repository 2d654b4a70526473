import {createPrefetchScheduler} from '@site/src/utils/prefetchScheduler';
import {describe, expect, it} from 'vitest';

/** A scheduler whose idle periods the test hands out, each with a given amount of time left. */
function setUp(maxPerPage = 3) {
  const prefetched: string[] = [];
  const pending: ((deadline: {timeRemaining: () => number; didTimeout?: boolean}) => void)[] = [];
  const scheduler = createPrefetchScheduler(
    (path) => {
      prefetched.push(path);
      return false;
    },
    {maxPerPage, minIdleMs: 10, requestIdle: (work) => pending.push(work)},
  );
  /** Runs the waiting idle callback with `ms` left in the idle period. */
  const idle = (ms: number, didTimeout = false) => {
    pending.shift()?.({timeRemaining: () => ms, didTimeout});
  };
  return {scheduler, prefetched, pending, idle};
}

describe('createPrefetchScheduler', () => {
  it('prefetches nothing at the call, only in idle time, one path per idle period, each once', () => {
    const {scheduler, prefetched, pending, idle} = setUp();
    expect(scheduler.prefetch('/docs/a')).toBe(false);
    scheduler.prefetch('/docs/a');
    scheduler.prefetch('/docs/b');
    expect(prefetched).toEqual([]);
    expect(pending).toHaveLength(1);
    idle(50);
    expect(prefetched).toEqual(['/docs/a']);
    expect(pending).toHaveLength(1);
    idle(50);
    expect(prefetched).toEqual(['/docs/a', '/docs/b']);
    expect(pending).toHaveLength(0);
    scheduler.prefetch('/docs/a');
    expect(pending).toHaveLength(0);
  });

  it('stops at the cap of the page, and starts over on the next page', () => {
    const {scheduler, prefetched, idle} = setUp(3);
    for (const path of ['/1', '/2', '/3', '/4', '/5']) scheduler.prefetch(path);
    for (let period = 0; period < 5; period += 1) idle(50);
    expect(prefetched).toEqual(['/1', '/2', '/3']);
    scheduler.prefetch('/6');
    idle(50);
    expect(prefetched).toHaveLength(3);
    scheduler.startPage();
    scheduler.prefetch('/4');
    scheduler.prefetch('/1');
    idle(50);
    idle(50);
    expect(prefetched).toEqual(['/1', '/2', '/3', '/4']);
  });

  it('waits for a longer idle period when too little time is left', () => {
    const {scheduler, prefetched, pending, idle} = setUp();
    scheduler.prefetch('/docs/a');
    idle(5);
    expect(prefetched).toEqual([]);
    expect(pending).toHaveLength(1);
    idle(5, true);
    expect(prefetched).toEqual(['/docs/a']);
  });

  it('drops the queue of a page that is left before its idle time came', () => {
    const {scheduler, prefetched, idle} = setUp();
    scheduler.prefetch('/docs/a');
    scheduler.startPage();
    idle(50);
    expect(prefetched).toEqual([]);
    scheduler.prefetch('/docs/a');
    idle(50);
    expect(prefetched).toEqual(['/docs/a']);
  });
});
