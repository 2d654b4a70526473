import {expect, gotoHydrated, test} from './fixtures';

/** A long guide and a long API page, both with an "On this page" column at desktop width. */
const longPages = ['/docs/concepts/serialization', '/docs/api/classes/lexical.LexicalEditor'];

test.describe('the table of contents at desktop width', () => {
  test.use({viewport: {width: 1280, height: 800}});

  for (const path of longPages) {
    test(`stays in view as the reader scrolls ${path}`, async ({page}) => {
      await gotoHydrated(page, path);
      const toc = page.getByRole('navigation', {name: 'On this page'});
      await expect(toc).toBeInViewport();
      const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
      expect(pageHeight, 'the page should be long enough to scroll far').toBeGreaterThan(4 * 800);
      for (const fraction of [0.5, 0.9]) {
        await page.evaluate(
          (y) => {
            window.scrollTo(0, y);
          },
          Math.round(pageHeight * fraction),
        );
        await expect(toc, `after scrolling to ${fraction * 100}% of the page`).toBeInViewport();
      }
    });
  }
});
