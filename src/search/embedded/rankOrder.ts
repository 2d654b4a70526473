/**
 * Ids in rank order: the highest score first, equal scores in the order the ids are given. A short
 * prefix (`re`, `lexical`) matches thousands of records while a query shows twenty: sorting them all
 * took a third of such a keystroke's time in the engine.
 */

/** The ids in rank order. */
export function rankOrder(ids: readonly number[], scores: Float64Array): number[] {
  // A stable sort: equal scores keep the order given.
  return [...ids].sort((a, b) => (scores[b] ?? 0) - (scores[a] ?? 0));
}

/**
 * The ids of the first `size` ranks in rank order, with every id that ties the last of them: the
 * same as the start of `rankOrder(ids, scores)`, as long as that.
 */
export function rankOrderHead(
  ids: readonly number[],
  scores: Float64Array,
  size: number,
): number[] {
  if (ids.length <= size) return rankOrder(ids, scores);
  // The size-th highest score, from the scores sorted as numbers (natively, without a comparator).
  const ascending = new Float64Array(ids.length);
  ids.forEach((id, i) => {
    ascending[i] = scores[id] ?? 0;
  });
  ascending.sort();
  const lowest = ascending[ids.length - size] ?? 0;
  // Ties with the lowest score stay in: the order among equal scores is the order given.
  return rankOrder(
    ids.filter((id) => (scores[id] ?? 0) >= lowest),
    scores,
  );
}
