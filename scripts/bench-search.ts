/**
 * Measures the embedded docs search on the built site, in Chromium:
 *
 * - quality: the labelled queries of ../shared/search/dev-queries.json (or --queries FILE) are
 *   answered by the real engine over the real built index, with the modal's request (docs context
 *   filters, 20 hits, hits nested under page titles), and ranked in the order the modal displays
 *   them. Reports top-1, top-3, mean reciprocal rank and the zero-result rate;
 * - speed: every query is typed a character at a time and each keystroke's search is timed
 *   (p50 / p95), plus the time to build the engine from the index;
 * - bytes: the site is served gzip-compressed; the search button is hovered and a query typed in
 *   the modal, and the gzip bytes of the index, manifest and engine code fetched before the first
 *   result shows are summed. Nothing of them may load before the hover.
 *
 * Usage: npm run bench:search -- [--build DIR] [--queries FILE]   (run `npm run build` first)
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';

import {chromium, type Page} from '@playwright/test';
import {build} from 'esbuild';

import {
  searchIndexDirectory,
  type SearchManifest,
  searchManifestFileName,
} from '../src/search/indexFormat';
import {chromiumLaunchOptions} from '../tests/chromium';
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

/** Gzip bytes of search files fetched from the hover until the modal shows its first result. */
async function measureFirstResultBytes(page: Page, siteUrl: string) {
  const fetched: {url: string; bytes: number}[] = [];
  let hovered = false;
  const early: string[] = [];
  page.on('requestfinished', (request) => {
    void request.sizes().then((sizes) => {
      const url = new URL(request.url()).pathname;
      if (!hovered) {
        if (url.includes(searchIndexDirectory)) early.push(url);
        return;
      }
      fetched.push({url, bytes: sizes.responseBodySize + sizes.responseHeadersSize});
    });
  });
  await page.goto(`${siteUrl}/docs/intro`);
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  await page.waitForLoadState('networkidle');
  hovered = true;
  const started = Date.now();
  await page.getByRole('button', {name: 'Search'}).first().hover();
  await page.getByRole('button', {name: 'Search'}).first().click();
  await page.getByPlaceholder('Search docs').fill('editor state');
  await page.locator('.DocSearch-Hit').first().waitFor();
  const firstResultMs = Date.now() - started;
  return {fetched, early, firstResultMs};
}

async function main(): Promise<void> {
  const {values} = parseArgs({
    options: {
      build: {type: 'string', default: 'build'},
      queries: {
        type: 'string',
        default: path.join(import.meta.dirname, '../../shared/search/dev-queries.json'),
      },
    },
  });
  const buildDir = path.resolve(values.build);
  const manifestFile = path.join(buildDir, searchIndexDirectory, searchManifestFileName);
  if (!existsSync(manifestFile)) {
    throw new Error(`No search index in ${buildDir}: run \`npm run build\` first.`);
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as SearchManifest;
  const indexJson = readFileSync(path.join(buildDir, searchIndexDirectory, manifest.index), 'utf8');
  const queries = (JSON.parse(readFileSync(values.queries, 'utf8')) as {queries: LabelledQuery[]})
    .queries;

  const {url: siteUrl, server} = await serveStatic(buildDir);
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const enginePage = await browser.newPage();
    const {buildMs, outcomes, keystrokeMs} = await measureEngine(enginePage, indexJson, queries);
    const bytes = await measureFirstResultBytes(await browser.newPage(), siteUrl);

    report(outcomes, keystrokeMs, buildMs, bytes);
  } finally {
    await browser.close();
    server.close();
  }
}

function report(
  outcomes: QueryOutcome[],
  keystrokeMs: number[],
  buildMs: number,
  bytes: Awaited<ReturnType<typeof measureFirstResultBytes>>,
): void {
  const n = outcomes.length;
  const top1 = outcomes.filter((o) => o.rank === 0).length / n;
  const top3 = outcomes.filter((o) => o.rank >= 0 && o.rank < 3).length / n;
  const mrr = outcomes.reduce((sum, o) => sum + (o.rank >= 0 ? 1 / (o.rank + 1) : 0), 0) / n;
  const zero = outcomes.filter((o) => o.hits === 0).length / n;
  const sorted = [...keystrokeMs].sort((a, b) => a - b);
  const searchBytes = bytes.fetched.filter((f) => /search-index|\.js$/.test(f.url));

  console.log(`Search quality (${n} labelled queries, modal display order)`);
  console.log(
    `  top-1 ${percent(top1)}   top-3 ${percent(top3)}   MRR ${mrr.toFixed(3)}   zero-result ${percent(zero)}`,
  );
  for (const o of outcomes.filter((o) => o.rank !== 0)) {
    console.log(
      `  ${o.rank < 0 ? 'miss ' : `#${o.rank + 1}   `} ${JSON.stringify(o.q)} → ${o.shown.join(', ')}`,
    );
  }
  console.log(`Speed (Chromium, ${keystrokeMs.length} keystrokes)`);
  console.log(
    `  per keystroke p50 ${percentile(sorted, 50).toFixed(2)} ms   p95 ${percentile(sorted, 95).toFixed(2)} ms   max ${(sorted.at(-1) ?? 0).toFixed(2)} ms`,
  );
  console.log(`  engine built from the index in ${buildMs.toFixed(0)} ms`);
  console.log('Bytes fetched from hover to first result (gzip, as served)');
  for (const f of searchBytes) console.log(`  ${kilobytes(f.bytes).padStart(9)}  ${f.url}`);
  console.log(
    `  total ${kilobytes(searchBytes.reduce((sum, f) => sum + f.bytes, 0))}; first result after ${bytes.firstResultMs} ms`,
  );
  console.log(
    `  search files fetched before the hover: ${bytes.early.length === 0 ? 'none' : bytes.early.join(', ')}`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
