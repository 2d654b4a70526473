import {RecentCache} from '@site/src/search/embedded/recentCache';
import {describe, expect, it} from 'vitest';

describe('RecentCache', () => {
  /** A cache of two, and the keys whose values it had to compute. */
  function countingCache() {
    const computed: string[] = [];
    const cache = new RecentCache<string>(2);
    const get = (key: string) =>
      cache.get(key, () => {
        computed.push(key);
        return key.toUpperCase();
      });
    return {computed, get};
  }

  it('computes a value once and then gives the kept one', () => {
    const {computed, get} = countingCache();
    expect(get('node')).toBe('NODE');
    expect(get('node')).toBe('NODE');
    expect(computed).toEqual(['node']);
  });

  it('keeps the most recently used entries: a value asked for again is kept over an older one', () => {
    const {computed, get} = countingCache();
    get('a');
    get('b');
    get('a'); // now the most recent: 'b' is the oldest
    get('c'); // evicts 'b'
    get('a');
    get('b');
    expect(computed).toEqual(['a', 'b', 'c', 'b']);
  });
});
