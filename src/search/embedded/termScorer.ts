import type {IndexInternals, TermPostings} from './minisearchInternals';

/** A record a query matched: what the engine reads of a MiniSearch search result. */
export interface ScoredRecord {
  id: number;
  score: number;
  /** The index terms it matched: MiniSearch's `terms`, not necessarily in its order. */
  terms: string[];
}

/** The search options of MiniSearch that {@link TermScorer} follows, as the engine sets them. */
export interface TermQueryOptions {
  /** Each field's boost, by field name (1 when not given, as in MiniSearch). */
  boost: Readonly<Record<string, number>>;
  /** Whether a query term also finds the longer terms it starts. */
  prefix: (term: string) => boolean;
  /** MiniSearch's `weights.prefix`. */
  prefixWeight: number;
  boostTerm: (term: string) => number;
  boostDocument: (id: number) => number;
}

/** MiniSearch's BM25+ parameters: its defaults (the engine sets none). */
const k = 1.2;
const b = 0.7;
const d = 0.5;

/** The inverse document frequency part of MiniSearch's BM25+ score: one per term and field. */
function inverseDocumentFrequency(matchingCount: number, totalCount: number): number {
  return Math.log(1 + (totalCount - matchingCount + 0.5) / (matchingCount + 0.5));
}

/**
 * MiniSearch's BM25+ score, given its inverse document frequency, each operation in its order, so
 * that the scores are the same to the last bit.
 */
function bm25(
  invDocFreq: number,
  termFreq: number,
  fieldLength: number,
  avgFieldLength: number,
): number {
  return (
    invDocFreq *
    (d + (termFreq * (k + 1)) / (termFreq + k * (1 - b + (b * fieldLength) / avgFieldLength)))
  );
}

/**
 * The scorer's arrays by record short id, sized to the index: what it reads for every posting, and
 * what it adds up per query. Made again when the index grows (it is filled in chunks) or the
 * document boost changes.
 */
interface RecordTables {
  documentCount: number;
  boostDocument: (id: number) => number;
  fieldCount: number;
  /** Each record's document boost. */
  documentBoosts: Float64Array;
  /** Each record's field lengths, at `shortId * fieldCount + fieldId`. */
  fieldLengths: Float64Array;
  /** Reused from query to query; only the entries a query touched are reset after it. */
  total: Float64Array;
  termSum: Float64Array;
  /** The query terms matched, MiniSearch's `quality`. */
  quality: Uint32Array;
  /** The last query term (from 1) and the last index term that added to each record. */
  lastQueryTerm: Uint32Array;
  lastIndexTerm: Uint32Array;
  matchedTerms: string[][];
}

function recordTablesOf(data: IndexInternals, boostDocument: (id: number) => number): RecordTables {
  const count = data.documentCount;
  const fieldCount = Object.keys(data.fieldIds).length;
  const documentBoosts = new Float64Array(count);
  const fieldLengths = new Float64Array(count * fieldCount);
  for (let shortId = 0; shortId < count; shortId += 1) {
    documentBoosts[shortId] = boostDocument(data.documentIds.get(shortId) as number);
    const lengths = data.fieldLengths.get(shortId) ?? [];
    for (let fieldId = 0; fieldId < fieldCount; fieldId += 1) {
      fieldLengths[shortId * fieldCount + fieldId] = lengths[fieldId] ?? 0;
    }
  }
  return {
    documentCount: count,
    boostDocument,
    fieldCount,
    documentBoosts,
    fieldLengths,
    total: new Float64Array(count),
    termSum: new Float64Array(count),
    quality: new Uint32Array(count),
    lastQueryTerm: new Uint32Array(count),
    lastIndexTerm: new Uint32Array(count),
    matchedTerms: [],
  };
}

/**
 * Scores records for query terms as `MiniSearch#search` does with prefix search and no fuzzy
 * search: the same scores, to the last bit, and the same order. MiniSearch makes a result object
 * and a match object for each posting of each term a prefix expands to (hundreds, for a short
 * prefix); this adds them up in arrays indexed by record, in MiniSearch's order of addition (a sum
 * in another order can differ in the last bit and reorder ties).
 */
export class TermScorer {
  /** The index's record data and the scratch arrays, for the document boost they were made with. */
  private tables: RecordTables | undefined;

  /** @param indexData The index's data as it is now: see `./minisearchInternals`. */
  constructor(private readonly indexData: () => IndexInternals) {}

