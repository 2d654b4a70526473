import MiniSearch, {type Query} from 'minisearch';

import type {DocSearchRecord} from '../docSearchRecord';
import {hierarchyLevels} from '../docSearchRecord';
import {rankOrderHead} from './rankOrder';
import {RecentCache} from './recentCache';
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
import {type FoundRecord, WordMatches} from './wordMatches';

/** How many query words' matches (and exact searches) the engine keeps for the next keystrokes. */
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

/** The first hits of a query, in rank order, and how many hits it has in all. */
export interface RankedHits {
  hits: EngineHit[];
  count: number;
}

/** Which records a search may return. */
export type RecordFilter = (record: DocSearchRecord) => boolean;

/** A hit whose matched terms are worked out only when asked for: for the hits shown. */
class RankedHit implements EngineHit {
  constructor(
    readonly record: DocSearchRecord,
    readonly score: number,
    private readonly id: number,
    private readonly wordLists: readonly WordMatches[],
  ) {}

  get terms(): string[] {
    return [...new Set(this.wordLists.flatMap((found) => found.termsOf(this.id) ?? []))];
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
/** A heading that is the name (the symbol's own entry) counts twice one that mentions it. */
const subjectNameWeight = 2 * exactNameWeight;
/** The kinds an API page's title starts with (`Class: TextNode`). */
const apiKindWords = new Set(['class', 'interface']);

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
 * The share of that coverage that is the page's rather than the record's: the query words that
 * the record's page matches in its other sections count too. A page about the task spreads its
 * words over its headings and sections (a FAQ with one answer on where a part renders and another
 * on the part itself), where an unrelated page matches as many words in one passing sentence; the
 * record's own words still count for most. Not the words of the record's own section, so that a
 * heading does not outrank the prose below it with the prose's words. Only for queries of several
 * words.
 */
const pageCoverageShare = 0.15;

/**
 * For a query in plain words, each record also gets this share of the rank scores of its page's
 * next best sections, up to {@link pageSectionsCounted} sections in all: a page that answers the
 * query in several sections is more about it than one with a single matching paragraph. Not for a
 * query that names a symbol, whose one API entry or guide section should come first whatever else
 * its page holds.
 */
const otherSectionsWeight = 0.1;
const pageSectionsCounted = 3;

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
 * Hits enough for the lead to be settled by the hits before them (see {@link spreadLeadHits}):
 * each page among the lead has at least one hit in it and at most {@link hitsPerPageLimit} hits in
 * all, so the lead fills within this many hits.
 */
const leadSettledWithin = leadHits * hitsPerPageLimit;

/**
 * How many more ranks than the hits it needs the engine puts in order at first, and again each time
 * those prove too few (many of a page's records make one hit; see {@link hitsPerPageLimit}).
 */
const ranksPerHitWanted = 4;

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

/** One letter would expand to a tenth of the vocabulary: prefixes start at two. */
const prefixSearch = (term: string) => term.length > 1 && !stopWords.has(term);
const termBoost = (term: string) => (stopWords.has(term) ? stopWordWeight : 1);

/** The terms MiniSearch searches for a query word: its tokens' whole terms. */
function queryTermsOf(word: string): string[] {
  return tokenize(word)
    .flatMap((token) => wholeTerms(token.text))
    .filter(Boolean);
}

/**
 * The searches for a query word with a typo, to try in turn after the word as typed (whole, or also
 * as the start of a longer word) finds nothing: with two adjacent letters swapped, then with one
 * letter changed, added or dropped, then two. A typo is assumed only where the word as typed finds
 * nothing, so that `ListNode` is not also read as `LinkNode`; and the closest spelling wins: a swap
 * keeps every letter typed, so `tabel` finds `table`, not `label`.
 */
function typoSpellingsOf(word: string): Query[] {
  const swaps = adjacentSwaps(word);
  const edits = Array.from({length: typoTolerance(word)}, (_, i): Query => ({
    queries: [word],
    prefix: false,
    fuzzy: i + 1,
  }));
  return [
    ...(swaps.length > 0 ? [{queries: swaps, prefix: false, boostTerm: () => typoWeight}] : []),
    ...edits,
  ];
}

/** What the engine keeps a query word's matches under. */
function recentKey(word: string, boost: FieldBoosts, asPrefix: boolean): string {
  return `${boost === fieldBoosts ? 'word' : 'joined'}${asPrefix ? '*' : ''}:${word}`;
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

/**
 * A number for each distinct key of the records (`0 … count - 1`), by record id: the ranking
 * counts by page and by section in arrays, not in maps keyed by URL.
 */
function numberRecords(
  records: readonly DocSearchRecord[],
  keyOf: (record: DocSearchRecord) => string,
): {numbers: Uint32Array; count: number} {
  const numberOfKey = new Map<string, number>();
  const numbers = Uint32Array.from(records, (record) => {
    const key = keyOf(record);
    let number = numberOfKey.get(key);
    if (number === undefined) {
      number = numberOfKey.size;
      numberOfKey.set(key, number);
    }
    return number;
  });
  return {numbers, count: numberOfKey.size};
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
  /** What each record's matches count for, by record id. */
  private readonly documentBoost: (id: number) => number;
  /** What recent query words matched (see {@link SearchEngine.wordMatches}). */
  private readonly recentWords = new RecentCache<WordMatches>(recentWordsKept);
  /**
   * The exact searches for recent words: a word typed to its end is searched exactly for its exact
   * scores, then again once a space makes it whole.
   */
  private readonly recentExactSearches = new RecentCache<FoundRecord[]>(recentWordsKept);
  /** Words of each heading record's heading, by record id, filled as queries need them. */
  private readonly headingWords = new Map<number, Set<string>>();
  /** Each page's lvl1 record, by page URL. */
  private readonly pageTitles = new Map<string, DocSearchRecord>();
  /** The number of each record's page (its `url_without_anchor`), by record id. */
  private readonly pages: {numbers: Uint32Array; count: number};
  /** The number of each record's section (its `url`), by record id. */
  private readonly sections: {numbers: Uint32Array; count: number};
  /** The number of each section's page, by section number. */
  private readonly sectionPages: Uint32Array;
  /**
   * For each record filter a query was given, its verdict on each record, by record id (1 passes,
   * 2 does not, 0 not asked yet): the same filter (the modal's facet filters) comes with every
   * keystroke, and asking it again of thousands of records took a fifth of a short prefix's time.
   */
  private readonly filterVerdicts = new WeakMap<RecordFilter, Uint8Array>();

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
    // Called for every record each matched term has: looked up, not worked out.
    this.documentBoost = (id) => documentBoosts[id] ?? 1;
    this.index = new MiniSearch<IndexedDocument>({
      fields: Object.keys(fieldBoosts),
      extractField: (document, field) =>
        String(document[(partFields[field] ?? field) as keyof IndexedDocument]),
      tokenize: memoizeLast((text: string) => tokenize(text).map((token) => token.text)),
      processTerm: (term, field) =>
        field && field in partFields ? partTerms(term) : wholeTerms(term),
      searchOptions: {
        boost: fieldBoosts,
        prefix: prefixSearch,
        // Typos only where the word as typed finds nothing: see typoSpellingsOf.
        fuzzy: false,
        weights: {fuzzy: typoWeight, prefix: prefixWeight},
        boostTerm: termBoost,
        processTerm: (term) => wholeTerms(term),
        boostDocument: this.documentBoost,
      },
    });
    if (addRecords) this.index.addAll(records.map(toDocument));
    for (const record of records) {
      if (record.type === 'lvl1') this.pageTitles.set(record.url_without_anchor, record);
    }
    this.pages = numberRecords(records, (record) => record.url_without_anchor);
    this.sections = numberRecords(records, (record) => record.url);
    this.sectionPages = new Uint32Array(this.sections.count);
    this.sections.numbers.forEach((section, id) => {
      this.sectionPages[section] = this.pageOf(id);
    });
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
  search(query: string, accept: RecordFilter): EngineHit[] {
    return this.searchFirst(query, accept, Infinity).hits;
  }

  /**
   * The first `wanted` hits of {@link SearchEngine.search} (more when the ranking settled more),
   * and the number of its hits: without putting every record a short prefix matches in order.
   * Give the same `accept` function for the same filter: its verdicts are kept.
   */
  searchFirst(query: string, accept: RecordFilter, wanted: number): RankedHits {
    const tokens = this.queryTokens(query);
    const words = [...new Set(tokens.map(normalizeToken))].slice(0, maxQueryWords);
    if (words.length === 0) return {hits: [], count: 0};
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
      found.ids.forEach((id, i) => {
        if (matchedWords[id] === 0) matchedIds.push(id);
        scores[id] = (scores[id] ?? 0) + (found.scores[i] ?? 0);
        matchedWords[id] = (matchedWords[id] ?? 0) | coveredMask;
        if (found.whole[i]) wholeWords[id] = (wholeWords[id] ?? 0) | coveredMask;
      });
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
    const topicWords = new Uint32Array(this.pages.count);
    for (const id of matchedIds) {
      if (this.recordAt(id).type === 'lvl1') topicWords[this.pageOf(id)] = wholeWords[id] ?? 0;
    }
    // What the record's page matches elsewhere adds to its coverage when there is more to cover.
    const wordsElsewhere =
      countedWords.length > 1 ? this.wordsElsewhere(matchedIds, matchedWords) : undefined;
    // Ranked by id and score; a hit is made only for the records that distinct keeps.
    const rankScores = new Float64Array(this.records.length);
    const ranked: number[] = [];
    const passes = this.verdictsOf(accept);
    for (const id of matchedIds) {
      if (!passes(id)) continue;
      const recordWords = matchedWords[id] ?? 0;
      const coverage = wordsElsewhere
        ? (1 - pageCoverageShare) * countBits(recordWords & countedMask) +
          pageCoverageShare * countBits((recordWords | wordsElsewhere(id)) & countedMask)
        : countBits(recordWords & countedMask);
      const topic = countBits((topicWords[this.pageOf(id)] ?? 0) & countedMask);
      const naming = symbols.size > 0 ? this.symbolNameWeight(id, symbols) : 1;
      rankScores[id] =
        (scores[id] ?? 0) *
        (coverage / countedWords.length) ** coverageExponent *
        naming *
        (1 + topicWeight * (topic / countedWords.length));
      ranked.push(id);
    }
    if (symbols.size === 0) {
      const otherSections = this.otherSectionScores(ranked, rankScores);
      for (const id of ranked) {
        rankScores[id] =
          (rankScores[id] ?? 0) + otherSectionsWeight * (otherSections[this.pageOf(id)] ?? 0);
      }
    }
    // Equal scores keep the order the records were first matched in.
    const hitsOf = (ids: readonly number[]) =>
      spreadLeadHits(
        this.distinct(ids).map(
          (id) => new RankedHit(this.recordAt(id), rankScores[id] ?? 0, id, wordLists),
        ),
      );
    const settled = Math.max(wanted, leadSettledWithin);
    for (let ranks = settled * ranksPerHitWanted; ; ranks *= ranksPerHitWanted) {
      const head = rankOrderHead(ranked, rankScores, ranks);
      const hits = hitsOf(head);
      if (head.length === ranked.length) return {hits, count: hits.length};
      // distinct over the head gives the start of its hits over every rank; the lead settled
      // within them, they are the start of the hits.
      if (hits.length >= settled) return {hits, count: this.distinct(ranked).length};
    }
  }

  /** Whether `accept` passes a record, by id, asked once per record. */
  private verdictsOf(accept: RecordFilter): (id: number) => boolean {
    let verdicts = this.filterVerdicts.get(accept);
    if (!verdicts) {
      verdicts = new Uint8Array(this.records.length);
      this.filterVerdicts.set(accept, verdicts);
    }
    const known = verdicts;
    return (id) => {
      if (known[id] === 0) known[id] = accept(this.recordAt(id)) ? 1 : 2;
      return known[id] === 1;
    };
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

  /**
   * For each record the query matched, by record id, the query words (bits of `matchedWords`) that
   * its page matches in its other sections.
   */
  private wordsElsewhere(
    ids: readonly number[],
    matchedWords: Uint32Array,
  ): (id: number) => number {
    const sectionWords = new Uint32Array(this.sections.count);
    const sections: number[] = [];
    for (const id of ids) {
      const section = this.sectionOf(id);
      if (sectionWords[section] === 0) sections.push(section);
      sectionWords[section] = (sectionWords[section] ?? 0) | (matchedWords[id] ?? 0);
    }
    // The words each page matches, and those it matches in two sections or more.
    const pageWords = new Uint32Array(this.pages.count);
    const pageWordsTwice = new Uint32Array(this.pages.count);
    for (const section of sections) {
      const page = this.sectionPages[section] ?? 0;
      const words = sectionWords[section] ?? 0;
      pageWordsTwice[page] = (pageWordsTwice[page] ?? 0) | ((pageWords[page] ?? 0) & words);
      pageWords[page] = (pageWords[page] ?? 0) | words;
    }
    return (id) => {
      const page = this.pageOf(id);
      return (
        ((pageWords[page] ?? 0) & ~(sectionWords[this.sectionOf(id)] ?? 0)) |
        (pageWordsTwice[page] ?? 0)
      );
    };
  }

  /**
   * By page number, the sum of the rank scores of the page's best sections after its first, up to
   * {@link pageSectionsCounted} sections in all (a section's score is its best record's).
   */
  private otherSectionScores(ids: readonly number[], rankScores: Float64Array): Float64Array {
    const counted = pageSectionsCounted;
    // Each page's best sections and their scores, best first, in `counted` slots per page.
    const scores = new Float64Array(this.pages.count * counted);
    const sections = new Int32Array(this.pages.count * counted).fill(-1);
    for (const id of ids) {
      const first = this.pageOf(id) * counted;
      const section = this.sectionOf(id);
      const score = rankScores[id] ?? 0;
      let slot = first;
      while (slot < first + counted && sections[slot] !== section) slot += 1;
      if (slot === first + counted) {
        // Not among the page's best sections yet: it takes the last place, if it scores more.
        slot -= 1;
        if (score <= (scores[slot] ?? 0)) continue;
      } else if (score <= (scores[slot] ?? 0)) continue;
      // Moved up past the sections it now outscores.
      for (; slot > first && score > (scores[slot - 1] ?? 0); slot -= 1) {
        scores[slot] = scores[slot - 1] ?? 0;
        sections[slot] = sections[slot - 1] ?? -1;
      }
      scores[slot] = score;
      sections[slot] = section;
    }
    const sums = new Float64Array(this.pages.count);
    for (let slot = 0; slot < scores.length; slot += 1) {
      const page = Math.floor(slot / counted);
      if (slot % counted !== 0) sums[page] = (sums[page] ?? 0) + (scores[slot] ?? 0);
    }
    return sums;
  }

  /**
   * What the record's own heading counts for by naming one of the symbols: as its subject (it is
   * the name, alone or after its API kind: `Class: TextNode`), in passing (it holds the name whole
   * among other words), or not at all.
   */
  private symbolNameWeight(id: number, symbols: ReadonlySet<string>): number {
    // Without arrays: a one-word query asks this of every record its prefix matches.
    const words = this.headingWordsOf(id);
    let weight = 1;
    for (const name of words) {
      if (!symbols.has(name)) continue;
      weight = exactNameWeight;
      let isTheName = true;
      for (const word of words) if (word !== name && !apiKindWords.has(word)) isTheName = false;
      if (isTheName) return subjectNameWeight;
    }
    return weight;
  }

  /**
   * Every record one query word matches, with the word's score in it. Kept for the next
   * keystrokes, which mostly repeat all but the last word.
   */
  private wordMatches(word: string, boost: FieldBoosts, typedAsPrefix: boolean): WordMatches {
    // A word none of whose terms is looked up by its start (a stop word, a letter) matches the same
    // records typed and whole: kept once for both, so that the space typed after it costs nothing.
    const asPrefix = typedAsPrefix && queryTermsOf(word).some(prefixSearch);
    return this.recentWords.get(recentKey(word, boost, asPrefix), () => {
      // The exact match's own score, where prefixes and typos add other terms: not for stop words
      // (searched exactly anyway), two-letter prefixes, or joined words.
      const exactScores = new Map<number, number>();
      if (boost === fieldBoosts && word.length > 2 && !stopWords.has(word)) {
        for (const result of this.exactSearch(word)) {
          exactScores.set(result.id, result.score);
        }
      }
      const wordTerms = wholeTerms(word);
      const matchesOf = (results: readonly FoundRecord[]) =>
        new WordMatches(
          results,
          // MiniSearch adds up every term the word expanded to: take their mean instead, or the
          // exact match when that scores more.
          (result) => Math.max(exactScores.get(result.id) ?? 0, result.score / result.terms.length),
          (result) => result.terms.some((term) => wordTerms.includes(term)),
        );
      let found = matchesOf(
        boost === fieldBoosts && !asPrefix
          ? this.exactSearch(word)
          : this.searchTyped(word, boost, asPrefix),
      );
      for (const query of boost === fieldBoosts ? typoSpellingsOf(word) : []) {
        if (found.size > 0) break;
        found = matchesOf(this.index.search(query, {boost}));
      }
      return found;
    });
  }

  /**
   * What the index finds for the word as typed, whole or also as the start of longer words
   * (`asPrefix`), with these field boosts: its terms are the word's whole terms, as the index's
   * search options make them.
   */
  private searchTyped(word: string, boost: FieldBoosts, asPrefix: boolean): FoundRecord[] {
    return this.index.search(word, {boost, prefix: asPrefix ? prefixSearch : false});
  }

  /** What the word finds whole, with the field boosts of a query word: kept for the next keystrokes. */
  private exactSearch(word: string): FoundRecord[] {
    return this.recentExactSearches.get(word, () => this.searchTyped(word, fieldBoosts, false));
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

  private pageOf(id: number): number {
    return this.pages.numbers[id] ?? 0;
  }

  private sectionOf(id: number): number {
    return this.sections.numbers[id] ?? 0;
  }

  /**
   * The record ids, best first, with one per section and {@link hitsPerPageLimit} per page. Which
   * ids it keeps depends on their order, how many does not: each page keeps as many sections as it
   * has, up to the limit.
   */
  private distinct(ranked: readonly number[]): number[] {
    const seenSections = new Uint8Array(this.sections.count);
    const hitsByPage = new Uint8Array(this.pages.count);
    return ranked.filter((id) => {
      const section = this.sections.numbers[id] ?? 0;
      const page = this.pageOf(id);
      const pageHits = hitsByPage[page] ?? 0;
      if (seenSections[section] || pageHits >= hitsPerPageLimit) return false;
      seenSections[section] = 1;
      hitsByPage[page] = pageHits + 1;
      return true;
    });
  }
}
