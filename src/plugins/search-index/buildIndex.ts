import {createHash} from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

import {encodeSearchIndex} from '../../search/indexEncoding';
import {
  apiSectionLeadWords,
  type IndexedSection,
  searchIndexDirectory,
  type SearchIndexFile,
  searchIndexFormatVersion,
  type SearchManifest,
  searchManifestFileName,
  sectionLeadWords,
} from '../../search/indexFormat';
import {splitSectionTexts} from '../../search/sectionTexts';
import {renderedHtmlFile} from '../../utils/renderedHtmlFile';
import {extractPage} from './extractPage';
import {isApiReferencePath} from './pageText';

/** The rendered HTML file of a route, for the default `trailingSlash: undefined`. */
function htmlFileOf(outDir: string, routePath: string): string {
  return path.join(outDir, renderedHtmlFile(routePath));
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
 * Writes a JSON file under a content-hashed name (`<stem>.<hash>.json`); returns its name and size.
 * A file of that name already holds the same data.
 */
async function writeHashed(directory: string, stem: string, data: unknown) {
  const json = JSON.stringify(data);
  const name = `${stem}.${createHash('sha256').update(json).digest('hex').slice(0, 12)}.json`;
  // 'wx' fails on an existing file, which is left whole for a page that may be reading it.
  await fs.writeFile(path.join(directory, name), json, {flag: 'wx'}).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  });
  return {name, bytes: Buffer.byteLength(json)};
}

/**
 * Writes the index as `search-index/index.<hash>.json` (each section's lead words: none for API
 * sections) and
 * `search-index/texts.<hash>.json` (the rest of the texts), then the manifest that names both,
 * then removes the files of an earlier build. Returns the manifest. Under `npm start`, where this
 * runs again at each content change, the manifest never names a file that is not there, and an
 * unchanged index's files are not touched.
 */
export async function writeIndex(outDir: string, index: SearchIndexFile): Promise<SearchManifest> {
  const shipped = splitSectionTexts(index, (section) =>
    isApiReferencePath(index.pages[section.page]?.path ?? '')
      ? apiSectionLeadWords
      : sectionLeadWords,
  );
  const directory = path.join(outDir, searchIndexDirectory);
  await fs.mkdir(directory, {recursive: true});
  const indexFile = await writeHashed(directory, 'index', encodeSearchIndex(shipped.index));
  const textsFile = await writeHashed(directory, 'texts', shipped.texts);
  const manifest: SearchManifest = {
    version: searchIndexFormatVersion,
    index: indexFile.name,
    texts: textsFile.name,
    bytes: {index: indexFile.bytes, texts: textsFile.bytes},
  };
  await fs.writeFile(path.join(directory, searchManifestFileName), JSON.stringify(manifest));
  const current = new Set([indexFile.name, textsFile.name, searchManifestFileName]);
  for (const name of await fs.readdir(directory)) {
    if (!current.has(name)) await fs.rm(path.join(directory, name), {recursive: true, force: true});
  }
  return manifest;
}
