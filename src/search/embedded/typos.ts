import {stopWords} from './tokenize';

/**
 * Typos allowed per query word: none for short words, where one edit makes another word. These
 * are Levenshtein edits, as MiniSearch's fuzzy search counts them.
 */
export function typoTolerance(word: string): number {
  if (stopWords.has(word)) return 0;
  if (word.length >= 8) return 2;
  if (word.length >= 5) return 1;
  return 0;
}

/**
 * The word with two adjacent letters swapped, each pair in turn (`histroy` → …, `history`, …): the
 * commonest typo, which Levenshtein counts as two edits, more than a five-letter word is allowed.
 * Only for words allowed a typo.
 */
export function adjacentSwaps(word: string): string[] {
  if (typoTolerance(word) === 0) return [];
  const swaps = new Set<string>();
  for (let i = 0; i + 1 < word.length; i += 1) {
    if (word[i] === word[i + 1]) continue;
    swaps.add(`${word.slice(0, i)}${word[i + 1]}${word[i]}${word.slice(i + 2)}`);
  }
  return [...swaps];
}
