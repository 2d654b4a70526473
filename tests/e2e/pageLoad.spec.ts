import {expect, gotoHydrated, test} from './fixtures';

test.describe('the base URL banner', () => {
  const banner = 'Your Docusaurus site did not load properly.';

  test("shows on the home page when the site's scripts and styles cannot be loaded", async ({
    page,
  }) => {
    // As with a wrong base URL: the addresses of the page's scripts and stylesheet do not answer.
    // (The stylesheet hides the banner: with styles but no scripts it is in the page, hidden.)
    await page.route('**/assets/**', (route) => route.fulfill({status: 404}));
    await page.goto('/');
    await expect(page.getByText(banner)).toBeVisible();
  });

  test('does not show when they load', async ({page}) => {
    await gotoHydrated(page, '/');
    await expect(page.getByText(banner)).toHaveCount(0);
  });
});
