import type {Page} from '@playwright/test';

import {expect, gotoHydrated, test} from './fixtures';
import {searchOffline} from './search/offline';
import {untilWholeTextsAnswer} from './search/wholeTexts';

/** Every test here runs with the network outside this machine cut off. */
searchOffline();

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const searchInput = (page: Page) => page.getByPlaceholder('Search docs');
const searchButton = (page: Page) => page.getByRole('button', {name: 'Search'}).first();

async function search(page: Page, query: string): Promise<void> {
  await searchInput(page).fill(query);
  // Until the query's results replace them, the modal still lists the recent and favorite
  // searches, whose first hit is not the query's.
  await expect(modal(page).getByText(/^(Recent|Favorite)$/)).toHaveCount(0);
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
}

/** Picks the first hit with the keyboard and waits for its page. */
async function openFirstHit(page: Page, query: string): Promise<void> {
  await searchButton(page).click();
  await search(page, query);
  const url = page.url();
  await searchInput(page).press('ArrowDown');
  await searchInput(page).press('ArrowUp');
  await searchInput(page).press('Enter');
  await expect(modal(page)).toHaveCount(0);
  await expect.poll(() => page.url()).not.toBe(url);
}

test.describe('search modal', () => {
  test('shows at most 20 hits for a broad query, page-title rows included (spec §7)', async ({
    page,
  }) => {
    await gotoHydrated(page, '/docs/intro');
    await searchButton(page).click();
    for (const query of ['editor', 'node', 'selection']) {
      await search(page, query);
      // The hits on screen are this query's once their marks hold its word.
      await expect(page.locator('.DocSearch-Hit mark').first()).toContainText(query, {
        ignoreCase: true,
      });
      expect(await page.locator('.DocSearch-Hit').count(), query).toBeLessThanOrEqual(20);
    }
  });

  test('Ctrl+K and Cmd+K toggle it, Escape and the backdrop close it', async ({page}) => {
    await gotoHydrated(page, '/docs/intro');
    await page.keyboard.press('Control+k');
    await expect(searchInput(page)).toBeFocused();
    await page.keyboard.press('Control+k');
    await expect(modal(page)).toHaveCount(0);

    await page.keyboard.press('Meta+k');
    await expect(searchInput(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);

    await page.keyboard.press('Control+k');
    await expect(modal(page)).toBeVisible();
    await page.locator('.DocSearch-Container').click({position: {x: 5, y: 5}});
    await expect(modal(page)).toHaveCount(0);
  });

  test("'/' opens it, except while typing in a field", async ({page}) => {
    await gotoHydrated(page, '/search');
    await page.getByRole('searchbox', {name: 'Search'}).press('/');
    await expect(modal(page)).toHaveCount(0);
    await expect(page.getByRole('searchbox', {name: 'Search'})).toHaveValue('/');

    await gotoHydrated(page, '/docs/intro');
    await page.locator('body').press('/');
    await expect(searchInput(page)).toBeFocused();
  });

  test('a key typed on the focused search button opens it with that input', async ({page}) => {
    await gotoHydrated(page, '/docs/intro');
    await searchButton(page).focus();
    await page.keyboard.press('n');
    await expect(searchInput(page)).toHaveValue('n');
  });

  test("the input says 'Search docs' and takes at most 64 characters", async ({page}) => {
    await gotoHydrated(page, '/');
    await searchButton(page).click();
    await expect(searchInput(page)).toHaveAttribute('maxlength', '64');
    await searchInput(page).pressSequentially('x'.repeat(70));
    await expect(searchInput(page)).toHaveValue('x'.repeat(64));
    await expect(page.getByRole('button', {name: 'Clear the query'})).toBeVisible();
    // Cancel shows on small screens only; it is there, labelled, on every screen.
    await expect(page.locator('.DocSearch-Cancel')).toHaveText('Cancel');
  });

  test('results are grouped by section, highlighted, and lead to the search page', async ({
    page,
  }) => {
    await gotoHydrated(page, '/docs/intro');
    await searchButton(page).click();
    await search(page, 'editor state');
    await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText(/\S/);
    await expect(page.locator('.DocSearch-Hit mark').first()).toBeVisible();
    const seeAll = page.getByRole('link', {name: /^See all \d+ results$/});
    await seeAll.click();
    await expect(page).toHaveURL(/\/search\?q=editor(\+|%20)state$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(
      'Search results for "editor state"',
    );
  });

  test('first answers from the index, then searches the whole texts once they load', async ({
    page,
  }) => {
    const textsLoaded = page.waitForResponse(/\/search-index\/texts\.[0-9a-f]+\.json$/);
    await gotoHydrated(page, '/docs/intro');
    await searchButton(page).click();
    await search(page, 'beforeinput');
    expect((await textsLoaded).ok()).toBe(true);
    await untilWholeTextsAnswer(page);
  });

  test('an exact API symbol finds its API page first', async ({page}) => {
    await gotoHydrated(page, '/docs/intro');
    await searchButton(page).click();
    await search(page, 'LineBreakNode');
    await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute(
      'href',
      /^\/docs\/api\/classes\/lexical\.LineBreakNode/,
    );
  });

  test('recent searches: saved on selection, promoted to favorite, removed', async ({page}) => {
    await gotoHydrated(page, '/docs/intro');
    await searchButton(page).click();
    await expect(page.getByText('No recent searches')).toBeVisible();
    await page.keyboard.press('Escape');

    await openFirstHit(page, 'ElementNode');
    await searchButton(page).click();
    const recent = page.locator('.DocSearch-Hits', {has: page.getByText('Recent', {exact: true})});
    await expect(recent.locator('.DocSearch-Hit')).toHaveCount(1);
    await expect(recent.locator('.DocSearch-Hit')).toContainText('ElementNode');

    await recent.getByRole('button', {name: 'Save this search'}).click();
    const favorites = page.locator('.DocSearch-Hits', {
      has: page.getByText('Favorite', {exact: true}),
    });
    await expect(favorites.locator('.DocSearch-Hit')).toHaveCount(1);
    await expect(page.getByText('Recent', {exact: true})).toHaveCount(0);

    await favorites.getByRole('button', {name: 'Remove this search from favorites'}).click();
    await expect(page.getByText('No recent searches')).toBeVisible();
  });

  test('a content hit is saved as its parent heading', async ({page}) => {
    await gotoHydrated(page, '/docs/intro');
    await searchButton(page).click();
    // Words from prose: the hits are paragraphs, each nested under its page's title.
    await search(page, 'pending state cheap copy');
    const hits = page.locator('.DocSearch-Hit a');
    const title = await hits.nth(0).getAttribute('href');
    const paragraph = await hits.nth(1).getAttribute('href');
    expect(paragraph).toMatch(/#./);
    expect(paragraph?.startsWith(`${title}#`)).toBe(true);

    await searchInput(page).press('ArrowDown');
    await searchInput(page).press('Enter');
    await expect(page).toHaveURL(new RegExp(`${paragraph}$`));

    const saved = await page.evaluate(
      () =>
        JSON.parse(localStorage.getItem('__DOCSEARCH_RECENT_SEARCHES__lexical_docs') ?? '[]') as {
          type: string;
          url: string;
        }[],
    );
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({type: 'lvl1', url: title});
  });

  test('the recent list keeps 7 searches, or 4 when there are favorites', async ({page}) => {
    test.slow();
    await gotoHydrated(page, '/docs/intro');
    const queries = [
      'ElementNode',
      'TextNode',
      'LineBreakNode',
      'RootNode',
      'DecoratorNode',
      'ParagraphNode',
      'TabNode',
      'NodeSelection',
    ];
    for (const query of queries) await openFirstHit(page, query);
    await searchButton(page).click();
    const recentHits = page
      .locator('.DocSearch-Hits', {has: page.getByText('Recent', {exact: true})})
      .locator('.DocSearch-Hit');
    await expect(recentHits).toHaveCount(7);
    await expect(recentHits.first()).toContainText('NodeSelection');

    await recentHits.first().getByRole('button', {name: 'Save this search'}).click();
    await expect(page.getByText('Favorite', {exact: true})).toBeVisible();
    await page.keyboard.press('Escape');
    await searchButton(page).click();
    await expect(recentHits).toHaveCount(4);
  });

  test("no results: the query, up to 3 suggestions and a 'Let us know.' link", async ({page}) => {
    await gotoHydrated(page, '/docs/intro');
    await searchButton(page).click();
    await search(page, 'editor');
    await searchInput(page).fill('qqzzxxjj');
    await expect(page.getByText('No results for')).toBeVisible();
    await expect(page.locator('.DocSearch-Title strong')).toHaveText('qqzzxxjj');
    await expect(page.getByText('Try searching for')).toBeVisible();
    const suggestions = page.locator('.DocSearch-NoResults-Prefill-List li');
    expect(await suggestions.count()).toBeGreaterThan(0);
    expect(await suggestions.count()).toBeLessThanOrEqual(3);
    await expect(page.getByText('Believe this query should return results?')).toBeVisible();
    await expect(page.getByRole('link', {name: 'Let us know.'})).toHaveAttribute(
      'href',
      /^https:\/\/github\.com\/facebook\/lexical\/issues\/new\?.*qqzzxxjj/,
    );
  });

  test('a query with HTML and script stays text', async ({page}) => {
    await gotoHydrated(page, '/docs/intro');
    await searchButton(page).click();
    // With results (the words match docs text) and without (the made-up word matches nothing).
    for (const query of ['<img src=x onerror="window.__injected=1">', '<qqzzxx>zzqqxx</qqzzxx>']) {
      await searchInput(page).fill(query);
      await expect(page.locator('.DocSearch-Hit, .DocSearch-NoResults').first()).toBeVisible();
      await expect(page.locator('.DocSearch-Modal img[src="x"], img[src="qqzzxxjj"]')).toHaveCount(
        0,
      );
    }
    await expect(page.locator('.DocSearch-Title strong')).toHaveText('<qqzzxx>zzqqxx</qqzzxx>');
    expect(await page.evaluate(() => '__injected' in window)).toBe(false);
  });

  test('nothing of the engine or index loads before the search button is approached', async ({
    page,
  }) => {
    const searchRequests: string[] = [];
    page.on('request', (request) => {
      if (/search-index|minisearch/i.test(request.url())) searchRequests.push(request.url());
    });
    await gotoHydrated(page, '/docs/intro');
    await page.waitForLoadState('networkidle');
    expect(searchRequests).toEqual([]);
    await expect(page.locator('link[rel="preconnect"][href*="algolia"]')).toHaveCount(0);

    await searchButton(page).hover();
    await expect
      .poll(() => searchRequests.some((url) => /\/search-index\/index\./.test(url)))
      .toBe(true);
  });
});

test.describe('search modal when the index cannot be fetched', () => {
  // The browser logs the failed fetch of the index, and the modal's client its error.
  test.use({expectedConsoleErrors: /ERR_INTERNET_DISCONNECTED|search index could not be loaded/});

  test("shows 'Unable to fetch results', then searches once the index can be had", async ({
    page,
  }) => {
    await page.route('**/search-index/**', (route) => route.abort('internetdisconnected'));
    await gotoHydrated(page, '/docs/intro');
    await searchButton(page).click();
    await searchInput(page).pressSequentially('editor');
    await expect(page.getByText('Unable to fetch results')).toBeVisible();
    await expect(page.getByText('You might want to check your network connection.')).toBeVisible();
    await expect(searchInput(page)).toHaveValue('editor');

    // Back online: the next keystroke loads the index and answers.
    await page.unroute('**/search-index/**');
    await searchInput(page).pressSequentially(' state');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await expect(page.getByText('Unable to fetch results')).toHaveCount(0);
    await expect(searchInput(page)).toHaveValue('editor state');
  });
});
