/**
 * Measures the embedded docs search on the built site, in Chromium:
 *
 * - quality: each set of labelled queries (../shared/search/dev-queries.json and
 *   tests/search/github-queries.json, or the one --queries FILE) is answered by the real engine over
 *   the real built index, with the modal's request (docs context filters, 20 hits, hits nested under
 *   page titles), and ranked in the order the modal displays them. Reports, per set, top-1, top-3,
 *   mean reciprocal rank and the zero-result rate, top-3 by kind, and the misses, each also with
 *   its position as the engine ranked it (before the modal groups hits by top-level section);
 * - speed: every query is typed a character at a time and each keystroke's search is timed
 *   (p50 / p95, and the slowest keystrokes named), plus the time to build the engine from the
 *   index; quality is also reported for the engine over the lead words alone, which answers until
 *   the whole texts have loaded;
 * - typing: the first queries are typed in the built site's modal, at 1x and 4x CPU throttling,
 *   one key at a time: per keystroke, the time from the key until the results list shows its
 *   answer (split at the worker's answer arriving in the page), and the engine's time in the
 *   search worker; then as fast as keys go; the longest main-thread task over both is reported
 *   (see ./lib/modalTyping.ts);
 * - bytes: the site is served gzip-compressed over a throttled link; the search button is hovered
 *   and a query typed in the modal, and the gzip bytes of the index files and the scripts fetched
 *   before the first result shows are summed; the whole texts, fetched after it in the background,
 *   are listed apart. No search file may load before the hover.
 *
 * Usage: npm run bench:search -- [--build DIR] [--queries FILE]   (run `npm run build` first)
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {gzipSync} from 'node:zlib';

import {chromium, type Page, type Request} from '@playwright/test';
import {build} from 'esbuild';

import {searchIndexDirectory} from '../src/search/indexFormat';
import {chromiumLaunchOptions} from '../tests/chromium';
import {readBuiltSearchIndex} from './lib/builtSearchIndex';
import {measureModalTyping, type TypingMeasurement} from './lib/modalTyping';
import type {EngineMeasurement, LabelledQuery, QueryOutcome} from './lib/searchBenchEntry';
import {serveStatic} from './lib/staticServer';

/** The modal's request on a docs page (spec §7), as DocSearch 3.9 sends it. */
const modalRequest = {
  indexName: 'lexical_docs',
  hitsPerPage: 20,
  attributesToSnippet: ['hierarchy.lvl1:10', 'content:10'],
  facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
};

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
const kilobytes = (bytes: number): string => `${(bytes / 1024).toFixed(1)} kB`;
const percent = (x: number): string => `${(x * 100).toFixed(1)}%`;

async function bundleEngine(): Promise<string> {
  const result = await build({
    entryPoints: [path.join(import.meta.dirname, 'lib/searchBenchEntry.ts')],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    minify: true,
    write: false,
  });
  return result.outputFiles[0]?.text ?? '';
}

/** Quality and per-keystroke latency, from the engine running in the page. */
async function measureEngine(
  page: Page,
  indexJson: string,
  queries: LabelledQuery[],
): Promise<EngineMeasurement> {
  await page.addScriptTag({content: await bundleEngine()});
  return page.evaluate((args) => window.measureSearchEngine(...args), [
    indexJson,
    queries,
    modalRequest,
  ] as const);
}

/**
 * The link the search files come over once the button is hovered: Lighthouse's mobile one (1.6
 * Mbps down, 750 kbps up, 150 ms round trip), so that the timings are a reader's, not localhost's.
 */
const slowLink = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const slowLinkName = '1.6 Mbps, 150 ms';

interface FetchedFile {
  url: string;
  bytes: number;
}

/**
 * What the static server sends for a built file: its gzip at the server's level. Read from the
 * build rather than from the browser, which reports no body size for a worker's own script.
 */
function servedBytes(buildDir: string, urlPath: string): number {
  return gzipSync(readFileSync(path.join(buildDir, decodeURIComponent(urlPath))), {level: 9})
    .length;
}

/**
 * Gzip bytes of the files fetched from the hover until the modal shows its first result, and of
 * those fetched after it, in the background (the whole texts). A request started before the
 * hover is not search's: a route prefetch may still be under way when the hover comes.
 */
