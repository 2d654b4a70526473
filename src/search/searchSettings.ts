/**
 * Which search backend a build uses, decided once from the environment by the site config.
 * Loaded by the config (Node), so it imports nothing from the browser side.
 */
import {parseHostUrls} from './algoliaHosts';

/** The environment variables that configure the hosted search. */
export const searchEnv = {
  appId: 'ALGOLIA_APP_ID',
  apiKey: 'ALGOLIA_SEARCH_API_KEY',
  indexName: 'ALGOLIA_INDEX_NAME',
  /** Optional: comma-separated host URLs to use instead of Algolia's (a proxy, a test server). */
  hosts: 'ALGOLIA_HOSTS',
  /** Optional: `true` turns DocSearch's click and conversion events on. */
  insights: 'ALGOLIA_INSIGHTS',
  /** Optional: `algolia` demands the hosted search (the build fails without its settings). */
  backend: 'SEARCH_BACKEND',
} as const;

/** The index name (and recent-search storage key) of the embedded engine. */
export const embeddedIndexName = 'lexical_docs';

/** Shipped to the browser in `customFields.search`; holds no secret (the search key is public). */
export type SearchBackend =
  | {kind: 'embedded'; indexName: string}
  | {
      kind: 'hosted';
      appId: string;
      apiKey: string;
      indexName: string;
      /** Host URLs replacing Algolia's own, e.g. `['http://127.0.0.1:7700']`. */
      hosts: string[];
      insights: boolean;
    };

export interface ResolvedSearch {
  backend: SearchBackend;
  /** Messages for the person running the build, e.g. a hosted setting that is missing. */
  warnings: string[];
}

type Env = Readonly<Record<string, string | undefined>>;

/** The spec's client messages, each with the variable that sets the value. */
const missingMessages = {
  appId: `\`appId\` is missing. Set ${searchEnv.appId}.`,
  apiKey: `\`apiKey\` is missing. Set ${searchEnv.apiKey} (the search-only key).`,
  indexName: `\`indexName\` is missing. Set ${searchEnv.indexName}.`,
} as const;

/**
 * Hosted search when its app id, search key and index name are all set; the embedded engine when
 * none is. Some but not all set is a mistake worth a message: the build warns and falls back to the
 * embedded engine, unless `SEARCH_BACKEND=algolia` asks for the hosted one, then it fails.
 */
export function resolveSearch(env: Env): ResolvedSearch {
  const settings = {
    appId: env[searchEnv.appId]?.trim() ?? '',
    apiKey: env[searchEnv.apiKey]?.trim() ?? '',
    indexName: env[searchEnv.indexName]?.trim() ?? '',
  };
  const requested = env[searchEnv.backend]?.trim().toLowerCase() ?? '';
  if (requested && requested !== 'algolia' && requested !== 'embedded') {
    throw new Error(`${searchEnv.backend} must be "algolia" or "embedded", not "${requested}".`);
  }
  const missing = (Object.keys(settings) as (keyof typeof settings)[]).filter(
    (key) => !settings[key],
  );
  const embedded: SearchBackend = {kind: 'embedded', indexName: embeddedIndexName};

  if (requested === 'embedded') return {backend: embedded, warnings: []};
  if (missing.length > 0) {
    const messages = missing.map((key) => missingMessages[key]);
    if (requested === 'algolia') {
      throw new Error(
        `Hosted search was requested (${searchEnv.backend}=algolia): ${messages.join(' ')}`,
      );
    }
    const anySet = missing.length < Object.keys(settings).length;
    return {
      backend: embedded,
      warnings: anySet
        ? [
            `Hosted search is not configured: ${messages.join(' ')} Using the embedded search engine.`,
          ]
        : [],
    };
  }
  return {
    backend: {
      kind: 'hosted',
      ...settings,
      hosts: parseHostUrls(env[searchEnv.hosts]),
      insights: env[searchEnv.insights]?.trim() === 'true',
    },
    warnings: [],
  };
}
