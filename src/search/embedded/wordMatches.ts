import type {ScoredRecord} from './termScorer';

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
    found: readonly ScoredRecord[],
    scoreOf: (found: ScoredRecord) => number,
    isWhole: (found: ScoredRecord) => boolean,
  ) {
    this.ids = Int32Array.from(found, (match) => match.id);
    this.scores = Float64Array.from(found, scoreOf);
    this.whole = Uint8Array.from(found, (match) => (isWhole(match) ? 1 : 0));
    this.termLists = found.map((match) => match.terms);
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
