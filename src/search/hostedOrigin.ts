import type {SearchBackend} from './searchSettings';

/** The origin the browser should preconnect to before the first query. */
export function hostedSearchOrigin(backend: Extract<SearchBackend, {kind: 'hosted'}>): string {
  const [first] = backend.hosts;
  return first ? new URL(first).origin : `https://${backend.appId}-dsn.algolia.net`;
}
