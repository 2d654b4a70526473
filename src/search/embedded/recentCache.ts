/**
 * A map that keeps only the most recently used entries: what the engine worked out for the last
 * keystrokes' words, which the next keystrokes mostly ask for again.
 */
export class RecentCache<V> {
  private readonly entries = new Map<string, V>();

  constructor(private readonly capacity: number) {}

  /** The value kept for `key`, or the one `compute` gives (then kept, evicting the oldest). */
  get(key: string, compute: () => V): V {
    const kept = this.entries.get(key);
    if (kept !== undefined) {
      this.entries.delete(key); // and set again below, as the most recent
      this.entries.set(key, kept);
      return kept;
    }
    const value = compute();
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return value;
  }
}
