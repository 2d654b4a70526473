import {decodeSearchIndex, type ShippedSearchIndex} from '../indexEncoding';
import {
  searchIndexDirectory,
  searchIndexFormatVersion,
  type SearchManifest,
  searchManifestFileName,
  type SearchTextsFile,
} from '../indexFormat';
import {joinSectionTexts} from '../sectionTexts';
import {toDocSearchRecords} from '../toDocSearchRecords';
import {SearchEngine} from './engine';

async function fetchJson<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url} answered ${response.status}.`);
  return (await response.json()) as T;
}

/** The engine over each section's lead words, and the one over the whole texts, to come. */
export interface LoadedEngines {
  leadWords: SearchEngine;
  wholeTexts: Promise<SearchEngine>;
}

const directoryOf = (baseUrl: string): string => `${baseUrl}${searchIndexDirectory}/`;

/**
 * Fetches the manifest, which names the index files of the current build. It is revalidated on
 * each read (a new build names new files); the files it names are content-hashed and cacheable for
 * ever.
 */
export async function loadManifest(baseUrl: string): Promise<SearchManifest> {
  const manifest = await fetchJson<SearchManifest>(
    `${directoryOf(baseUrl)}${searchManifestFileName}`,
    {cache: 'no-cache'},
  );
  if (manifest.version !== searchIndexFormatVersion) {
    throw new Error(
      `The search index has format ${String(manifest.version)}; this page reads format ${String(searchIndexFormatVersion)}.`,
    );
  }
  return manifest;
}

/**
 * Fetches the index files the manifest names and builds the engine over them: over each section's
 * lead words first, so that the first answer comes early, then, in the background, over the whole
 * texts.
 */
export async function loadEngine(
  baseUrl: string,
  manifest: SearchManifest,
): Promise<LoadedEngines> {
  const directory = directoryOf(baseUrl);
  const index = decodeSearchIndex(
    await fetchJson<ShippedSearchIndex>(`${directory}${manifest.index}`),
  );
  const leadWords = new SearchEngine(toDocSearchRecords(index));
  // Asked for only now, so that on a slow link the texts do not hold up the index.
  const wholeTexts = fetchJson<SearchTextsFile>(`${directory}${manifest.texts}`).then((texts) =>
    SearchEngine.buildInChunks(toDocSearchRecords(joinSectionTexts(index, texts))),
  );
  return {leadWords, wholeTexts};
}