async function measureFirstResultBytes(page: Page, siteUrl: string, buildDir: string) {
  const fetched: FetchedFile[] = [];
  const afterFirstResult: FetchedFile[] = [];
  let stage: 'before hover' | 'before first result' | 'after first result' = 'before hover';
  const early: string[] = [];
  const startedBeforeHover = new WeakSet<Request>();
  page.on('request', (request) => {
    if (stage === 'before hover') startedBeforeHover.add(request);
  });
  page.on('requestfinished', (request) => {
    const url = new URL(request.url()).pathname;
    if (startedBeforeHover.has(request)) {
      if (url.includes(searchIndexDirectory)) early.push(url);
      return;
    }
    const list = stage === 'before first result' ? fetched : afterFirstResult;
    list.push({url, bytes: servedBytes(buildDir, url)});
  });
  const textsFetched = page.waitForEvent('requestfinished', (request) =>
    /\/texts\.[0-9a-f]+\.json$/.test(request.url()),
  );
  await page.goto(`${siteUrl}/docs/intro`);
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  await page.waitForLoadState('networkidle');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', slowLink);
  stage = 'before first result';
  const started = Date.now();
  await page.getByRole('button', {name: 'Search'}).first().hover();
  await page.getByRole('button', {name: 'Search'}).first().click();
  await page.getByPlaceholder('Search docs').fill('editor state');
  await page.locator('.DocSearch-Hit').first().waitFor();
  stage = 'after first result';
  const firstResultMs = Date.now() - started;
  await textsFetched;
  const textsMs = Date.now() - started;
  return {fetched, afterFirstResult, early, firstResultMs, textsMs};
}

/** Queries typed in the modal: enough keystrokes for a p95, few enough to type at 4x in a minute. */
const typedQueryCount = 30;
/** The CPU throttling rates typed at: a desktop's, and a mid-range phone's (Lighthouse's). */
const typingRates = [1, 4];

/** The sets measured when no --queries is given: the development set and the real users' one. */
const defaultQueryFiles = [
  path.join(import.meta.dirname, '../../shared/search/dev-queries.json'),
  path.join(import.meta.dirname, '../tests/search/github-queries.json'),
];

interface QuerySet {
  name: string;
  queries: LabelledQuery[];
}

function readQuerySet(file: string): QuerySet {
  const {queries} = JSON.parse(readFileSync(file, 'utf8')) as {queries: LabelledQuery[]};
  return {name: path.basename(file, '.json'), queries};
}

/** One set's outcomes over the whole texts and over the lead words alone. */
interface SetResult {
  set: QuerySet;
  outcomes: QueryOutcome[];
  leadWords: QueryOutcome[];
}

/**
 * The engine answers all sets in one run (so that latency and build time are measured once);
 * its outcomes come back in query order and are cut back into the sets here.
 */
function splitBySet(
  sets: readonly QuerySet[],
  wholeTexts: EngineMeasurement,
  leadWords: EngineMeasurement,
): SetResult[] {
  let start = 0;
  return sets.map((set) => {
    const end = start + set.queries.length;
    const result = {
      set,
      outcomes: wholeTexts.outcomes.slice(start, end),
      leadWords: leadWords.outcomes.slice(start, end),
    };
    start = end;
    return result;
  });
}

async function main(): Promise<void> {
  const {values} = parseArgs({
    options: {
      build: {type: 'string', default: 'build'},
      queries: {type: 'string'},
    },
  });
  const buildDir = path.resolve(values.build);
  const builtIndex = readBuiltSearchIndex(buildDir);
  const sets = (values.queries === undefined ? defaultQueryFiles : [values.queries]).map(
    readQuerySet,
  );
  const queries = sets.flatMap((set) => set.queries);

  const {url: siteUrl, server} = await serveStatic(buildDir);
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const wholeTexts = await measureEngine(
      await browser.newPage(),
      JSON.stringify(builtIndex.wholeTexts),
      queries,
    );
    const leadWords = await measureEngine(
      await browser.newPage(),
      JSON.stringify(builtIndex.leadWords),
      queries,
    );
    const bytes = await measureFirstResultBytes(await browser.newPage(), siteUrl, buildDir);
    const typed = queries.slice(0, typedQueryCount).map((query) => query.q);
    const typing: TypingMeasurement[] = [];
    for (const rate of typingRates) {
      typing.push(await measureModalTyping(await browser.newPage(), siteUrl, typed, rate));
    }

    for (const result of splitBySet(sets, wholeTexts, leadWords)) reportSet(result);
    report(wholeTexts, leadWords, bytes);
    reportTyping(typed, typing);
  } finally {
    await browser.close();
    server.close();
  }
}

