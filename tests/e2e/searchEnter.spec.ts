import type {Page} from '@playwright/test';

import {expect, gotoHydrated, test} from './fixtures';
import {searchOffline} from './search/offline';
import {countUnansweredQueries, untilQueriesAnswered} from './search/unansweredQueries';

/** Every test here runs with the network outside this machine cut off. */
searchOffline();

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const searchInput = (page: Page) => page.getByPlaceholder('Search docs');
/** The answer's selected hit (the recent searches, listed until the first answer, have others). */
const selectedHit = (page: Page) =>
  page.locator('.DocSearch-Hit[id^="docsearch-hits"][aria-selected="true"]');

/** Words a new reader might look up: ten pages, each another than the previous word's. */
const words = [
  'history',
  'commands',
  'selection',
  'transforms',
  'serialization',
  'theming',
  'listeners',
  'collaboration',
  'plugins',
  'decorators',
];
const rounds = 3;
/**
 * How late the pages' scripts arrive. A page chosen in the modal renders once its scripts have
 * loaded, and then takes focus: a reader who searches again at once, as this test does, has the
 * modal open by then. Without the delay that happens now and then on a busy machine; with it, to
 * every page not visited before.
 */
const pageScriptDelayMs = 1000;

test('Enter opens the selected hit, 30 times from page to page', async ({page}) => {
  // 30–45 s on a 2-core machine running both workers; over a minute when others load it too.
  test.setTimeout(180_000);
  await countUnansweredQueries(page);
  await page.route('**/assets/js/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, pageScriptDelayMs));
    await route.continue();
  });
  await gotoHydrated(page, '/docs/intro');
  for (let round = 1; round <= rounds; round++) {
    for (const word of words) {
      const selection = `round ${round}, '${word}' from ${new URL(page.url()).pathname}`;
      await page.keyboard.press('Control+k');
      await expect(searchInput(page), selection).toBeFocused();
      await page.keyboard.type(word);
      await untilQueriesAnswered(page);
      await expect(searchInput(page), `${selection}: keys were lost`).toHaveValue(word);
      const href = await selectedHit(page).locator('a').getAttribute('href', {timeout: 5_000});
      const target = new URL(href ?? '', page.url()).href;
      await page.keyboard.press('Enter');
      await expect(modal(page), `${selection}: Enter was lost`).toHaveCount(0, {timeout: 5_000});
      await page.waitForURL(target, {timeout: 5_000});
    }
  }
});
