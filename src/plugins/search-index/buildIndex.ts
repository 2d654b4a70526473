import {createHash} from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

import {
  type IndexedSection,
  searchIndexDirectory,
  type SearchIndexFile,
  searchIndexFormatVersion,
  type SearchManifest,
  searchManifestFileName,
} from '../../search/indexFormat';
import {extractPage} from './extractPage';

/** The rendered HTML file of a route, for the default `trailingSlash: undefined`. */
function htmlFileOf(outDir: string, routePath: string): string {
  return path.join(outDir, routePath, 'index.html');
}

async function readIfExists(file: string): Promise<string | null> {
  try {
    return await fs.readFile(file, 'utf8');
  } catch {
    return null;
  }
}

/** Reads every rendered route into the index, in route order so the output is stable. */
export async function collectIndex(
  outDir: string,
  routePaths: readonly string[],
  siteUrl: string,
): Promise<SearchIndexFile> {
  const index: SearchIndexFile = {
    version: searchIndexFormatVersion,
    siteUrl,
    pages: [],
    sections: [],
  };
  for (const routePath of [...new Set(routePaths)].sort()) {
    const html = await readIfExists(htmlFileOf(outDir, routePath));
    const extracted = html === null ? null : extractPage(html, routePath);
    if (!extracted) continue;
    const page = index.pages.push(extracted.page) - 1;
    index.sections.push(...extracted.sections.map((s): IndexedSection => ({page, ...s})));
  }
  return index;
}

/**
 * Writes the index as `search-index/index.<hash>.json` and the manifest that names it, after
 * removing any index of an earlier build. Returns the manifest.
 */
export async function writeIndex(outDir: string, index: SearchIndexFile): Promise<SearchManifest> {
  const json = JSON.stringify(index);
  const hash = createHash('sha256').update(json).digest('hex').slice(0, 12);
  const manifest: SearchManifest = {
    version: searchIndexFormatVersion,
    index: `index.${hash}.json`,
    bytes: Buffer.byteLength(json),
  };
  const directory = path.join(outDir, searchIndexDirectory);
  await fs.rm(directory, {recursive: true, force: true});
  await fs.mkdir(directory, {recursive: true});
  await fs.writeFile(path.join(directory, manifest.index), json);
  await fs.writeFile(path.join(directory, searchManifestFileName), JSON.stringify(manifest));
  return manifest;
}
