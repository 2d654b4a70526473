import {
  searchIndexDirectory,
  type SearchIndexFile,
  searchIndexFormatVersion,
  type SearchManifest,
  searchManifestFileName,
} from '../indexFormat';
import {toDocSearchRecords} from '../toDocSearchRecords';
import {SearchEngine} from './engine';

async function fetchJson<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url} answered ${response.status}.`);
  return (await response.json()) as T;
}

/**
 * Fetches the index the build wrote and builds the engine over it. The manifest is revalidated on
 * each load (a new build names a new index); the index file itself is content-hashed and cacheable
 * for ever.
 */
export async function loadEngine(baseUrl: string): Promise<SearchEngine> {
  const directory = `${baseUrl}${searchIndexDirectory}/`;
  const manifest = await fetchJson<SearchManifest>(`${directory}${searchManifestFileName}`, {
    cache: 'no-cache',
  });
  if (manifest.version !== searchIndexFormatVersion) {
    throw new Error(
      `The search index has format ${String(manifest.version)}; this page reads format ${String(searchIndexFormatVersion)}.`,
    );
  }
  const index = await fetchJson<SearchIndexFile>(`${directory}${manifest.index}`);
  return new SearchEngine(toDocSearchRecords(index));
}
