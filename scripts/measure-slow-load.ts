/**
 * Measures what a reader on a slow phone sees of built pages: when the first content is painted
 * and when the page has hydrated (React marks `<html data-has-hydrated>`), on Lighthouse's mobile
 * network (150 ms round trip, 1.6 Mbps down, 750 Kbps up) with the CPU slowed 4x, as DevTools
 * throttles them. Served gzip-compressed. With --against, a second build is measured in
 * alternating runs (ours, other, ours, other…), so that a change in machine load falls on both.
 *
 * Usage: npm run measure:slow-load -- [--build DIR] [--against DIR] [--runs N] [PATH ...]
 *        (default: build/, 5 runs, /docs/api/classes/lexical.LexicalEditor)
 */
import path from 'node:path';
import {parseArgs} from 'node:util';

import {type Browser, chromium} from '@playwright/test';

import {chromiumLaunchOptions} from '../tests/chromium';
import {alternate, median} from './lib/lighthouseReport';
import {serveStatic} from './lib/staticServer';

/** Lighthouse's mobile throttling (its `throttling` defaults), in DevTools' units. */
const slowNetwork = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6384 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const cpuSlowdown = 4;

interface LoadTimes {
  firstContentfulPaintMs: number;
  hydratedMs: number;
}

/** One cold load of a page: a new context, so nothing is cached. */
async function loadOnce(browser: Browser, url: string): Promise<LoadTimes> {
  const context = await browser.newContext({viewport: {width: 412, height: 823}});
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', slowNetwork);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: cpuSlowdown});
    await page.addInitScript(() => {
      // The init script runs before the parser has made <html>: watch the whole document.
      new MutationObserver((_records, observer) => {
        if (document.documentElement.dataset.hasHydrated === 'true') {
          performance.mark('hydrated');
          observer.disconnect();
        }
      }).observe(document, {
        attributes: true,
        subtree: true,
        attributeFilter: ['data-has-hydrated'],
      });
    });
    await page.goto(url);
    await page.waitForSelector('html[data-has-hydrated="true"]', {timeout: 120_000});
    return await page.evaluate(() => ({
      firstContentfulPaintMs:
        performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      hydratedMs: performance.getEntriesByName('hydrated')[0]?.startTime ?? Number.NaN,
    }));
  } finally {
    await context.close();
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

function report(label: string, times: readonly LoadTimes[]): string {
  const paints = times.map((time) => time.firstContentfulPaintMs);
  const hydrations = times.map((time) => time.hydratedMs);
  return (
    `  ${label}: first contentful paint ${seconds(median(paints))} ` +
    `(${paints.map(seconds).join(', ')}); hydrated ${seconds(median(hydrations))} ` +
    `(${hydrations.map(seconds).join(', ')})`
  );
}

async function main(): Promise<void> {
  const {values, positionals} = parseArgs({
    options: {
      build: {type: 'string', default: 'build'},
      against: {type: 'string'},
      runs: {type: 'string', default: '5'},
    },
    allowPositionals: true,
  });
  const buildDirs = [values.build, ...(values.against ? [values.against] : [])].map((dir) =>
    path.resolve(dir),
  );
  const servers = await Promise.all(buildDirs.map((dir) => serveStatic(dir)));
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const pages =
      positionals.length > 0 ? positionals : ['/docs/api/classes/lexical.LexicalEditor'];
    for (const pagePath of pages) {
      const times = buildDirs.map((): LoadTimes[] => []);
      for (const site of alternate(
        buildDirs.map((_dir, index) => index),
        Number(values.runs),
      )) {
        times[site]?.push(await loadOnce(browser, `${servers[site]?.url}${pagePath}`));
      }
      console.log(`${pagePath} (median of ${values.runs}, each run in brackets)`);
      buildDirs.forEach((dir, index) => {
        console.log(report(dir, times[index] ?? []));
      });
    }
  } finally {
    await browser.close();
    for (const {server} of servers) server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
