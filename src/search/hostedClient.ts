import {liteClient} from 'algoliasearch/lite';

import type {SearchBackend} from './searchSettings';

export type HostedBackend = Extract<SearchBackend, {kind: 'hosted'}>;

/** `http://127.0.0.1:7700` → algoliasearch's host description. */
function toHost(hostUrl: string) {
  const url = new URL(hostUrl);
  return {
    url: url.host,
    protocol: url.protocol === 'http:' ? ('http' as const) : ('https' as const),
    accept: 'readWrite' as const,
  };
}

/**
 * The hosted (Algolia) client, on Algolia's hosts or on the ones the build was given. Throws the
 * spec's '`appId` is missing.' / '`apiKey` is missing.' when either is empty.
 */
export function createHostedClient(backend: HostedBackend) {
  return backend.hosts.length > 0
    ? liteClient(backend.appId, backend.apiKey, {hosts: backend.hosts.map(toHost)})
    : liteClient(backend.appId, backend.apiKey);
}
