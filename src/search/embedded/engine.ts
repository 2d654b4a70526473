import MiniSearch, {type SearchResult} from 'minisearch';

import type {DocSearchRecord} from '../docSearchRecord';
import {hierarchyLevels} from '../docSearchRecord';
import {
  joinedQueryWords,
  normalizeToken,
  partTerms,
  stopWords,
  tokenize,
  wholeTerms,
} from './tokenize';

/** One ranked record, its score and the indexed terms it matched. */
export interface EngineHit {
  record: DocSearchRecord;
  score: number;
  /** Index terms of the record that the query matched (exactly, by prefix or with typos). */
  terms: string[];
}

interface IndexedDocument {
  id: number;
  /** The record's own heading: the page title for lvl1, the deepest heading for lvl2–6. */
  name: string;
  /** The page title and headings above the record. */
  parents: string;
  content: string;
}

/**
 * What each field counts for: a match in a heading says more than one in the prose below it, and a
 * whole word more than a part of an identifier (`node` in `$createLinkNode`, `link` in the page
 * title `@lexical/link`). The `…Parts` fields hold the same text as the field they are named after,
 * indexed by identifier parts only.
 */
const fieldBoosts = {
  name: 4,
  nameParts: 1.5,
  parents: 1.5,
  parentsParts: 0.5,
  content: 1,
  contentParts: 0.4,
};
const partFields: Record<string, keyof IndexedDocument> = {
  nameParts: 'name',
  parentsParts: 'parents',
  contentParts: 'content',
};

/** How much a page's records count: the written docs explain, the API reference lists. */
const pageWeight = {docs: 1, api: 0.6};
/** Headings are records of their own, shorter than prose: they win ties with it. */
const headingWeight = 1.25;
/** A heading that is exactly the one-word query (a symbol's name) comes first. */
const exactNameWeight = 3;

/** Query words run together (`linknode`) count for this much of the words themselves. */
const joinedWordsWeight = 0.5;
const joinedWordsBoost = Object.fromEntries(
  Object.entries(fieldBoosts).map(([field, boost]) => [field, boost * joinedWordsWeight]),
) as typeof fieldBoosts;

/**
 * How strongly a record that matches more of the query's words outranks one that matches fewer
 * better: its score is multiplied by the share of words it matched, to this power.
 */
const coverageExponent = 2;

/**
 * Like Algolia's `distinct`: a section's heading and prose are one hit (the better one), and one
 * page gives at most this many hits, so that one long page does not fill the results.
 */
const hitsPerPageLimit = 3;

/** Stop words count for this much of another word. */
const stopWordWeight = 0.1;

/** Typos allowed per query term: none for short words, where one edit makes another word. */
function typoTolerance(term: string): number {
  if (stopWords.has(term)) return 0;
  if (term.length >= 8) return 2;
  if (term.length >= 5) return 1;
  return 0;
}

function toDocument(record: DocSearchRecord, id: number): IndexedDocument {
  const levels = hierarchyLevels
    .slice(1)
    .map((level) => record.hierarchy[level])
    .filter((text): text is string => Boolean(text));
  const isHeading = record.type !== 'content';
  return {
    id,
    name: isHeading ? (levels.at(-1) ?? '') : '',
    parents: (isHeading ? levels.slice(0, -1) : levels).join(' '),
    content: record.content ?? '',
  };
}

/** True when one of the record's heading tokens is exactly the (one-token) query, e.g. a symbol. */
function namesQuery(record: DocSearchRecord, query: string): boolean {
  const [only, ...rest] = tokenize(query);
  if (!only || rest.length > 0 || record.type === 'content') return false;
  const wanted = normalizeToken(only.text);
  const name = record.hierarchy[record.type] ?? '';
  return tokenize(name).some((token) => normalizeToken(token.text) === wanted);
}

/**
 * The embedded full-text engine: MiniSearch over DocSearch records, with the code-aware terms of
 * `./tokenize`, prefix search on every term and typo tolerance on longer ones.
 */
export class SearchEngine {
  private readonly records: readonly DocSearchRecord[];
  private readonly index: MiniSearch<IndexedDocument>;
  /** Each page's lvl1 record, by page URL. */
  private readonly pageTitles = new Map<string, DocSearchRecord>();

