import {expect, gotoHydrated, test} from './fixtures';
import {hostedE2eSearch} from './search/hostedBuild';
import {blockNonLocalNetwork} from './search/offline';

// These run against the build made with hosted-search settings whose only host is a closed local
// port: every query fails the way it does when all of Algolia's hosts are unreachable.
test.use({
  baseURL: hostedE2eSearch.baseUrl,
  // The browser logs each refused connection, and the client logs the final retry error.
  expectedConsoleErrors: /ERR_CONNECTION_REFUSED|Unreachable hosts/,
});

let blocked: string[] = [];
test.beforeEach(async ({page}) => {
  blocked = await blockNonLocalNetwork(page);
});
test.afterEach(() => {
  expect(blocked, 'requests that left the machine').toEqual([]);
});

test.describe('hosted search with every host unreachable', () => {
  test('the page preconnects to the search host', async ({page}) => {
    await gotoHydrated(page, '/docs/intro');
    await expect(page.locator('link[rel="preconnect"]')).toHaveAttribute(
      'href',
      hostedE2eSearch.hostOrigin,
    );
  });

  test("the modal shows 'Unable to fetch results'", async ({page}) => {
    await gotoHydrated(page, '/docs/intro');
    await page.keyboard.press('Control+k');
    await page.getByPlaceholder('Search docs').fill('editor');
    await expect(page.getByText('Unable to fetch results')).toBeVisible();
    await expect(page.getByText('You might want to check your network connection.')).toBeVisible();
  });

  test('the search page says so too, and credits Algolia', async ({page}) => {
    await gotoHydrated(page, '/search?q=editor');
    await expect(page.getByRole('alert')).toContainText('Unable to fetch results');
    await expect(page.getByText('Search by Algolia')).toBeVisible();
  });
});
