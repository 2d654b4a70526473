import type {Page} from '@playwright/test';

const localHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Blocks every request that leaves the machine and returns the list of those that were tried, so
 * a search test proves both that it works offline and that search sends nothing out.
 */
export async function blockNonLocalNetwork(page: Page): Promise<string[]> {
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