  constructor(records: readonly DocSearchRecord[]) {
    this.records = records;
    this.index = new MiniSearch<IndexedDocument>({
      fields: Object.keys(fieldBoosts),
      extractField: (document, field) =>
        String(document[(partFields[field] ?? field) as keyof IndexedDocument]),
      tokenize: (text) => tokenize(text).map((token) => token.text),
      processTerm: (term, field) =>
        field && field in partFields ? partTerms(term) : wholeTerms(term),
      searchOptions: {
        boost: fieldBoosts,
        // One letter would expand to a tenth of the vocabulary: prefixes start at two.
        prefix: (term) => term.length > 1 && !stopWords.has(term),
        fuzzy: (term) => typoTolerance(term),
        boostTerm: (term) => (stopWords.has(term) ? stopWordWeight : 1),
        processTerm: (term) => wholeTerms(term),
        boostDocument: (id: number) => {
          const record = this.recordAt(id);
          return (
            (record.type === 'content' ? 1 : headingWeight) *
            (record.weight.pageRank > 0 ? pageWeight.docs : pageWeight.api)
          );
        },
      },
    });
    this.index.addAll(records.map(toDocument));
    for (const record of records) {
      if (record.type === 'lvl1') this.pageTitles.set(record.url_without_anchor, record);
    }
  }

  /** The lvl1 record (the page title) of the page a record is on. */
  pageTitleOf(record: DocSearchRecord): DocSearchRecord | undefined {
    return this.pageTitles.get(record.url_without_anchor);
  }

  /**
   * Ranked records for a query, best first, restricted to the records `accept` lets through.
   *
   * Each query word is searched on its own and counts once per record: a word typed as a prefix
   * (`lexical`) can expand to hundreds of identifiers (`LexicalComposer`, `@lexical/react/…`), and
   * adding them all up would rank a table of imports above the page about the word. Like Algolia's
   * `words` rule, a record that matches more of the query's words comes first.
   */
  search(query: string, accept: (record: DocSearchRecord) => boolean): EngineHit[] {
    const words = [...new Set(tokenize(query).map((token) => normalizeToken(token.text)))];
    if (words.length === 0) return [];
    const keyWords = words.filter((word) => !stopWords.has(word));
    const countedWords = keyWords.length > 0 ? keyWords : words;
    const filter = (result: SearchResult) => accept(this.recordAt(result.id as number));
    const matches = new Map<number, {score: number; words: Set<string>; terms: Set<string>}>();

    const collect = (text: string, coveredWords: readonly string[], boost = fieldBoosts) => {
      const exactScores = new Map(
        this.index
          .search(text, {boost, filter, prefix: false, fuzzy: false})
          .map((result) => [result.id as number, result.score]),
      );
      for (const result of this.index.search(text, {boost, filter})) {
        const id = result.id as number;
        const match = matches.get(id) ?? {score: 0, words: new Set(), terms: new Set()};
        // MiniSearch adds up every term the word expanded to: take their mean instead, or the
        // exact match when that scores more.
        const expandedScore = result.score / result.terms.length;
        match.score += Math.max(exactScores.get(id) ?? 0, expandedScore);
        for (const word of coveredWords) match.words.add(word);
        for (const term of result.terms) match.terms.add(term);
        matches.set(id, match);
      }
    };
    for (const word of words) collect(word, [word]);
    for (const [joined, pair] of joinedQueryWords(query)) collect(joined, pair, joinedWordsBoost);

    const ranked = [...matches].map(([id, match]): EngineHit => {
      const record = this.recordAt(id);
      const coverage = countedWords.filter((word) => match.words.has(word)).length;
      const score =
        match.score *
        (coverage / countedWords.length) ** coverageExponent *
        (namesQuery(record, query) ? exactNameWeight : 1);
      return {record, score, terms: [...match.terms]};
    });
    return this.distinct(ranked.sort((a, b) => b.score - a.score));
  }

  private recordAt(id: number): DocSearchRecord {
    const record = this.records[id];
    if (!record) throw new Error(`The search index has no record ${id}.`);
    return record;
  }

  private distinct(ranked: EngineHit[]): EngineHit[] {
    const seenSections = new Set<string>();
    const hitsByPage = new Map<string, number>();
    return ranked.filter(({record}) => {
      const pageHits = hitsByPage.get(record.url_without_anchor) ?? 0;
      if (seenSections.has(record.url) || pageHits >= hitsPerPageLimit) return false;
      seenSections.add(record.url);
      hitsByPage.set(record.url_without_anchor, pageHits + 1);
      return true;
    });
  }
}
