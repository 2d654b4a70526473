import {expect, gotoHydrated, test} from './fixtures';

test.describe('page load', () => {
  test("a page paints its content before the site's scripts run, then hydrates", async ({page}) => {
    await page.addInitScript(() => {
      // When each of the site's scripts is added to the document, by the parser or by a script.
      const added: {src: string; at: number}[] = [];
      Object.assign(window, {addedScripts: added});
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of Array.from(record.addedNodes)) {
            if (node instanceof HTMLScriptElement && node.src.includes('/assets/js/')) {
              added.push({src: new URL(node.src).pathname, at: performance.now()});
            }
          }
        }
      }).observe(document, {childList: true, subtree: true});
    });
    await gotoHydrated(page, '/docs/intro');
    const {added, firstContentfulPaint} = await page.evaluate(() => ({
      added: (window as unknown as {addedScripts: {src: string; at: number}[]}).addedScripts,
      firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    }));
    expect(firstContentfulPaint).toBeDefined();
    const entryScripts = added.filter(({src}) => /\/(runtime~main|main)\.[^/]*\.js$/.test(src));
    // The runtime, then the app, as `defer` ran them, each added after the first paint.
    expect(entryScripts.map(({src}) => src.replace(/\.[^/]*\.js$/, ''))).toEqual([
      '/assets/js/runtime~main',
      '/assets/js/main',
    ]);
    for (const script of entryScripts) {
      expect(script.at, script.src).toBeGreaterThanOrEqual(firstContentfulPaint ?? Infinity);
    }
  });

  test("the site's scripts are not fetched before the page has painted", async ({page}) => {
    await gotoHydrated(page, '/docs/intro');
    const {fetchedAt, firstContentfulPaint} = await page.evaluate(() => ({
      fetchedAt: performance
        .getEntriesByType('resource')
        .filter(({name}) => new URL(name).pathname.startsWith('/assets/js/'))
        .map(({name, startTime}) => ({name, startTime})),
      firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    }));
    expect(firstContentfulPaint).toBeDefined();
    expect(fetchedAt.length).toBeGreaterThanOrEqual(2);
    for (const {name, startTime} of fetchedAt) {
      expect(startTime, name).toBeGreaterThanOrEqual(firstContentfulPaint ?? Infinity);
    }
    await expect(page.locator('head link[rel=preload][as=script]')).toHaveCount(0);
    await expect(page.locator('head script[src][defer]')).toHaveCount(0);
  });
});

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
