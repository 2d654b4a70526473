/**
 * Hosts to send Algolia requests to instead of Algolia's own (a proxy, a test server), as given
 * in `ALGOLIA_HOSTS`. Read by the build (for the browser's client) and by `npm run search:upload`.
 */

/** `'http://127.0.0.1:7700, https://proxy.example'` → the host URLs it lists. */
export function parseHostUrls(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((host) => host.trim())
    .filter(Boolean);
}

/** `http://127.0.0.1:7700` → algoliasearch's host description (the same in v5's every client). */
export function toAlgoliaHost(hostUrl: string) {
  const url = new URL(hostUrl);
  return {
    url: url.host,
    protocol: url.protocol === 'http:' ? ('http' as const) : ('https' as const),
    accept: 'readWrite' as const,
  };
}
