import {indexInternalsOf} from '@site/src/search/embedded/minisearchInternals';
import {type TermQueryOptions, TermScorer} from '@site/src/search/embedded/termScorer';
import {stopWords, tokenize, wholeTerms} from '@site/src/search/embedded/tokenize';
import MiniSearch, {type SearchOptions} from 'minisearch';
import {describe, expect, it} from 'vitest';

import {sampleRecords} from './sampleIndex';

interface Document {
  id: number;
  title: string;
  headings: string;
  content: string;
}

/**
 * The sample records, and records that hold words of one stem in every field, in varied numbers:
 * a record's score then adds up many terms and fields, where the order of addition shows.
 */
const stemWords = ['edit', 'editor', 'editors', 'editing', 'editable', 'nodes', 'node', 'nodemap'];
const wordsFrom = (seed: number, count: number) =>
  Array.from({length: count}, (_, i) => stemWords[(seed * 7 + i * 3) % stemWords.length]).join(' ');
const documents: Document[] = [
  ...sampleRecords.map((record) => ({
    title: record.hierarchy.lvl1 ?? '',
    headings: [record.hierarchy.lvl2, record.hierarchy.lvl3].filter(Boolean).join(' '),
    content: record.content ?? '',
  })),
  ...Array.from({length: 40}, (_, seed) => ({
    title: wordsFrom(seed, 1 + (seed % 3)),
    headings: wordsFrom(seed + 1, 2 + (seed % 5)),
    content: `${wordsFrom(seed + 2, 3 + (seed % 11))} the state of the editor`,
  })),
].map((document, id) => ({id, ...document}));

/** Options like the engine's: several fields, terms with a singular, boosted terms and records. */
const boost = {title: 3, headings: 1.5, content: 1};
const prefix = (term: string) => term.length > 1 && !stopWords.has(term);
const boostTerm = (term: string) => (stopWords.has(term) ? 0.1 : 1);
const boostDocument = (id: number) => 1 + (id % 3) / 4;

const index = new MiniSearch<Document>({
  fields: Object.keys(boost),
  tokenize: (text) => tokenize(text).map((token) => token.text),
  processTerm: (term) => wholeTerms(term),
  searchOptions: {boost, prefix, boostTerm, boostDocument, weights: {fuzzy: 0.45, prefix: 0.375}},
});
index.addAll(documents);
const scorer = new TermScorer(() => indexInternalsOf(index));

function scorerOptions(overrides: Partial<TermQueryOptions>): TermQueryOptions {
  return {boost, prefix, prefixWeight: 0.375, boostTerm, boostDocument, ...overrides};
}

/** What MiniSearch finds, as the scorer gives it: terms in a fixed order, for comparison. */
function miniSearchResults(query: string, options: SearchOptions) {
  return index
    .search(query, options)
    .map(({id, score, terms}) => ({id: id as number, score, terms: [...terms].sort()}));
}

function scorerResults(query: string, options: TermQueryOptions) {
  const queryTerms = tokenize(query).flatMap((token) => wholeTerms(token.text));
  return scorer
    .search(queryTerms, options)
    .map(({id, score, terms}) => ({id, score, terms: [...terms].sort()}));
}

describe('TermScorer', () => {
  // Prefixes that expand to many terms, plurals that give two query terms, several words, stop
  // words (boosted down) and a word no record holds.
  const queries = ['ed', 'edi', 'editor', 'nodes', 'node', 'the editor state', 're', 'zzz'];

  it.each(queries)('scores %s by prefix exactly as MiniSearch, in its order', (query) => {
    // toEqual compares the scores with Object.is: the same to the last bit.
    expect(scorerResults(query, scorerOptions({}))).toEqual(miniSearchResults(query, {}));
  });

  it.each(queries)('scores %s as a whole word exactly as MiniSearch', (query) => {
    expect(scorerResults(query, scorerOptions({prefix: () => false}))).toEqual(
      miniSearchResults(query, {prefix: false}),
    );
  });

  it('follows other field boosts, as the engine gives for joined words', () => {
    const halved = {title: 1.5, headings: 0.75, content: 0.5};
    expect(scorerResults('editorstate', scorerOptions({boost: halved}))).toEqual(
      miniSearchResults('editorstate', {boost: halved}),
    );
    expect(scorerResults('nod', scorerOptions({boost: halved}))).toEqual(
      miniSearchResults('nod', {boost: halved}),
    );
  });

  it('follows another document boost, and the index as it grows between searches', () => {
    const flat = () => 1;
    expect(scorerResults('edi', scorerOptions({boostDocument: flat}))).toEqual(
      miniSearchResults('edi', {boostDocument: flat}),
    );
    const growing = new MiniSearch<Document>({
      fields: Object.keys(boost),
      tokenize: (text) => tokenize(text).map((token) => token.text),
      processTerm: (term) => wholeTerms(term),
    });
    const growingScorer = new TermScorer(() => indexInternalsOf(growing));
    const scores = () =>
      growingScorer.search(['editor'], scorerOptions({})).map(({id, score}) => ({id, score}));
    const miniSearchScores = () =>
      growing
        .search('editor', {
          boost,
          prefix,
          boostTerm,
          boostDocument,
          weights: {fuzzy: 0.45, prefix: 0.375},
        })
        .map(({id, score}) => ({id: id as number, score}));
    growing.addAll(documents.slice(0, 30));
    expect(scores()).toEqual(miniSearchScores());
    growing.addAll(documents.slice(30));
    expect(scores()).toEqual(miniSearchScores());
  });

  it('finds something for the prefix queries, so that the comparisons above mean something', () => {
    for (const query of ['ed', 'node', 'the editor state']) {
      expect(scorerResults(query, scorerOptions({})).length, query).toBeGreaterThan(1);
    }
  });

  it('gives the same answers when asked again (its scratch arrays are reset)', () => {
    const first = scorerResults('ed', scorerOptions({}));
    scorerResults('the editor state', scorerOptions({}));
    expect(scorerResults('ed', scorerOptions({}))).toEqual(first);
  });
});

describe('indexInternalsOf', () => {
  it('reads the index data of MiniSearch as installed', () => {
    const internals = indexInternalsOf(index);
    expect(internals.documentCount).toBe(documents.length);
    expect(Object.keys(internals.fieldIds)).toEqual(Object.keys(boost));
    expect(internals.terms.get('editor')?.size).toBeGreaterThan(0);
  });

  it('fails loudly when the internals are not those it knows', () => {
    const withoutFields = Object.create(MiniSearch.prototype) as MiniSearch<Document>;
    expect(() => indexInternalsOf(withoutFields)).toThrow(/MiniSearch internals/);
  });

  it('fails loudly once a record is removed (its postings would be stale)', () => {
    const changed = new MiniSearch<Document>({fields: ['title'], autoVacuum: false});
    changed.addAll(documents.slice(0, 3));
    changed.discard(0);
    expect(() => indexInternalsOf(changed)).toThrow(/removed/);
  });
});
