/**
 * Measures the JavaScript a visitor downloads on the first load of pages of a built site: every
 * script Chromium fetches until the network is idle, raw and gzip-compressed (level 9, as a CDN
 * would serve it). Compare builds by pointing --build at each.
 *
 * Usage: npm run measure:first-load -- [--build DIR] [PATH ...]   (default: build/, /docs/intro)
 */
import path from 'node:path';
import {parseArgs} from 'node:util';
import {gzipSync} from 'node:zlib';

import {chromium} from '@playwright/test';

import {chromiumLaunchOptions} from '../tests/chromium';
import {serveStatic} from './lib/staticServer';

interface ScriptSize {
  url: string;
  raw: number;
  gzip: number;
}

const kilobytes = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

async function main(): Promise<void> {
  const {values, positionals} = parseArgs({
    options: {build: {type: 'string', default: 'build'}},
    allowPositionals: true,
  });
  const {url, server} = await serveStatic(path.resolve(values.build));
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    for (const pagePath of positionals.length > 0 ? positionals : ['/docs/intro']) {
      const page = await browser.newPage();
      const scripts: Promise<ScriptSize>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') {
          scripts.push(
            response.body().then((body) => ({
              url: new URL(response.url()).pathname,
              raw: body.length,
              gzip: gzipSync(body, {level: 9}).length,
            })),
          );
        }
      });
      await page.goto(`${url}${pagePath}`, {waitUntil: 'networkidle'});
      const sizes = await Promise.all(scripts);
      await page.close();
      const raw = sizes.reduce((sum, script) => sum + script.raw, 0);
      const gzip = sizes.reduce((sum, script) => sum + script.gzip, 0);
      console.log(
        `${pagePath}: ${sizes.length} scripts, ${kilobytes(raw)} raw, ${kilobytes(gzip)} gzip`,
      );
      for (const script of sizes) {
        console.log(
          `  ${script.url}  ${kilobytes(script.raw)} raw, ${kilobytes(script.gzip)} gzip`,
        );
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
