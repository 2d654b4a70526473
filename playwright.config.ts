import {defineConfig, devices} from '@playwright/test';

import {chromiumLaunchOptions} from './tests/chromium';
import {hostedE2eSearch} from './tests/e2e/search/hostedBuild';

/** Port of `npm run serve`, which serves the production build. */
const port = 3100;
/** Port of `npm start`, the dev server, for tests/e2e/devServer.spec.ts. */
const devServerPort = 3200;
/** The tests that run against the dev server rather than the build. */
const devServerTests = /devServer\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  workers: 2,
  reporter: [['list']],
  timeout: 45_000,
  // The first search on a page fetches and builds the search engine: on a 2-core CI machine busy
  // with the other worker, that alone has taken over 10 seconds.
  expect: {timeout: 20_000},
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: devServerTests,
      use: {...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions},
    },
    {
      name: 'dev-server',
      testMatch: devServerTests,
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: chromiumLaunchOptions,
        baseURL: `http://localhost:${devServerPort}`,
      },
    },
  ],
  webServer: [
    {
      command: 'npm run serve',
      url: `http://localhost:${port}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      // The hosted-search build (npm run build:e2e-hosted), for tests/e2e/searchHosted.spec.ts.
      command: 'npm run serve:e2e-hosted',
      url: `${hostedE2eSearch.baseUrl}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      // `npm start` as a new user runs it: no build first, no search credentials.
      command: `npm start -- --port ${devServerPort} --no-open`,
      url: `http://localhost:${devServerPort}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 300_000,
    },
  ],
});