  /** The records the query terms match, best first, as MiniSearch ranks them. */
  search(queryTerms: readonly string[], options: TermQueryOptions): ScoredRecord[] {
    const data = this.indexData();
    const tables = this.recordTables(data, options.boostDocument);
    const {total, termSum, quality, lastQueryTerm, lastIndexTerm, matchedTerms} = tables;
    // In the index's field order, as MiniSearch adds them up.
    const fields = Object.entries(data.fieldIds).map(([field, fieldId]) => ({
      fieldId,
      boost: options.boost[field] || 1,
    }));
    /** Records in the order MiniSearch first finds them: its order for equal scores. */
    const matched: number[] = [];
    /** The records the current query term has added to. */
    let touched: number[] = [];
    const termsCounted = new Set<string>();
    let queryTermCount = 0;
    let indexTermCount = 0;

    /** MiniSearch's `termResults`: one index term's postings, field by field. */
    const addTerm = (term: string, postings: TermPostings, weight: number, termBoost: number) => {
      // A term reached again from another query term adds to the score, not to the terms.
      const counted = termsCounted.has(term);
      termsCounted.add(term);
      indexTermCount += 1;
      for (const {fieldId, boost} of fields) {
        const frequencies = postings.get(fieldId);
        if (!frequencies) continue;
        const averageLength = data.averageFieldLengths[fieldId] ?? 0;
        const invDocFreq = inverseDocumentFrequency(frequencies.size, data.documentCount);
        // MiniSearch's product, left to right: its first three factors are the same for each posting.
        const termFactor = weight * termBoost * boost;
        frequencies.forEach((termFreq, shortId) => {
          const docBoost = tables.documentBoosts[shortId] ?? 0;
          if (!docBoost) return;
          const fieldLength = tables.fieldLengths[shortId * tables.fieldCount + fieldId] ?? 0;
          const score =
            termFactor * docBoost * bm25(invDocFreq, termFreq, fieldLength, averageLength);
          if (lastQueryTerm[shortId] === queryTermCount) {
            termSum[shortId] = (termSum[shortId] ?? 0) + score;
          } else {
            if (quality[shortId] === 0) {
              matched.push(shortId);
              matchedTerms[shortId] = [];
            }
            lastQueryTerm[shortId] = queryTermCount;
            termSum[shortId] = score;
            quality[shortId] = (quality[shortId] ?? 0) + 1;
            touched.push(shortId);
          }
          if (!counted && lastIndexTerm[shortId] !== indexTermCount) {
            lastIndexTerm[shortId] = indexTermCount;
            matchedTerms[shortId]?.push(term);
          }
        });
      }
    };

    for (const queryTerm of queryTerms) {
      queryTermCount += 1;
      touched = [];
      const termBoost = options.boostTerm(queryTerm);
      const exact = data.terms.get(queryTerm);
      if (exact) addTerm(queryTerm, exact, 1, termBoost);
      if (options.prefix(queryTerm)) {
        for (const [term, postings] of data.terms.atPrefix(queryTerm)) {
          const distance = term.length - queryTerm.length;
          if (!distance) continue;
          const weight = (options.prefixWeight * term.length) / (term.length + 0.3 * distance);
          addTerm(term, postings, weight, termBoost);
        }
      }
      // MiniSearch ORs the query terms' results: each term's sum adds to the total.
      for (const shortId of touched) {
        total[shortId] = (total[shortId] ?? 0) + (termSum[shortId] ?? 0);
      }
    }

    const found = matched.map((shortId) => ({
      id: data.documentIds.get(shortId) as number,
      score: (total[shortId] ?? 0) * (quality[shortId] ?? 0),
      terms: matchedTerms[shortId] ?? [],
    }));
    for (const shortId of matched) {
      total[shortId] = 0;
      quality[shortId] = 0;
      lastQueryTerm[shortId] = 0;
      lastIndexTerm[shortId] = 0;
    }
    // A stable sort, as MiniSearch's: equal scores keep the order found.
    return found.sort((a, b) => b.score - a.score);
  }

  private recordTables(data: IndexInternals, boostDocument: (id: number) => number): RecordTables {
    const tables = this.tables;
    if (tables?.documentCount === data.documentCount && tables.boostDocument === boostDocument) {
      return tables;
    }
    this.tables = recordTablesOf(data, boostDocument);
    return this.tables;
  }
}
