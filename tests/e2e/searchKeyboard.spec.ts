import type {Page} from '@playwright/test';

import {expect, gotoHydrated, test} from './fixtures';
import {searchOffline} from './search/offline';

/** Every test here runs with the network outside this machine cut off. */
searchOffline();

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const searchInput = (page: Page) => page.getByPlaceholder('Search docs');
const selectedHit = (page: Page) => page.locator('.DocSearch-Hit[aria-selected="true"]');

/** Opens the modal on /docs/intro and types a query with hits, waiting for the first search. */
async function searchFromIntro(page: Page, query: string): Promise<void> {
  await gotoHydrated(page, '/docs/intro');
  await page.keyboard.press('Control+k');
  await searchInput(page).fill(query);
  // The first search waits for the engine and its index to load.
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({timeout: 30_000});
}

/** The id of each hit, in the order the modal lists them. */
function hitIds(page: Page): Promise<string[]> {
  return page.locator('.DocSearch-Hit').evaluateAll((hits) => hits.map((hit) => hit.id));
}

/**
 * Selects `text` on the page, as a reader would with the mouse. It must sit in one text node of
 * the article, on one source line (a line break would read as a space in the selection).
 */
async function selectOnPage(page: Page, text: string): Promise<void> {
  const selected = await page.evaluate((wanted) => {
    const walker = document.createTreeWalker(
      document.querySelector('article') ?? document.body,
      NodeFilter.SHOW_TEXT,
    );
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const start = node.textContent?.indexOf(wanted) ?? -1;
      if (start < 0) continue;
      const range = document.createRange();
      range.setStart(node, start);
      range.setEnd(node, start + wanted.length);
      const selection = window.getSelection();
      selection?.removeAllRanges();
      selection?.addRange(range);
      return selection?.toString() ?? null;
    }
    return null;
  }, text);
  expect(selected, `"${text}" is not in one text node of the article: pick another passage`).toBe(
    text,
  );
}

test.describe('search modal keyboard', () => {
  // The first search of each test loads the engine and its index, slow on a busy 2-core machine.
  test.describe.configure({timeout: 60_000});

  test('Tab closes the results panel: nothing is active or controlled any more', async ({page}) => {
    await searchFromIntro(page, 'editor state');
    const input = searchInput(page);
    const [firstHitId] = await hitIds(page);
    // While the panel is open, the input controls the hit lists and points at the active hit.
    // (DocSearch 3.9 hard-codes aria-expanded="true" on its container and puts none on the input,
    // so the panel's state shows in these attributes, not in aria-expanded.)
    const container = page.locator('.DocSearch-Container');
    await expect(input).toHaveAttribute('aria-controls', /docsearch-hits0-list/);
    await expect(container).toHaveAttribute('aria-controls', /docsearch-hits0-list/);
    await expect(input).toHaveAttribute('aria-activedescendant', firstHitId ?? '');
    await expect(selectedHit(page)).toHaveCount(1);

    await input.press('Tab');
    await expect(input).not.toHaveAttribute('aria-controls');
    await expect(input).not.toHaveAttribute('aria-activedescendant');
    await expect(container).not.toHaveAttribute('aria-controls');
    await expect(selectedHit(page)).toHaveCount(0);
    // Tab moves on to the next control; the modal stays open.
    await expect(page.getByRole('button', {name: 'Clear the query'})).toBeFocused();
    await expect(modal(page)).toBeVisible();
  });

  test('ArrowDown and ArrowUp move the selected hit', async ({page}) => {
    await searchFromIntro(page, 'editor state');
    const input = searchInput(page);
    const ids = await hitIds(page);
    expect(ids.length, "'editor state' should find at least 3 hits").toBeGreaterThanOrEqual(3);
    const expectSelected = async (index: number) => {
      await expect(selectedHit(page)).toHaveCount(1);
      await expect(selectedHit(page)).toHaveId(ids[index] ?? '');
      await expect(input).toHaveAttribute('aria-activedescendant', ids[index] ?? '');
    };

    await expectSelected(0);
    await input.press('ArrowDown');
    await expectSelected(1);
    await input.press('ArrowDown');
    await expectSelected(2);
    await input.press('ArrowUp');
    await expectSelected(1);
  });

  test('Ctrl+Enter opens the selected hit in a new tab and leaves the page as it was', async ({
    page,
    baseURL,
  }) => {
    await searchFromIntro(page, 'editor state');
    await searchInput(page).press('ArrowDown');
    const href = await selectedHit(page).locator('a').getAttribute('href');
    expect(href).toBeTruthy();

    const [newTab] = await Promise.all([
      page.context().waitForEvent('page'),
      searchInput(page).press('Control+Enter'),
    ]);
    await newTab.waitForLoadState();
    expect(newTab.url()).toBe(new URL(href ?? '', baseURL).href);
    await expect(page).toHaveURL(/\/docs\/intro$/);
    // A modifier key keeps the modal open on the original page, as DocSearch does.
    await expect(modal(page)).toBeVisible();
    await newTab.close();
  });

  test('Shift+Enter opens the selected hit in a new window', async ({page, baseURL}) => {
    await searchFromIntro(page, 'editor state');
    await searchInput(page).press('ArrowDown');
    const href = await selectedHit(page).locator('a').getAttribute('href');
    expect(href).toBeTruthy();

    const [newWindow] = await Promise.all([
      page.context().waitForEvent('page'),
      searchInput(page).press('Shift+Enter'),
    ]);
    await newWindow.waitForLoadState();
    expect(newWindow.url()).toBe(new URL(href ?? '', baseURL).href);
    await expect(page).toHaveURL(/\/docs\/intro$/);
    await newWindow.close();
  });

  test('text selected on the page becomes the initial query', async ({page}) => {
    await gotoHydrated(page, '/docs/intro');
    await selectOnPage(page, 'extensible text editor framework');
    await page.keyboard.press('Control+k');
    await expect(searchInput(page)).toHaveValue('extensible text editor framework');
  });

  test('a selection longer than 64 characters gives its first 64 as the initial query', async ({
    page,
  }) => {
    const passage =
      'Lexical is an extensible text editor framework for the web, built and maintained by Meta.';
    await gotoHydrated(page, '/docs/intro');
    await selectOnPage(page, passage);
    await page.keyboard.press('Control+k');
    await expect(searchInput(page)).toHaveValue(
      'Lexical is an extensible text editor framework for the web, buil',
    );
  });
});