interface Quality {
  top1: number;
  top3: number;
  mrr: number;
  zeroResults: number;
}

function qualityOf(outcomes: readonly QueryOutcome[]): Quality {
  const share = (test: (o: QueryOutcome) => boolean) =>
    outcomes.filter(test).length / outcomes.length;
  return {
    top1: share((o) => o.rank === 0),
    top3: share((o) => inFirst3(o.rank)),
    mrr:
      outcomes.reduce((sum, o) => sum + (o.rank >= 0 ? 1 / (o.rank + 1) : 0), 0) / outcomes.length,
    zeroResults: share((o) => o.hits === 0),
  };
}

const qualityLine = ({top1, top3, mrr, zeroResults}: Quality): string =>
  `top-1 ${percent(top1)}   top-3 ${percent(top3)}   MRR ${mrr.toFixed(3)}   zero-result ${percent(zeroResults)}`;

/** Whether a 0-based position (-1: not found) is among the first 3. */
const inFirst3 = (rank: number): boolean => rank >= 0 && rank < 3;
// dev-queries.json leaves most entries without a kind; they are counted together.
const kindOf = (query: LabelledQuery): string => query.kind ?? 'unlabelled';

/** Top-3 share per kind, in the order the kinds first appear in the set. */
function kindLines(queries: readonly LabelledQuery[], outcomes: readonly QueryOutcome[]) {
  const byKind = new Map<string, {found: number; total: number}>();
  queries.forEach((query, i) => {
    const counts = byKind.get(kindOf(query)) ?? {found: 0, total: 0};
    const outcome = outcomes[i];
    counts.total += 1;
    if (outcome !== undefined && inFirst3(outcome.rank)) counts.found += 1;
    byKind.set(kindOf(query), counts);
  });
  return [...byKind].map(
    ([kind, {found, total}]) =>
      `${kind.padEnd(10)} ${`${found}/${total}`.padStart(7)}   ${percent(found / total)}`,
  );
}

/** Where the first expected page landed: its position, or that it was not among the hits. */
const rankLabel = (rank: number, hits: number): string =>
  rank < 0 ? (hits === 0 ? 'no hits' : 'not shown') : `#${rank + 1}`;

function reportSet({set, outcomes, leadWords}: SetResult): void {
  console.log(
    `Search quality: ${set.name} (${outcomes.length} labelled queries, modal display order)`,
  );
  console.log(`  ${qualityLine(qualityOf(outcomes))}`);
  console.log(
    `  before the whole texts arrive (lead words only): ${qualityLine(qualityOf(leadWords))}`,
  );
  console.log('  top-3 by kind');
  for (const line of kindLines(set.queries, outcomes)) console.log(`    ${line}`);
  const misses = set.queries.flatMap((query, i) => {
    const outcome = outcomes[i];
    return outcome === undefined || inFirst3(outcome.rank) ? [] : [{query, outcome}];
  });
  console.log(`  misses: ${misses.length} (no expected page among the first 3 hits)`);
  const byGrouping = misses.filter(({outcome}) => inFirst3(outcome.rankedRank));
  console.log(
    `  of which ${byGrouping.length} are among the first 3 as the engine ranked them, and moved ` +
      'down when the modal grouped the hits by top-level section',
  );
  for (const {query, outcome} of misses) {
    console.log(
      `    ${JSON.stringify(query.q)} [${kindOf(query)}], first expected ${rankLabel(outcome.rank, outcome.hits)}` +
        ` (as ranked: ${rankLabel(outcome.rankedRank, outcome.hits)})`,
    );
    console.log(`      expected ${query.expect.join('  |  ')}`);
    console.log(`      shown    ${outcome.shown.join(', ') || '(nothing)'}`);
  }
}

