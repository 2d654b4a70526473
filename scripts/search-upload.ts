/**
 * Sends the built site's search records and index settings to Algolia, for the hosted search:
 * the same records the embedded engine answers from (build/search-index), so both backends search
 * the same text. Uses the official algoliasearch v5 client. The admin key is read from the
 * environment for this run only; it is never written into the build.
 *
 * Usage: ALGOLIA_APP_ID=… ALGOLIA_ADMIN_API_KEY=… ALGOLIA_INDEX_NAME=… npm run search:upload
 *        [-- --build DIR]   (run `npm run build` first; ALGOLIA_HOSTS, if set, replaces Algolia's hosts)
 */
import {parseArgs} from 'node:util';

import {algoliasearch} from 'algoliasearch';

import {toAlgoliaHost} from '../src/search/algoliaHosts';
import {hostedIndexSettings} from '../src/search/hostedIndexSettings';
import {toDocSearchRecords} from '../src/search/toDocSearchRecords';
import {readBuiltSearchIndex} from './lib/builtSearchIndex';
import {uploadSettingsFromEnv} from './lib/uploadSettings';

async function main(): Promise<void> {
  const {values} = parseArgs({options: {build: {type: 'string', default: 'build'}}});
  const settings = uploadSettingsFromEnv(process.env);
  const index = readBuiltSearchIndex(values.build).wholeTexts;
  const records = toDocSearchRecords(index);

  const client =
    settings.hosts.length > 0
      ? algoliasearch(settings.appId, settings.adminApiKey, {
          hosts: settings.hosts.map(toAlgoliaHost),
        })
      : algoliasearch(settings.appId, settings.adminApiKey);
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
