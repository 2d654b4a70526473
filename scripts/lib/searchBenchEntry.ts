/**
 * What `npm run bench:search` runs inside Chromium: the embedded engine's own modules, bundled as
 * they are, and the measurement that drives them, exposed on `window` for the benchmark page.
 */
import {answerQuery, type SearchRequest} from '../../src/search/embedded/answerQueries';
import {SearchEngine} from '../../src/search/embedded/engine';
import type {SearchIndexFile} from '../../src/search/indexFormat';
import {toDocSearchRecords} from '../../src/search/toDocSearchRecords';
import {docSearchDisplayOrder} from './docSearchDisplayOrder';

export interface LabelledQuery {
  q: string;
  /** Regular expressions, one of which should match a path among the first 3 hits shown. */
  expect: string[];
  kind?: string;
}

export interface QueryOutcome {
  q: string;
  /** 0-based position of the first expected hit in display order, or -1. */
  rank: number;
  /**
   * The same position in the hits as the engine ranked them (page-title rows included), before
   * the modal groups them by top-level section; or -1.
   */
  rankedRank: number;
  hits: number;
  /** Paths of the first 3 hits shown. */
  shown: string[];
}

export interface EngineMeasurement {
  buildMs: number;
  outcomes: QueryOutcome[];
  /** Each keystroke of each query: the text typed so far, and the time to answer it. */
  keystrokes: TimedKeystroke[];
}

export interface TimedKeystroke {
  typed: string;
  ms: number;
}

/**
 * Builds the engine from the index, answers each labelled query as the modal asks it, ranks the
 * hits in display order, then times every keystroke of every query.
 */
function measureEngine(
  indexJson: string,
  queries: LabelledQuery[],
  request: Omit<SearchRequest, 'query'>,
): EngineMeasurement {
  const started = performance.now();
  const engine = new SearchEngine(toDocSearchRecords(JSON.parse(indexJson) as SearchIndexFile));
  const buildMs = performance.now() - started;
  const ask = (query: string) => answerQuery(engine, {...request, query}, {forModal: true});

  const pathOf = (hit: {url: string}) => new URL(hit.url).pathname;
  const outcomes = queries.map(({q, expect}): QueryOutcome => {
    const response = ask(q);
    const shown = docSearchDisplayOrder(response.hits).map(pathOf);
    const patterns = expect.map((pattern) => new RegExp(pattern));
    const firstExpected = (paths: string[]) =>
      paths.findIndex((path) => patterns.some((pattern) => pattern.test(path)));
    return {
      q,
      rank: firstExpected(shown),
      rankedRank: firstExpected(response.hits.map(pathOf)),
      hits: response.nbHits,
      shown: shown.slice(0, 3),
    };
  });

  const keystrokes: TimedKeystroke[] = [];
  for (const {q} of queries) {
    for (let length = 1; length <= q.length; length += 1) {
      const typed = q.slice(0, length);
      const before = performance.now();
      ask(typed);
      keystrokes.push({typed, ms: performance.now() - before});
    }
  }
  return {buildMs, outcomes, keystrokes};
}

declare global {
  interface Window {
    measureSearchEngine: typeof measureEngine;
  }
}

window.measureSearchEngine = measureEngine;
