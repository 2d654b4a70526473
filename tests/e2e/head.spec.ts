import {expect, gotoHydrated, test} from './fixtures';

test.describe('the head', () => {
  test("after hydration it holds the page's own title, description and canonical link, once each", async ({
    page,
  }) => {
    await gotoHydrated(page, '/docs/api/classes/lexical.LexicalEditor');
    // The head manager writes the head in an animation frame after the page mounts.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    await expect(page).toHaveTitle('Class: LexicalEditor | Lexical');
    const description = page.locator('head meta[name="description"]');
    await expect(description).toHaveCount(1);
    await expect(description).toHaveAttribute('content', /LexicalEditor/);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://lexical.dev/docs/api/classes/lexical.LexicalEditor',
    );
  });
});
