import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

import type {Code} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {visit} from 'unist-util-visit';

const siteDir = path.resolve(import.meta.dirname, '../../../..');
// The guides and posts written by hand; the API reference is generated and absent before a build.
const generated = new Set(['docs/api']);

function markdownFiles(directory: string): string[] {
  return readdirSync(path.join(siteDir, directory), {withFileTypes: true}).flatMap((entry) => {
    const relative = path.posix.join(directory, entry.name);
    if (entry.isDirectory()) return generated.has(relative) ? [] : markdownFiles(relative);
    return /\.mdx?$/.test(entry.name) ? [relative] : [];
  });
}

/** Every fenced code block of the site's guides and blog posts, with the file it is in. */
export function siteCodeBlocks(): {file: string; lang: string; code: string}[] {
  return ['docs', 'blog'].flatMap(markdownFiles).flatMap((file) => {
    const blocks: {file: string; lang: string; code: string}[] = [];
    visit(fromMarkdown(readFileSync(path.join(siteDir, file), 'utf8')), 'code', (node: Code) => {
      blocks.push({file, lang: node.lang ?? 'text', code: node.value});
    });
    return blocks;
  });
}