const totalOf = (files: readonly FetchedFile[]): string =>
  kilobytes(files.reduce((sum, f) => sum + f.bytes, 0));

/** The slowest keystrokes named in the report: where the engine's p95 comes from. */
const slowestKeystrokesShown = 8;

function report(
  wholeTexts: EngineMeasurement,
  leadWords: EngineMeasurement,
  bytes: Awaited<ReturnType<typeof measureFirstResultBytes>>,
): void {
  const {outcomes, keystrokes} = wholeTexts;
  const sorted = keystrokes.map(({ms}) => ms).sort((a, b) => a - b);
  const isSearchFile = (f: FetchedFile) => /search-index|\.js$/.test(f.url);

  // Not the modal's conditions: no worker, no page around it, every prefix of every query.
  console.log(
    `Speed (the engine alone, on a Chromium page's main thread, ${outcomes.length} queries, ${keystrokes.length} keystrokes)`,
  );
  console.log(
    `  per keystroke p50 ${percentile(sorted, 50).toFixed(2)} ms   p95 ${percentile(sorted, 95).toFixed(2)} ms   max ${(sorted.at(-1) ?? 0).toFixed(2)} ms`,
  );
  const slowest = [...keystrokes].sort((a, b) => b.ms - a.ms).slice(0, slowestKeystrokesShown);
  console.log(
    `  slowest: ${slowest.map(({typed, ms}) => `${JSON.stringify(typed)} ${ms.toFixed(1)} ms`).join(', ')}`,
  );
  console.log(
    `  engine built in ${leadWords.buildMs.toFixed(0)} ms from the lead words, ${wholeTexts.buildMs.toFixed(0)} ms from the whole texts (in the background, in chunks)`,
  );
  console.log('Bytes fetched from hover to first result (gzip, as served)');
  for (const f of bytes.fetched.filter(isSearchFile)) {
    console.log(`  ${kilobytes(f.bytes).padStart(9)}  ${f.url}`);
  }
  const indexFiles = bytes.fetched.filter((f) => f.url.includes(searchIndexDirectory));
  console.log(
    `  index ${totalOf(indexFiles)}, scripts ${totalOf(bytes.fetched.filter((f) => f.url.endsWith('.js')))} (DocSearch's modal, the search client, the worker and the engine it loads); first result after ${bytes.firstResultMs} ms (${slowLinkName})`,
  );
  console.log('Then, in the background');
  for (const f of bytes.afterFirstResult.filter(isSearchFile)) {
    console.log(`  ${kilobytes(f.bytes).padStart(9)}  ${f.url}`);
  }
  console.log(`  whole texts loaded after ${bytes.textsMs} ms (${slowLinkName})`);
  console.log(
    `  search files fetched before the hover: ${bytes.early.length === 0 ? 'none' : bytes.early.join(', ')}`,
  );
}

/** p50 and p95 of a list of times. */
function spread(times: readonly number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(1)} ms   p95 ${percentile(sorted, 95).toFixed(1)} ms`;
}

function reportTyping(typed: readonly string[], typing: readonly TypingMeasurement[]): void {
  const keystrokes = typing[0]?.inputToResultsMs.length ?? 0;
  console.log(
    `Typing in the modal (Chromium, ${typed.length} queries, ${keystrokes} keystrokes one at a time, then each query as fast as keys go)`,
  );
  for (const t of typing) {
    console.log(`  ${t.rate}x CPU`);
    console.log(
      `    input to results ${spread(t.inputToResultsMs)}   (aim at 1x: p95 ≤ 16 ms; ${t.unchangedRenders} answers changed nothing shown, timed to their arrival)`,
    );
    console.log(
      `      of which: key to the worker's answer ${spread(t.inputToAnswerMs)}, answer to results shown ${spread(t.answerToResultsMs)}`,
    );
    console.log(`    engine in the worker ${spread(t.engineMs)}`);
    console.log(
      `    longest main-thread task ${t.longestTaskMs.toFixed(0)} ms, ${t.longTasks} over 50 ms   (aim at 4x: none)`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
