import {escapeHtml} from '../../utils/escapeHtml';
import {indexTerms, tokenize, wordIndexTerms} from './tokenize';

export const highlightPreTag = '<mark>';
export const highlightPostTag = '</mark>';

export type MatchLevel = 'none' | 'partial' | 'full';

export interface HighlightResult {
  value: string;
  matchLevel: MatchLevel;
  matchedWords: string[];
}

export interface SnippetResult {
  value: string;
  matchLevel: MatchLevel;
}

export interface HighlightTags {
  pre: string;
  post: string;
}

interface MarkedText {
  html: string;
  matchedWords: string[];
  /** How many of the words were matched, of how many. */
  matched: number;
  total: number;
}

/** Escapes `text` and wraps each word whose index terms meet `terms` in the highlight tags. */
function mark(text: string, terms: ReadonlySet<string>, tags: HighlightTags): MarkedText {
  let html = '';
  let cursor = 0;
  const matchedWords: string[] = [];
  const tokens = tokenize(text);
  for (const token of tokens) {
    if (!indexTerms(token.text).some((term) => terms.has(term))) continue;
    // The text since the last match is escaped in one piece, not word by word.
    const before = escapeHtml(text.slice(cursor, token.start));
    html += `${before}${tags.pre}${escapeHtml(token.text)}${tags.post}`;
    matchedWords.push(token.text);
    cursor = token.start + token.text.length;
  }
  html += escapeHtml(text.slice(cursor));
  return {html, matchedWords, matched: matchedWords.length, total: tokens.length};
}

function levelOf({matched, total}: MarkedText): MatchLevel {
  if (matched === 0) return 'none';
  return matched === total ? 'full' : 'partial';
}

/** Algolia's `_highlightResult` entry: the whole text, escaped, with the matched words marked. */
export function highlightText(
  text: string,
  terms: ReadonlySet<string>,
  tags: HighlightTags,
): HighlightResult {
  const marked = mark(text, terms, tags);
  return {value: marked.html, matchLevel: levelOf(marked), matchedWords: marked.matchedWords};
}

/** True when one of the word's tokens is indexed under a matched term. */
function wordMatches(word: string, terms: ReadonlySet<string>): boolean {
  return wordIndexTerms(word).some((term) => terms.has(term));
}

/**
 * Algolia's `_snippetResult` entry: at most `wordCount` words around the first match (the start of
 * the text when nothing matched), with `ellipsis` where the text was cut. Only the words shown are
 * marked, so a long section costs little more than a short one.
 */
export function snippetText(
  text: string,
  terms: ReadonlySet<string>,
  wordCount: number,
  ellipsis: string,
  tags: HighlightTags,
): SnippetResult {
  // Put the first match a third of the way in, so the reader sees what leads up to it.
  const lead = Math.floor(wordCount / 3);
  // The words up to the first match and one past those shown after it: a section's text can run
  // to thousands of words, and the rest would change nothing below (the window, the ellipsis).
  const words: string[] = [];
  let firstMatch = -1;
  for (const [word] of text.matchAll(/\S+/g)) {
    if (firstMatch < 0 && wordMatches(word, terms)) firstMatch = words.length;
    words.push(word);
    if (firstMatch >= 0 && words.length > Math.max(0, firstMatch - lead) + wordCount) break;
  }
  const start = Math.max(0, Math.min(firstMatch - lead, words.length - wordCount));
  // No token spans a space: the words shown are marked as one text.
  const shown = words.slice(start, start + wordCount);
  const marked = mark(shown.join(' '), terms, tags);
  const value =
    (start > 0 ? escapeHtml(ellipsis) : '') +
    marked.html +
    (start + wordCount < words.length ? escapeHtml(ellipsis) : '');
  const everyWordShown = shown.length === words.length;
  const matchLevel: MatchLevel =
    firstMatch < 0
      ? 'none'
      : everyWordShown && marked.matched === marked.total
        ? 'full'
        : 'partial';
  return {value, matchLevel};
}
