/**
 * Builds the site a second time with hosted-search (Algolia) settings, for the e2e tests of that
 * mode: the app id, key and index are made up, and the only host is a closed local port, so every
 * query fails as if all of Algolia's hosts were unreachable. No request leaves the machine.
 *
 * Usage: npm run build:e2e-hosted
 */
import {spawnSync} from 'node:child_process';

import {searchEnv} from '../src/search/searchSettings';
import {hostedE2eSearch} from '../tests/e2e/search/hostedBuild';

function main(): void {
  const result = spawnSync('npx', ['docusaurus', 'build', '--out-dir', hostedE2eSearch.outDir], {
    stdio: 'inherit',
    env: {
      ...process.env,
      [searchEnv.appId]: 'LEXICALE2E',
      [searchEnv.apiKey]: 'e2e-search-only-key',
      [searchEnv.indexName]: 'lexical_e2e',
      [searchEnv.hosts]: hostedE2eSearch.hostOrigin,
    },
  });
  process.exitCode = result.status ?? 1;
}

main();
