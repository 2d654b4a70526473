import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {decodeSearchIndex, type ShippedSearchIndex} from '../../src/search/indexEncoding';
import {
  searchIndexDirectory,
  type SearchIndexFile,
  type SearchManifest,
  searchManifestFileName,
  type SearchTextsFile,
} from '../../src/search/indexFormat';
import {joinSectionTexts} from '../../src/search/sectionTexts';

/** The search index a build wrote, as shipped and with each section's whole text. */
export interface BuiltSearchIndex {
  manifest: SearchManifest;
  /** The index file as the browser first fetches it: each section's lead words. */
  leadWords: SearchIndexFile;
  /** The index with the texts file joined in. */
  wholeTexts: SearchIndexFile;
}

/** Reads `search-index/` of a build directory; fails with a hint when there is none. */
export function readBuiltSearchIndex(buildDir: string): BuiltSearchIndex {
  const directory = path.resolve(buildDir, searchIndexDirectory);
  const manifestFile = path.join(directory, searchManifestFileName);
  if (!existsSync(manifestFile)) {
    throw new Error(`No search index in ${directory}: run \`npm run build\` first.`);
  }
  const readJson = (file: string): unknown =>
    JSON.parse(readFileSync(path.join(directory, file), 'utf8'));
  const manifest = readJson(searchManifestFileName) as SearchManifest;
  const leadWords = decodeSearchIndex(readJson(manifest.index) as ShippedSearchIndex);
  const texts = readJson(manifest.texts) as SearchTextsFile;
  return {manifest, leadWords, wholeTexts: joinSectionTexts(leadWords, texts)};
}
