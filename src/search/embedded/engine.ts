import MiniSearch, {type Query} from 'minisearch';

import type {DocSearchRecord} from '../docSearchRecord';
import {hierarchyLevels} from '../docSearchRecord';
import {
  dottedParts,
  isSymbolName,
  joinedQueryWords,
  normalizeToken,
  partTerms,
  stopWords,
  tokenize,
  wholeTerms,
} from './tokenize';
import {adjacentSwaps, typoTolerance} from './typos';

/** A record one query word matched, the word's score in it, and the index terms it matched. */
interface WordMatch {
  id: number;
  score: number;
  terms: string[];
  /** Whether it holds the word whole, not only as a prefix, a part or with a typo. */
  whole: boolean;
}

/** A query word's matches, by record id. */
type WordMatches = ReadonlyMap<number, WordMatch>;

/** How many query words' matches the engine keeps for the next keystrokes. */
const recentWordsKept = 32;

/** Words of a query beyond this many are ignored: each word is one bit of a 32-bit mask. */
const maxQueryWords = 32;

/** The number of bits set in a 32-bit mask. */
function countBits(mask: number): number {
  let count = 0;
  for (let rest = mask; rest !== 0; rest &= rest - 1) count += 1;
  return count;
}

/** One ranked record, its score and the indexed terms it matched. */
export interface EngineHit {
  record: DocSearchRecord;
  score: number;
  /** Index terms of the record that the query matched (exactly, by prefix or with typos). */
  terms: string[];
}

/** A hit whose matched terms are worked out only when asked for: for the hits shown. */
class RankedHit implements EngineHit {
  constructor(
    readonly record: DocSearchRecord,
    readonly score: number,
    private readonly id: number,
    private readonly wordLists: readonly WordMatches[],
  ) {}

