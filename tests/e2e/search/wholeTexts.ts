import {expect, type Page} from '@playwright/test';

/**
 * Waits, in the open modal, until search answers from the whole texts: `insertFromPaste` is in
 * the DOM events guide past the first words of its section, so only the texts file has it. The
 * worker fetches the texts and builds their engine in the background: on a busy 2-core machine
 * that has taken over 20 s.
 */
export async function untilWholeTextsAnswer(page: Page): Promise<void> {
  const input = page.getByPlaceholder('Search docs');
  const domEventsHit = page.locator('.DocSearch-Hit a[href*="/docs/concepts/dom-events"]');
  await expect
    .poll(
      async () => {
        await input.fill('');
        await input.fill('insertFromPaste');
        await page.locator('.DocSearch-Hit, .DocSearch-NoResults').first().waitFor();
        return domEventsHit.count();
      },
      {timeout: 60_000},
    )
    .toBeGreaterThan(0);
}
