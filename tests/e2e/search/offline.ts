import type {Page} from '@playwright/test';

import {expect, test} from '../fixtures';

const localHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Blocks every request that leaves the machine and returns the list of those that were tried, so
 * a search test proves both that it works offline and that search sends nothing out.
 */
async function blockNonLocalNetwork(page: Page): Promise<string[]> {
  const blocked: string[] = [];
  await page.context().route(
    (url) => !localHosts.has(url.hostname),
    async (route) => {
      blocked.push(route.request().url());
      await route.abort('internetdisconnected');
    },
  );
  return blocked;
}

/**
 * For every test of the calling spec file: cuts off the network outside this machine, and fails
 * the test if anything tried to reach it. Search must work offline and send nothing out.
 */
export function searchOffline(): void {
  let blocked: string[] = [];
  test.beforeEach(async ({page}) => {
    blocked = await blockNonLocalNetwork(page);
  });
  test.afterEach(() => {
    expect(blocked, 'requests that left the machine').toEqual([]);
  });
}
