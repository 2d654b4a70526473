import {parseHostUrls} from '../../src/search/algoliaHosts';
import {searchEnv} from '../../src/search/searchSettings';

/** The admin key variable: write access, for the upload only, never in the build. */
export const adminKeyEnv = 'ALGOLIA_ADMIN_API_KEY';

export interface UploadSettings {
  appId: string;
  adminApiKey: string;
  indexName: string;
  /** Hosts to use instead of Algolia's (`ALGOLIA_HOSTS`), e.g. a proxy; none means Algolia's. */
  hosts: string[];
}

/** Reads the upload's settings, or throws one message naming every variable that is missing. */
export function uploadSettingsFromEnv(
  env: Readonly<Record<string, string | undefined>>,
): UploadSettings {
  const settings = {
    appId: env[searchEnv.appId]?.trim() ?? '',
    adminApiKey: env[adminKeyEnv]?.trim() ?? '',
    indexName: env[searchEnv.indexName]?.trim() ?? '',
  };
  const names = {appId: searchEnv.appId, adminApiKey: adminKeyEnv, indexName: searchEnv.indexName};
  const missing = (Object.keys(settings) as (keyof typeof settings)[]).filter(
    (key) => !settings[key],
  );
  if (missing.length > 0) {
    throw new Error(
      `search:upload needs ${missing.map((key) => names[key]).join(', ')} in the environment ` +
        `(${adminKeyEnv} is an Algolia admin key with write access to the index).`,
    );
  }
  return {...settings, hosts: parseHostUrls(env[searchEnv.hosts])};
}
