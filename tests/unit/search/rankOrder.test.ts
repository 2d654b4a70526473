import {rankOrder, rankOrderHead} from '@site/src/search/embedded/rankOrder';
import {describe, expect, it} from 'vitest';

/** Scores 0–9 for ids 0 … count - 1, from a fixed sequence: many ties, in no order. */
function tiedScores(count: number): {ids: number[]; scores: Float64Array} {
  const scores = Float64Array.from({length: count}, (_, id) => (id * 7919) % 10);
  // The ids in an order of their own, not by number: ties must keep it.
  const ids = Array.from({length: count}, (_, i) => (i * 37) % count);
  return {ids, scores};
}

describe('rankOrder', () => {
  it('puts the highest score first and keeps the given order of equal scores', () => {
    const scores = Float64Array.from([1, 3, 3, 2]);
    expect(rankOrder([3, 2, 1, 0], scores)).toEqual([2, 1, 3, 0]);
  });
});

describe('rankOrderHead', () => {
  const {ids, scores} = tiedScores(1000);
  const whole = rankOrder(ids, scores);

  it.each([1, 5, 60, 999, 1000, 5000])('is the start of the whole order for %i ranks', (size) => {
    const head = rankOrderHead(ids, scores, size);
    expect(head.length).toBeGreaterThanOrEqual(Math.min(size, ids.length));
    expect(head).toEqual(whole.slice(0, head.length));
  });

  it('keeps every id that ties the last rank asked for', () => {
    const head = rankOrderHead(ids, scores, 1);
    // A tenth of the ids score 9: all of them, not only the first.
    expect(head).toHaveLength(100);
    expect(head.every((id) => scores[id] === 9)).toBe(true);
  });
});
