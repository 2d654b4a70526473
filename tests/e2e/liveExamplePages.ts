import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {attributeValues} from './htmlAttributes';

/** A built page and the live examples it holds, in page order. */
export interface LiveExamplePage {
  path: string;
  examples: string[];
}

// Playwright runs from the repository root (where playwright.config.ts is).
const buildDir = path.resolve('build');

/**
 * Every page of the production build that holds a live example, found by the frame's
 * `data-live-example` attribute in its HTML: the list comes from the build, not from a hand-kept
 * list, so an example added to any page is tested.
 */
export function liveExamplePages(): LiveExamplePage[] {
  const pages: LiveExamplePage[] = [];
  const files = readdirSync(buildDir, {recursive: true, encoding: 'utf8'}).filter((file) =>
    file.endsWith('.html'),
  );
  for (const file of files.sort()) {
    const html = readFileSync(path.join(buildDir, file), 'utf8');
    const examples = attributeValues(html, 'figure', 'data-live-example');
    if (examples.length === 0) continue;
    const pagePath = `/${file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
    pages.push({path: pagePath, examples});
  }
  return pages;
}
