import type {Page} from '@playwright/test';

import {expect, gotoHydrated, test} from './fixtures';

/** A long page full of links: every member links to other API pages. */
const longPage = '/docs/api/classes/lexical.LexicalEditor';

const prefetchLinks = (page: Page) =>
  page.evaluate(() => document.querySelectorAll('link[rel="prefetch"]').length);

/** Scrolls to the bottom a screen at a time, so that every link passes through the viewport. */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
}

test.describe('link prefetching', () => {
  test('prefetches some visible links in idle time, not every link on a long page', async ({
    page,
  }) => {
    await gotoHydrated(page, longPage);
    await scrollThrough(page);
    await expect.poll(() => prefetchLinks(page)).toBeGreaterThan(0);
    // Idle time has come and gone and the cap holds: six routes, each adding a tag for each chunk
    // of its route and its parents not linked or loaded yet. Docusaurus alone adds about 800 here.
    await page.waitForTimeout(3000);
    expect(await prefetchLinks(page)).toBeLessThanOrEqual(120);
  });

  test('links each chunk once, and none of the chunks the page loaded itself', async ({page}) => {
    await gotoHydrated(page, longPage);
    await scrollThrough(page);
    await expect.poll(() => prefetchLinks(page)).toBeGreaterThan(0);
    await page.waitForTimeout(3000);
    const {linked, loaded} = await page.evaluate(() => ({
      linked: Array.from(
        document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]'),
        (link) => link.href,
      ),
      loaded: performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
        .map((entry) => entry.name),
    }));
    expect(linked, 'a chunk linked twice: check src/plugins/dependency-patches').toEqual([
      ...new Set(linked),
    ]);
    expect(linked.filter((href) => loaded.includes(href))).toEqual([]);
  });

  test('one observer watches the links for coming into view', async ({page}) => {
    await page.addInitScript(() => {
      const Observer = window.IntersectionObserver;
      const count = {made: 0, watched: 0};
      Object.assign(window, {intersectionObservers: count});
      window.IntersectionObserver = class extends Observer {
        constructor(...args: ConstructorParameters<typeof IntersectionObserver>) {
          super(...args);
          count.made++;
        }
        override observe(target: Element) {
          count.watched++;
          super.observe(target);
        }
      };
    });
    await gotoHydrated(page, longPage);
    await scrollThrough(page);
    const count = await page.evaluate(
      () =>
        (window as unknown as {intersectionObservers: {made: number; watched: number}})
          .intersectionObservers,
    );
    // Docusaurus's Link made one per link (178 here), and one more each time a link rendered.
    expect(count.watched).toBeGreaterThan(100);
    expect(count.made).toBe(1);
  });

  test('still loads a page’s code on hover', async ({page}) => {
    await gotoHydrated(page, longPage);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.getByRole('link', {name: 'Docs', exact: true}).first().hover();
    await expect.poll(() => scripts.length).toBeGreaterThan(0);
  });

  test('prefetches nothing on a data-saver connection', async ({page}) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', {
        configurable: true,
        value: {effectiveType: '4g', saveData: true},
      });
    });
    await gotoHydrated(page, longPage);
    await scrollThrough(page);
    await page.waitForTimeout(3000);
    expect(await prefetchLinks(page)).toBe(0);
  });
});
