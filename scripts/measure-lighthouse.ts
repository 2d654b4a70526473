/**
 * Runs Lighthouse (mobile preset) in Debian's Chromium on pages of a built site, served
 * gzip-compressed from loopback, and prints the four category scores and LCP, TBT and CLS of the
 * median run by performance score (scores vary by a few points between runs).
 *
 * With --against-stock it compares the build with the stock classic template of the same
 * Docusaurus version (created, installed and built once in ~/.cache/lexical-website, see
 * lib/stockSite.ts), both served gzip-compressed. Runs alternate (ours, stock, ours, stock…) so
 * that machine load affects both alike; it prints a Markdown table of performance, TBT, LCP and
 * JavaScript transferred per page and site, and TBT ours/stock twice: from the two medians, and
 * as the median (and range) of each round's ratio, which a drift in machine load between rounds
 * disturbs less. Pages the stock site lacks (the API reference) are measured for ours only.
 *
 * Both modes end with the host's CPU benchmark index as Lighthouse measured it: the same page
 * scores lower on a slower host, so scores from different machines or days do not compare.
 *
 * Usage: npm run measure:lighthouse -- [--build DIR] [--runs N] [--desktop] [--against-stock]
 *        [PATH ...]   (defaults: build/, 3 runs, / and /docs/intro)
 */
import {execFile} from 'node:child_process';
import {createRequire} from 'node:module';
import path from 'node:path';
import {parseArgs, promisify} from 'node:util';

import type {Result} from 'lighthouse';

import {chromiumLaunchOptions} from '../tests/chromium';
import {
  alternate,
  type ComparisonRow,
  formatComparison,
  hostSpeedLine,
  medianByPerformance,
  summarize,
} from './lib/lighthouseReport';
import {serveStatic} from './lib/staticServer';
import {ensureStockSite} from './lib/stockSite';

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

// Lighthouse runs as its own CLI process: tsx's transform would break the functions it
// serialises into the page.
const lighthouseCli = createRequire(import.meta.url).resolve('lighthouse/cli/index.js');

interface Options {
  runs: number;
  desktop: boolean;
}

async function runLighthouse(url: string, desktop: boolean): Promise<Result> {
  const chromeFlags = ['--headless=new', ...(chromiumLaunchOptions.args ?? [])].join(' ');
  const {stdout} = await promisify(execFile)(
    process.execPath,
    [
      lighthouseCli,
      url,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      `--chrome-flags=${chromeFlags}`,
      ...(desktop ? ['--preset=desktop'] : []),
    ],
    {
      env: {...process.env, CHROME_PATH: chromiumLaunchOptions.executablePath},
      maxBuffer: 256 * 1024 * 1024,
    },
  );
  return JSON.parse(stdout) as Result;
}

function printReport(pagePath: string, runs: number, lhr: Result): void {
  const scores = categories
    .map((id) => `${id} ${Math.round((lhr.categories[id]?.score ?? 0) * 100)}`)
    .join(', ');
  const metric = (id: string) => lhr.audits[id]?.displayValue ?? 'n/a';
  console.log(
    `${pagePath} (median of ${runs}): ${scores}; LCP ${metric('largest-contentful-paint')}, ` +
      `TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}`,
  );
  for (const id of categories) {
    const failing = Object.values(lhr.audits).filter(
      (audit) =>
        lhr.categories[id]?.auditRefs.some((ref) => ref.id === audit.id && ref.weight > 0) &&
        audit.score !== null &&
        audit.score < 0.9,
    );
    for (const audit of failing) {
      console.log(`  ${id}: ${audit.title} (${audit.displayValue ?? audit.score})`);
    }
  }
}

async function measureBuild(buildDir: string, pages: string[], options: Options): Promise<void> {
  const {url, server} = await serveStatic(buildDir);
  try {
    const allRuns: Result[] = [];
    for (const pagePath of pages) {
      const results: Result[] = [];
      for (let run = 0; run < options.runs; run += 1) {
        results.push(await runLighthouse(`${url}${pagePath}`, options.desktop));
      }
      printReport(pagePath, results.length, medianByPerformance(results));
      allRuns.push(...results);
    }
    console.log(hostSpeedLine(allRuns));
  } finally {
    server.close();
  }
}

async function compareWithStock(
  buildDir: string,
  pages: string[],
  options: Options,
): Promise<void> {
  const stockSite = ensureStockSite();
  const ours = await serveStatic(buildDir);
  const stock = await serveStatic(stockSite.buildDir);
  try {
    const rows: ComparisonRow[] = [];
    const allRuns: Result[] = [];
    for (const pagePath of pages) {
      const oursRuns = {label: 'ours', origin: ours.url, results: [] as Result[]};
      // The static server answers 404 for a page the stock site does not have.
      const stockRuns = (await fetch(`${stock.url}${pagePath}`, {method: 'HEAD'})).ok
        ? {label: 'stock', origin: stock.url, results: [] as Result[]}
        : undefined;
      const order = alternate(stockRuns ? [oursRuns, stockRuns] : [oursRuns], options.runs);
      for (const [index, site] of order.entries()) {
        const lhr = await runLighthouse(`${site.origin}${pagePath}`, options.desktop);
        site.results.push(lhr);
        allRuns.push(lhr);
        // Every run, not only the median, so that the spread between runs can be judged.
        const {performance, totalBlockingTimeMs} = summarize(lhr);
        console.error(
          `${pagePath}: run ${index + 1}/${order.length} (${site.label}): ` +
            `perf ${performance}, TBT ${Math.round(totalBlockingTimeMs)} ms`,
        );
      }
      rows.push({
        page: pagePath,
        ours: summarize(medianByPerformance(oursRuns.results)),
        stock: stockRuns && summarize(medianByPerformance(stockRuns.results)),
        // Runs alternate, so the nth run of each site make up round n.
        rounds: oursRuns.results.flatMap((oursRun, round) => {
          const stockRun = stockRuns?.results[round];
          return stockRun ? [{ours: summarize(oursRun), stock: summarize(stockRun)}] : [];
        }),
      });
    }
    console.log(
      `Ours: ${buildDir}; stock: Docusaurus ${stockSite.version} classic template; ` +
        `${options.desktop ? 'desktop' : 'mobile'}, median of ${options.runs} runs by performance score`,
    );
    console.log(formatComparison(rows).join('\n'));
    console.log(hostSpeedLine(allRuns));
  } finally {
    ours.server.close();
    stock.server.close();
  }
}

async function main(): Promise<void> {
  const {values, positionals} = parseArgs({
    options: {
      build: {type: 'string', default: 'build'},
      desktop: {type: 'boolean', default: false},
      runs: {type: 'string', default: '3'},
      'against-stock': {type: 'boolean', default: false},
    },
    allowPositionals: true,
  });
  const buildDir = path.resolve(values.build);
  const pages = positionals.length > 0 ? positionals : ['/', '/docs/intro'];
  const options = {runs: Number(values.runs), desktop: values.desktop};
  await (values['against-stock']
    ? compareWithStock(buildDir, pages, options)
    : measureBuild(buildDir, pages, options));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
