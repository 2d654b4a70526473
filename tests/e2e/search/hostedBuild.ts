/**
 * The hosted-search build the e2e suite serves next to the default one (`npm run
 * build:e2e-hosted`): Algolia settings with a single host on a closed local port.
 */
export const hostedE2eSearch = {
  port: 3101,
  baseUrl: 'http://localhost:3101',
  outDir: 'build-e2e-hosted',
  /** Nothing listens on this port (browsers refuse well-known ones like 9 outright), so connections are refused at once. */
  hostOrigin: 'http://127.0.0.1:3109',
} as const;
