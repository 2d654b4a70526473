import {expect, gotoHydrated, test} from './fixtures';

test.describe('the head', () => {
  test('hydration keeps the tags the server wrote in the head', async ({page}) => {
    await page.addInitScript(() => {
      const removed: string[] = [];
      Object.assign(window, {removedHeadTags: removed});
      document.addEventListener('DOMContentLoaded', () => {
        new MutationObserver((records) => {
          for (const record of records) {
            for (const node of Array.from(record.removedNodes)) {
              if (node instanceof Element && node.hasAttribute('data-rh')) {
                removed.push(node.outerHTML);
              }
            }
          }
        }).observe(document.head, {childList: true});
      });
    });
    await gotoHydrated(page, '/docs/api/classes/lexical.LexicalEditor');
    // The head is written in an animation frame asked for when the page mounts; two frames on,
    // it has been.
    const removed = await page.evaluate(async () => {
      for (let frame = 0; frame < 2; frame++) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      return (window as unknown as {removedHeadTags: string[]}).removedHeadTags;
    });
    // The breadcrumbs' JSON-LD is the exception: the HTML minifier orders its keys, so the text
    // the page makes differs and the tag is replaced.
    expect(removed.filter((tag) => !tag.includes('application/ld+json'))).toEqual([]);
    await expect(page.locator('head meta[name="description"]')).toHaveAttribute(
      'content',
      /LexicalEditor/,
    );
    await expect(page).toHaveTitle('Class: LexicalEditor | Lexical');
  });
});