  get terms(): string[] {
    return [...new Set(this.wordLists.flatMap((found) => found.get(this.id)?.terms ?? []))];
  }
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
type FieldBoosts = typeof fieldBoosts;
const partFields: Record<string, keyof IndexedDocument> = {
  nameParts: 'name',
  parentsParts: 'parents',
  contentParts: 'content',
};

/** How much a page's records count: the written docs explain, the API reference lists. */
const pageWeight = {docs: 1, api: 0.6};
/** Headings are records of their own, shorter than prose: they win ties with it. */
const headingWeight = 1.25;
/** A heading that names a symbol the query names comes first. */
const exactNameWeight = 3;

/**
 * A page whose title or description holds every word of the query counts this much more (and
 * proportionally less for some of the words): a page about the task beats one that mentions its
 * words in passing.
 */
const topicWeight = 1;

/** Query words run together (`linknode`) count for this much of the words themselves. */
const joinedWordsWeight = 0.5;
const joinedWordsBoost = Object.fromEntries(
  Object.entries(fieldBoosts).map(([field, boost]) => [field, boost * joinedWordsWeight]),
) as FieldBoosts;

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

/**
 * Among the first {@link leadHits} hits, one page gives at most {@link leadHitsPerPage}: its
 * further hits follow them, so that the first hits come from several pages.
 */
const leadHits = 5;
const leadHitsPerPage = 2;

/**
 * The hits with a page's hits beyond {@link leadHitsPerPage} among the first {@link leadHits}
 * moved to just after those.
 */
function spreadLeadHits(ranked: readonly EngineHit[]): EngineHit[] {
  const lead: EngineHit[] = [];
  const deferred: EngineHit[] = [];
  const leadByPage = new Map<string, number>();
  let next = 0;
  for (; next < ranked.length && lead.length < leadHits; next += 1) {
    const hit = ranked[next];
    if (!hit) break;
    const pageHits = leadByPage.get(hit.record.url_without_anchor) ?? 0;
    if (pageHits < leadHitsPerPage) {
      lead.push(hit);
      leadByPage.set(hit.record.url_without_anchor, pageHits + 1);
    } else deferred.push(hit);
  }
  return [...lead, ...deferred, ...ranked.slice(next)];
}

/** Stop words count for this much of another word. */
const stopWordWeight = 0.1;

/**
 * What a word found with a typo counts for before MiniSearch's discount for the edits (MiniSearch's
 * default); a word found with two letters swapped counts the same.
 */
const typoWeight = 0.45;
/** What a word found by its start counts for before MiniSearch's discount (its default). */
const prefixWeight = 0.375;

/**
 * The searches for a query word, to try in turn until one finds something: the word as typed
 * (whole, or also as the start of a longer word when `asPrefix`), then with two adjacent letters
 * swapped, then with one letter changed, added or dropped, then two. A typo is assumed only where
 * the word as typed finds nothing, so that `ListNode` is not also read as `LinkNode`; and the
 * closest spelling wins: a swap keeps every letter typed, so `tabel` finds `table`, not `label`.
 */
function spellingsOf(word: string, asPrefix: boolean, withTypos: boolean): Query[] {
  const typed: Query = asPrefix ? word : {queries: [word], prefix: false};
  if (!withTypos) return [typed];
  const swaps = adjacentSwaps(word);
  const edits = Array.from({length: typoTolerance(word)}, (_, i): Query => ({
    queries: [word],
    prefix: false,
    fuzzy: i + 1,
  }));
  return [
    typed,
    ...(swaps.length > 0 ? [{queries: swaps, prefix: false, boostTerm: () => typoWeight}] : []),
    ...edits,
  ];
}

/**
 * `fn` with its last result kept: each text is read twice in a row, as the field and as its
 * `…Parts` twin (see {@link partFields}).
 */
function memoizeLast<T>(fn: (input: string) => T): (input: string) => T {
  let lastInput: string | undefined;
  let lastResult: T | undefined;
  return (input) => {
    if (input !== lastInput || lastResult === undefined) {
      lastResult = fn(input);
      lastInput = input;
    }
    return lastResult;
  };
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

/**
 * The embedded full-text engine: MiniSearch over DocSearch records, with the code-aware terms of
 * `./tokenize`, prefix search on the word being typed, and typo tolerance on longer words that find
 * nothing as typed.
 */
export class SearchEngine {
  private readonly records: readonly DocSearchRecord[];
  private readonly index: MiniSearch<IndexedDocument>;
  /** What recent query words matched, most recent last (see {@link SearchEngine.wordMatches}). */
  private readonly recentWords = new Map<string, WordMatches>();
  /** Words of each heading record's heading, by record id, filled as queries need them. */
  private readonly headingWords = new Map<number, Set<string>>();
  /** Each page's lvl1 record, by page URL. */
  private readonly pageTitles = new Map<string, DocSearchRecord>();

  /**
   * Builds the engine over the records, at once.
   * @param addRecords `false` leaves the index empty, for {@link SearchEngine.buildInChunks}.
   */
  constructor(records: readonly DocSearchRecord[], addRecords = true) {
    this.records = records;
    const documentBoosts = Float64Array.from(
      records,
      (record) =>
        (record.type === 'content' ? 1 : headingWeight) *
        (record.weight.pageRank > 0 ? pageWeight.docs : pageWeight.api),
    );
    this.index = new MiniSearch<IndexedDocument>({
      fields: Object.keys(fieldBoosts),
      extractField: (document, field) =>
        String(document[(partFields[field] ?? field) as keyof IndexedDocument]),
      tokenize: memoizeLast((text: string) => tokenize(text).map((token) => token.text)),
      processTerm: (term, field) =>
        field && field in partFields ? partTerms(term) : wholeTerms(term),
      searchOptions: {
        boost: fieldBoosts,
        // One letter would expand to a tenth of the vocabulary: prefixes start at two.
        prefix: (term) => term.length > 1 && !stopWords.has(term),
        // Typos only where the word as typed finds nothing: see spellingsOf.
        fuzzy: false,
        weights: {fuzzy: typoWeight, prefix: prefixWeight},
        boostTerm: (term) => (stopWords.has(term) ? stopWordWeight : 1),
        processTerm: (term) => wholeTerms(term),
        // Called for every record each matched term has: looked up, not worked out.
        boostDocument: (id: number) => documentBoosts[id] ?? 1,
      },
    });
    if (addRecords) this.index.addAll(records.map(toDocument));
    for (const record of records) {
      if (record.type === 'lvl1') this.pageTitles.set(record.url_without_anchor, record);
    }
  }

  /**
   * Builds the same engine in chunks that yield between them: the whole texts arrive while the
   * reader may be typing, and no query should wait for one long task.
   */
  static async buildInChunks(records: readonly DocSearchRecord[]): Promise<SearchEngine> {
    const engine = new SearchEngine(records, false);
    await engine.index.addAllAsync(records.map(toDocument), {chunkSize: 250});
    return engine;
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
    const tokens = this.queryTokens(query);
    const words = [...new Set(tokens.map(normalizeToken))].slice(0, maxQueryWords);
    if (words.length === 0) return [];
    const bitOf = (word: string) => 1 << words.indexOf(word);
    const keyWords = words.filter((word) => !stopWords.has(word));
    const countedWords = keyWords.length > 0 ? keyWords : words;
    const countedMask = countedWords.reduce((mask, word) => mask | bitOf(word), 0);

    // Per record: the sum of the words' scores, and which query words it matched (one bit each).
    // Typed arrays rather than an object per record: a short prefix matches thousands of them.
    const scores = new Float64Array(this.records.length);
    const matchedWords = new Uint32Array(this.records.length);
    const matchedIds: number[] = [];
    // Which query words it holds whole, not as a prefix, a part or with a typo.
    const wholeWords = new Uint32Array(this.records.length);
    const wordLists: WordMatches[] = [];
    const collect = (text: string, coveredMask: number, boost: FieldBoosts, asPrefix: boolean) => {
      const found = this.wordMatches(text, boost, asPrefix);
      wordLists.push(found);
      for (const {id, score, whole} of found.values()) {
        if (matchedWords[id] === 0) matchedIds.push(id);
        scores[id] = (scores[id] ?? 0) + score;
        matchedWords[id] = (matchedWords[id] ?? 0) | coveredMask;
        if (whole) wholeWords[id] = (wholeWords[id] ?? 0) | coveredMask;
      }
    };
    // Like Algolia's `prefixLast`: only the word being typed may be the start of a longer one; a
    // word followed by another is whole (`list` in `list of update tags` is not `listener`).
    const typing = /\s$/.test(query) ? undefined : words.at(-1);
    for (const word of words) collect(word, bitOf(word), fieldBoosts, word === typing);
    for (const [joined, [first, second]] of joinedQueryWords(query)) {
      if (words.includes(first) && words.includes(second)) {
        collect(joined, bitOf(first) | bitOf(second), joinedWordsBoost, second === typing);
      }
    }

    // A word written as code (`$isAtNodeEnd`, `ListNode`), or a query of one word, may be a
    // symbol's name: the headings that name it (its API entry, the guide section on it) come first.
    const symbols = new Set(
      (tokens.length === 1 ? tokens : tokens.filter(isSymbolName)).map(normalizeToken),
    );
    // A page's topic, the words its title or description holds whole, counts for all its records.
    const topicWords = new Map<string, number>();
    for (const id of matchedIds) {
      const record = this.recordAt(id);
      if (record.type === 'lvl1') topicWords.set(record.url_without_anchor, wholeWords[id] ?? 0);
    }
    const ranked: EngineHit[] = [];
    for (const id of matchedIds) {
      const record = this.recordAt(id);
      if (!accept(record)) continue;
      const coverage = countBits((matchedWords[id] ?? 0) & countedMask);
      const topic = countBits((topicWords.get(record.url_without_anchor) ?? 0) & countedMask);
      const named = symbols.size > 0 && this.namesSymbol(id, symbols);
      ranked.push(
        new RankedHit(
          record,
          (scores[id] ?? 0) *
            (coverage / countedWords.length) ** coverageExponent *
            (named ? exactNameWeight : 1) *
            (1 + topicWeight * (topic / countedWords.length)),
          id,
          wordLists,
        ),
      );
    }
    return this.distinct(ranked.sort((a, b) => b.score - a.score));
  }

  /**
   * The query's words as typed. A member written with its owner (`selection.insertText`) that no
   * record holds whole is looked for as its parts.
   */
  private queryTokens(query: string): string[] {
    return tokenize(query).flatMap(({text}) => {
      const parts = dottedParts(text);
      return parts.length > 1 &&
        this.wordMatches(normalizeToken(text), fieldBoosts, true).size === 0
        ? parts
        : [text];
    });
  }

  /** True when the record's own heading holds one of the symbol names whole. */
  private namesSymbol(id: number, symbols: ReadonlySet<string>): boolean {
    for (const word of this.headingWordsOf(id)) if (symbols.has(word)) return true;
    return false;
  }

  /**
   * Every record one query word matches, with the word's score in it. Kept for the next
   * keystrokes, which mostly repeat all but the last word.
   */
  private wordMatches(word: string, boost: FieldBoosts, asPrefix: boolean): WordMatches {
    const key = `${boost === fieldBoosts ? 'word' : 'joined'}${asPrefix ? '*' : ''}:${word}`;
    const cached = this.recentWords.get(key);
    if (cached) {
      this.recentWords.delete(key); // and set again below, as the most recent
      this.recentWords.set(key, cached);
      return cached;
    }
    // The exact match's own score, where prefixes and typos add other terms: not for stop words
    // (searched exactly anyway), two-letter prefixes, or joined words.
    const exactScores = new Map<number, number>();
    if (boost === fieldBoosts && word.length > 2 && !stopWords.has(word)) {
      for (const result of this.index.search(word, {prefix: false, fuzzy: false})) {
        exactScores.set(result.id as number, result.score);
      }
    }
    const wordTerms = wholeTerms(word);
    const found = new Map<number, WordMatch>();
    for (const query of spellingsOf(word, asPrefix, boost === fieldBoosts)) {
      for (const result of this.index.search(query, {boost})) {
        const id = result.id as number;
        // MiniSearch adds up every term the word expanded to: take their mean instead, or the
        // exact match when that scores more.
        const score = Math.max(exactScores.get(id) ?? 0, result.score / result.terms.length);
        const whole = result.terms.some((term) => wordTerms.includes(term));
        found.set(id, {id, score, terms: result.terms, whole});
      }
      if (found.size > 0) break;
    }
    this.recentWords.set(key, found);
    if (this.recentWords.size > recentWordsKept) {
      const oldest = this.recentWords.keys().next().value;
      if (oldest !== undefined) this.recentWords.delete(oldest);
    }
    return found;
  }

  /** The normalised words of a heading record's own heading (none for prose), computed once. */
  private headingWordsOf(id: number): Set<string> {
    let words = this.headingWords.get(id);
    if (!words) {
      const record = this.recordAt(id);
      const heading = record.type === 'content' ? '' : (record.hierarchy[record.type] ?? '');
      words = new Set(tokenize(heading).map((token) => normalizeToken(token.text)));
      this.headingWords.set(id, words);
    }
    return words;
  }

  private recordAt(id: number): DocSearchRecord {
    const record = this.records[id];
    if (!record) throw new Error(`The search index has no record ${id}.`);
    return record;
  }

  private distinct(ranked: EngineHit[]): EngineHit[] {
    const seenSections = new Set<string>();
    const hitsByPage = new Map<string, number>();
    const kept = ranked.filter(({record}) => {
      const pageHits = hitsByPage.get(record.url_without_anchor) ?? 0;
      if (seenSections.has(record.url) || pageHits >= hitsPerPageLimit) return false;
      seenSections.add(record.url);
      hitsByPage.set(record.url_without_anchor, pageHits + 1);
      return true;
    });
    return spreadLeadHits(kept);
  }
}
