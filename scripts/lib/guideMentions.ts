import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

import type {GuideMention} from './apiChanges';

/** The guide pages of a docs folder: its Markdown and MDX, less the generated API reference. */
function guidePages(docsDir: string): string[] {
  return readdirSync(docsDir, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file) && !file.startsWith(`api${path.sep}`))
    .sort();
}

const identifierChar = /[\w$]/;

/** Whether `name` occurs in `text` as a whole identifier (not inside a longer one). */
export function mentions(text: string, name: string): boolean {
  for (let at = text.indexOf(name); at !== -1; at = text.indexOf(name, at + 1)) {
    const before = text[at - 1];
    const after = text[at + name.length];
    if (!(before && identifierChar.test(before)) && !(after && identifierChar.test(after))) {
      return true;
    }
  }
  return false;
}

/** The guide pages under `siteDir/docs` that name any of `symbols`, in prose or code. */
export function guideMentions(siteDir: string, symbols: ReadonlySet<string>): GuideMention[] {
  const docsDir = path.join(siteDir, 'docs');
  return guidePages(docsDir).flatMap((file) => {
    const text = readFileSync(path.join(docsDir, file), 'utf8');
    const found = [...symbols].filter((symbol) => mentions(text, symbol));
    return found.length > 0
      ? [{page: path.posix.join('docs', file.split(path.sep).join('/')), symbols: found.sort()}]
      : [];
  });
}
