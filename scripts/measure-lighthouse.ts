/**
 * Runs Lighthouse (mobile preset) in Debian's Chromium on pages of a built site, served
 * gzip-compressed from loopback, and prints the four category scores and LCP, TBT and CLS of the
 * median run by performance score (scores vary by a few points between runs).
 *
 * Usage: npm run measure:lighthouse -- [--build DIR] [--runs N] [--desktop] [PATH ...]
 *        (defaults: build/, 3 runs, / and /docs/intro)
 */
import {execFile} from 'node:child_process';
import {createRequire} from 'node:module';
import path from 'node:path';
import {parseArgs, promisify} from 'node:util';

import type {Result} from 'lighthouse';

import {chromiumLaunchOptions} from '../tests/chromium';
import {serveStatic} from './lib/staticServer';

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

// Lighthouse runs as its own CLI process: tsx's transform would break the functions it
// serialises into the page.
const lighthouseCli = createRequire(import.meta.url).resolve('lighthouse/cli/index.js');

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

async function main(): Promise<void> {
  const {values, positionals} = parseArgs({
    options: {
      build: {type: 'string', default: 'build'},
      desktop: {type: 'boolean', default: false},
      runs: {type: 'string', default: '3'},
    },
    allowPositionals: true,
  });
  const {url, server} = await serveStatic(path.resolve(values.build));
  try {
    for (const pagePath of positionals.length > 0 ? positionals : ['/', '/docs/intro']) {
      const results: Result[] = [];
      for (let run = 0; run < Number(values.runs); run += 1) {
        results.push(await runLighthouse(`${url}${pagePath}`, values.desktop));
      }
      const byPerformance = results.sort(
        (a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0),
      );
      const lhr = byPerformance[Math.floor(byPerformance.length / 2)];
      if (!lhr) {
        throw new Error('--runs must be at least 1');
      }
      const scores = categories
        .map((id) => `${id} ${Math.round((lhr.categories[id]?.score ?? 0) * 100)}`)
        .join(', ');
      const metric = (id: string) => lhr.audits[id]?.displayValue ?? 'n/a';
      console.log(
        `${pagePath} (median of ${results.length}): ${scores}; LCP ${metric('largest-contentful-paint')}, ` +
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
  } finally {
    server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
