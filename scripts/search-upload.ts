/**
 * Sends the built site's search records and index settings to Algolia, for the hosted search:
 * the same records the embedded engine answers from (build/search-index), so both backends search
 * the same text. Uses the official algoliasearch v5 client. The admin key is read from the
 * environment for this run only; it is never written into the build.
 *
 * Usage: ALGOLIA_APP_ID=… ALGOLIA_ADMIN_API_KEY=… ALGOLIA_INDEX_NAME=… npm run search:upload
 *        [-- --build DIR]   (run `npm run build` first)
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';

import {algoliasearch} from 'algoliasearch';

import {hostedIndexSettings} from '../src/search/hostedIndexSettings';
import {
  searchIndexDirectory,
  type SearchIndexFile,
  type SearchManifest,
  searchManifestFileName,
} from '../src/search/indexFormat';
import {toDocSearchRecords} from '../src/search/toDocSearchRecords';
import {uploadSettingsFromEnv} from './lib/uploadSettings';

async function main(): Promise<void> {
  const {values} = parseArgs({options: {build: {type: 'string', default: 'build'}}});
  const settings = uploadSettingsFromEnv(process.env);
  const directory = path.resolve(values.build, searchIndexDirectory);
  const manifestFile = path.join(directory, searchManifestFileName);
  if (!existsSync(manifestFile)) {
    throw new Error(`No search index in ${directory}: run \`npm run build\` first.`);
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as SearchManifest;
  const index = JSON.parse(
    readFileSync(path.join(directory, manifest.index), 'utf8'),
  ) as SearchIndexFile;
  const records = toDocSearchRecords(index);

  const client = algoliasearch(settings.appId, settings.adminApiKey);
  await client.setSettings({indexName: settings.indexName, indexSettings: hostedIndexSettings});
  // Writes to a temporary index and swaps it in: searches never see a half-written index.
  await client.replaceAllObjects({
    indexName: settings.indexName,
    objects: records as unknown as Record<string, unknown>[],
  });
  console.log(
    `Uploaded ${records.length} records from ${index.pages.length} pages to ${settings.indexName}.`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
