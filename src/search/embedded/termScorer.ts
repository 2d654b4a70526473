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
 * What the scorer reads for every posting, in arrays by short id rather than MiniSearch's maps:
 * made again when the index grows (it is filled in chunks) or the document boost changes.
 */
interface RecordTables {
  documentCount: number;
  boostDocument: (id: number) => number;
  fieldCount: number;
  /** Each record's document boost, by short id. */
  documentBoosts: Float64Array;
  /** Each record's field lengths, at `shortId * fieldCount + fieldId`. */
  fieldLengths: Float64Array;
}

function recordTablesOf(data: IndexInternals, boostDocument: (id: number) => number): RecordTables {
  const fieldCount = Object.keys(data.fieldIds).length;
  const documentBoosts = new Float64Array(data.documentCount);
  const fieldLengths = new Float64Array(data.documentCount * fieldCount);
  for (let shortId = 0; shortId < data.documentCount; shortId += 1) {
    documentBoosts[shortId] = boostDocument(data.documentIds.get(shortId) as number);
    const lengths = data.fieldLengths.get(shortId) ?? [];
    for (let fieldId = 0; fieldId < fieldCount; fieldId += 1) {
      fieldLengths[shortId * fieldCount + fieldId] = lengths[fieldId] ?? 0;
    }
  }
  return {
    documentCount: data.documentCount,
    boostDocument,
    fieldCount,
    documentBoosts,
    fieldLengths,
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
  /** Per record short id, reused from query to query; only the entries touched are reset. */
  private total = new Float64Array(0);
  private termSum = new Float64Array(0);
  /** The query terms matched, MiniSearch's `quality`. */
  private quality = new Uint32Array(0);
  /** The last query term (from 1) and the last index term that added to each record. */
  private lastQueryTerm = new Uint32Array(0);
  private lastIndexTerm = new Uint32Array(0);
  private matchedTerms: string[][] = [];
  /** The index's record data in arrays, for the document boost it was made with. */
  private tables: RecordTables | undefined;

  /** @param indexData The index's data as it is now: see `./minisearchInternals`. */
  constructor(private readonly indexData: () => IndexInternals) {}

  /** The records the query terms match, best first, as MiniSearch ranks them. */
  search(queryTerms: readonly string[], options: TermQueryOptions): ScoredRecord[] {
    const data = this.indexData();
    this.reserve(data.documentCount);
    const tables = this.recordTables(data, options.boostDocument);
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
          if (this.lastQueryTerm[shortId] === queryTermCount) {
            this.termSum[shortId] = (this.termSum[shortId] ?? 0) + score;
          } else {
            if (this.quality[shortId] === 0) {
              matched.push(shortId);
              this.matchedTerms[shortId] = [];
            }
            this.lastQueryTerm[shortId] = queryTermCount;
            this.termSum[shortId] = score;
            this.quality[shortId] = (this.quality[shortId] ?? 0) + 1;
            touched.push(shortId);
          }
          if (!counted && this.lastIndexTerm[shortId] !== indexTermCount) {
            this.lastIndexTerm[shortId] = indexTermCount;
            this.matchedTerms[shortId]?.push(term);
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
        this.total[shortId] = (this.total[shortId] ?? 0) + (this.termSum[shortId] ?? 0);
      }
    }

    const found = matched.map((shortId) => ({
      id: data.documentIds.get(shortId) as number,
      score: (this.total[shortId] ?? 0) * (this.quality[shortId] ?? 0),
      terms: this.matchedTerms[shortId] ?? [],
    }));
    for (const shortId of matched) this.reset(shortId);
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

  private reserve(documentCount: number) {
    if (this.total.length === documentCount) return;
    this.total = new Float64Array(documentCount);
    this.termSum = new Float64Array(documentCount);
    this.quality = new Uint32Array(documentCount);
    this.lastQueryTerm = new Uint32Array(documentCount);
    this.lastIndexTerm = new Uint32Array(documentCount);
    this.matchedTerms = [];
  }

  private reset(shortId: number) {
    this.total[shortId] = 0;
    this.quality[shortId] = 0;
    this.lastQueryTerm[shortId] = 0;
    this.lastIndexTerm[shortId] = 0;
  }
}
