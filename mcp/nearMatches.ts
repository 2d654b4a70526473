/** Levenshtein distance, case-insensitive, giving up (returning `limit + 1`) beyond `limit`. */
function editDistance(a: string, b: string, limit: number): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  if (Math.abs(x.length - y.length) > limit) return limit + 1;
  let previous = Array.from({length: y.length + 1}, (_, index) => index);
  for (let i = 1; i <= x.length; i += 1) {
    const current = [i];
    let rowBest = i;
    for (let j = 1; j <= y.length; j += 1) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      const value = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      current.push(value);
      rowBest = Math.min(rowBest, value);
    }
    if (rowBest > limit) return limit + 1;
    previous = current;
  }
  return previous[y.length] ?? limit + 1;
}

/**
 * The `count` names nearest to `wanted`: those that contain it or that it contains (ignoring case),
 * then those within a few edits (a quarter of its length, at least two), closest first.
 */
export function nearMatches(wanted: string, names: Iterable<string>, count = 5): string[] {
  const lower = wanted.toLowerCase();
  const limit = Math.max(2, Math.floor(wanted.length / 4));
  const scored: [name: string, score: number][] = [];
  for (const name of new Set(names)) {
    const other = name.toLowerCase();
    // A name inside the one wanted counts only when it is most of it (not `sel` for `$getSelectoin`).
    const contains =
      lower.length >= 3 &&
      (other.includes(lower) || (2 * other.length >= lower.length && lower.includes(other)));
    const distance = contains ? 0 : editDistance(wanted, name, limit);
    if (distance <= limit) {
      scored.push([name, contains ? Math.abs(other.length - lower.length) / 100 : distance]);
    }
  }
  return scored
    .sort(([a, x], [b, y]) => x - y || a.length - b.length || a.localeCompare(b))
    .slice(0, count)
    .map(([name]) => name);
}
