import type {SearchResult} from 'minisearch';

/** What a word's matches keep of a MiniSearch search result; its id is the record's number. */
export type FoundRecord = Pick<SearchResult, 'score' | 'terms'> & {id: number};

/**
 * What one query word matched: the records in the order its search ranked them, the word's score
 * in each, and whether each holds the word whole. Arrays rather than an object per record: a short
 * prefix matches thousands of records, and each keystroke reads every word's matches again.
 */
export class WordMatches {
  readonly ids: Int32Array;
  readonly scores: Float64Array;
  /** 1 where the record holds the word whole, not only as a prefix, a part or with a typo. */
  readonly whole: Uint8Array;
  private readonly termLists: readonly string[][];
  /** Each record's position, by record id: made when the terms of a hit shown are first asked. */
  private positions: Map<number, number> | undefined;

  constructor(
    found: readonly FoundRecord[],
    scoreOf: (found: FoundRecord) => number,
    isWhole: (found: FoundRecord) => boolean,
  ) {
    // Filled in one loop: `TypedArray.from` with a mapping function goes through the iterator
    // protocol, several times slower over the thousands of records a short prefix matches.
    const count = found.length;
    this.ids = new Int32Array(count);
    this.scores = new Float64Array(count);
    this.whole = new Uint8Array(count);
    const termLists: string[][] = new Array<string[]>(count);
    for (let i = 0; i < count; i += 1) {
      const match = found[i] as FoundRecord;
      this.ids[i] = match.id;
      this.scores[i] = scoreOf(match);
      this.whole[i] = isWhole(match) ? 1 : 0;
      termLists[i] = match.terms;
    }
    this.termLists = termLists;
  }

  get size(): number {
    return this.ids.length;
  }

  /** The index terms the word matched in the record, if it matched the record. */
  termsOf(id: number): string[] | undefined {
    this.positions ??= new Map(Array.from(this.ids, (matchId, position) => [matchId, position]));
    const position = this.positions.get(id);
    return position === undefined ? undefined : this.termLists[position];
  }
}
