import type {Page} from '@playwright/test';

import {expect, gotoHydrated, test} from './fixtures';
import {searchOffline} from './search/offline';
import {untilWholeTextsAnswer} from './search/wholeTexts';

/** Every test here runs with the network outside this machine cut off. */
searchOffline();

const searchInput = (page: Page) => page.getByPlaceholder('Search docs');
const hitLinks = (page: Page) =>
  page.locator('.DocSearch-Hit a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));

/**
 * Opens the modal and waits until it answers from the whole texts, so that a query gets the same
 * answer now and later.
 */
async function openWithWholeTexts(page: Page): Promise<void> {
  await gotoHydrated(page, '/docs/intro');
  await page.getByRole('button', {name: 'Search'}).first().click();
  await untilWholeTextsAnswer(page);
}

test.describe('search modal on a slow CPU', () => {
  test.describe.configure({timeout: 150_000});

  test("typing fast at 4x CPU throttling loses no key, and shows the whole query's results", async ({
    page,
  }) => {
    const query = 'listen for selection changes';
    await openWithWholeTexts(page);
    // The answer to the whole query, asked at once: from an empty input, only it is asked.
    await searchInput(page).fill('');
    await searchInput(page).fill(query);
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    const expected = await hitLinks(page);
    await searchInput(page).fill('');
    await expect(page.getByText('No recent searches')).toBeVisible();

    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
    await page.keyboard.type(query);
    await expect(searchInput(page), 'a key typed was lost: the input lags').toHaveValue(query);
    await expect
      .poll(() => hitLinks(page), {message: "the results shown are not the whole query's"})
      .toEqual(expected);
    // No answer to a shorter query, older, may come later and replace them.
    await page.waitForTimeout(1_000);
    expect(await hitLinks(page), "an older answer replaced the whole query's").toEqual(expected);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 1});
  });
});
