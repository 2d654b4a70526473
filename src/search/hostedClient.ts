import {liteClient} from 'algoliasearch/lite';

import {toAlgoliaHost} from './algoliaHosts';
import type {SearchBackend} from './searchSettings';

export type HostedBackend = Extract<SearchBackend, {kind: 'hosted'}>;

/**
 * The hosted (Algolia) client, on Algolia's hosts or on the ones the build was given. Throws the
 * spec's '`appId` is missing.' / '`apiKey` is missing.' when either is empty.
 */
export function createHostedClient(backend: HostedBackend) {
  return backend.hosts.length > 0
    ? liteClient(backend.appId, backend.apiKey, {hosts: backend.hosts.map(toAlgoliaHost)})
    : liteClient(backend.appId, backend.apiKey);
}
