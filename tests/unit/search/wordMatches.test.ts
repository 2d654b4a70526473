import {WordMatches} from '@site/src/search/embedded/wordMatches';
import {describe, expect, it} from 'vitest';

describe('WordMatches', () => {
  const found = [
    {id: 7, score: 3, terms: ['node', 'nodes']},
    {id: 2, score: 2, terms: ['nodemap']},
  ];
  const matches = new WordMatches(
    found,
    (match) => match.score / match.terms.length,
    (match) => match.terms.includes('node'),
  );

  it('keeps the records in the order found, with their scores and whole-word flags', () => {
    expect(matches.size).toBe(2);
    expect([...matches.ids]).toEqual([7, 2]);
    expect([...matches.scores]).toEqual([1.5, 2]);
    expect([...matches.whole]).toEqual([1, 0]);
  });

  it("gives a record's matched terms by its id, and none for a record not matched", () => {
    expect(matches.termsOf(2)).toEqual(['nodemap']);
    expect(matches.termsOf(7)).toEqual(['node', 'nodes']);
    expect(matches.termsOf(3)).toBeUndefined();
  });
});
