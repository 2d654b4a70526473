import {adjacentSwaps, typoTolerance} from '@site/src/search/embedded/typos';
import {describe, expect, it} from 'vitest';

describe('typoTolerance', () => {
  it.each([
    ['node', 0],
    ['table', 1],
    ['history', 1],
    ['serialization', 2],
  ])('allows %s %i typos', (word, typos) => {
    expect(typoTolerance(word)).toBe(typos);
  });
});

describe('adjacentSwaps', () => {
  it('includes the word with its swapped letters put back (histroy → history)', () => {
    expect(adjacentSwaps('histroy')).toContain('history');
  });

  it('swaps each adjacent pair once, skipping doubled letters', () => {
    expect(adjacentSwaps('tabel')).toEqual(['atbel', 'tbael', 'taebl', 'table']);
    expect(adjacentSwaps('commit')).not.toContain('commit');
  });

  it('gives nothing for a word too short to be allowed a typo', () => {
    expect(adjacentSwaps('nod')).toEqual([]);
  });
});
