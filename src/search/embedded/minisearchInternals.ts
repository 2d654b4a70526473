import type MiniSearch from 'minisearch';

/**
 * The index data of MiniSearch 7.2.0 (pinned in package.json), read by `./termScorer` to score
 * terms without MiniSearch's object per posting. These are private fields: this module is the only
 * place that names them, and {@link indexInternalsOf} throws if a MiniSearch update changes them.
 */

/** A term's postings: field id → record short id → how often the term occurs in that field. */
export type TermPostings = ReadonlyMap<number, ReadonlyMap<number, number>>;

export interface IndexInternals {
  /** The index's terms, a radix tree (MiniSearch's SearchableMap). */
  terms: {
    get(term: string): TermPostings | undefined;
    /** The terms that start with the prefix, itself included, in the order MiniSearch visits. */
    atPrefix(prefix: string): Iterable<[string, TermPostings]>;
  };
  fieldIds: Readonly<Record<string, number>>;
  /** Each record's field lengths in terms, by short id, then field id. */
  fieldLengths: ReadonlyMap<number, readonly number[]>;
  averageFieldLengths: readonly number[];
  documentCount: number;
  /** The record ids, by short id: short ids are `0 … documentCount - 1`, see below. */
  documentIds: ReadonlyMap<number, unknown>;
}

interface MiniSearchPrivate {
  _index?: unknown;
  _fieldIds?: unknown;
  _fieldLength?: unknown;
  _avgFieldLength?: unknown;
  _documentCount?: unknown;
  _documentIds?: unknown;
  _nextId?: unknown;
  _dirtCount?: unknown;
}

function hasMethods(value: unknown, ...names: string[]): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    names.every((name) => typeof (value as Record<string, unknown>)[name] === 'function')
  );
}

/**
 * The index data of a MiniSearch instance. The engine never removes a record, so no posting is
 * stale (MiniSearch would drop it while searching) and short ids run from 0: checked here too.
 */
export function indexInternalsOf<T>(index: MiniSearch<T>): IndexInternals {
  const fields = index as unknown as MiniSearchPrivate;
  const valid =
    hasMethods(fields._index, 'get', 'atPrefix') &&
    typeof fields._fieldIds === 'object' &&
    fields._fieldLength instanceof Map &&
    Array.isArray(fields._avgFieldLength) &&
    typeof fields._documentCount === 'number' &&
    fields._documentIds instanceof Map &&
    fields._nextId === fields._documentCount &&
    fields._dirtCount === 0;
  if (!valid) {
    throw new Error(
      'MiniSearch internals are not those of 7.2.0, or a record was removed: see minisearchInternals.ts.',
    );
  }
  return {
    terms: fields._index as IndexInternals['terms'],
    fieldIds: fields._fieldIds as IndexInternals['fieldIds'],
    fieldLengths: fields._fieldLength as IndexInternals['fieldLengths'],
    averageFieldLengths: fields._avgFieldLength as number[],
    documentCount: fields._documentCount as number,
    documentIds: fields._documentIds as IndexInternals['documentIds'],
  };
}
