import fs from 'node:fs';
import path from 'node:path';

import type {Page} from '@playwright/test';

import {expect, test} from './fixtures';

/**
 * Search under `npm start` (the `dev-server` project of playwright.config.ts): the dev server
 * renders no HTML to index, so the search plugin indexes the Markdown sources and the dev server
 * serves that index, kept current as docs change.
 */

// One test at a time: the doc edited in the first makes the dev server recompile and index again,
// which once held the other test past its wait when they ran side by side.
test.describe.configure({mode: 'default'});

const searchInput = (page: Page) => page.getByPlaceholder('Search docs');
const hitLinks = (page: Page) => page.locator('.DocSearch-Hit a');

/** Opens a docs page in the dev server, which renders in the browser only. */
async function openDocs(page: Page): Promise<void> {
  await page.goto('/docs/intro');
  await expect(page.getByRole('heading', {level: 1, name: 'Introduction'})).toBeVisible();
}

async function searchFor(page: Page, query: string): Promise<void> {
  await page.keyboard.press('Control+k');
  await searchInput(page).fill(query);
}

test('the modal answers from the docs as they are on disk, and from an edited doc', async ({
  page,
}) => {
  // The dev server rebuilds the index and recompiles the page after the edit: on a busy 2-core
  // machine that takes tens of seconds.
  test.setTimeout(150_000);
  await openDocs(page);
  await searchFor(page, 'editor state');
  await expect(hitLinks(page).first()).toBeVisible();
  await expect(
    page.locator('.DocSearch-Hit a[href*="/docs/concepts/editor-state"]').first(),
  ).toBeVisible();
  await expect(page.getByText('Unable to fetch results')).toHaveCount(0);

  // A word no doc holds, written into a doc while the server runs, is found once the modal
  // opens again: the server rewrites the index, and opening the modal reloads a changed one.
  const doc = path.resolve('docs/testing.md'); // Playwright runs from the repository root
  const original = fs.readFileSync(doc, 'utf8');
  const word = `quokkaberry${Date.now()}`;
  try {
    fs.writeFileSync(doc, `${original}\n## Dev search check\n\nThe ${word} paragraph.\n`);
    await expect(async () => {
      await page.keyboard.press('Escape');
      await searchFor(page, word);
      await expect(
        page.locator('.DocSearch-Hit a[href*="/docs/testing#dev-search-check"]').first(),
      ).toBeVisible({timeout: 2_000});
    }).toPass({timeout: 100_000});
  } finally {
    fs.writeFileSync(doc, original);
  }
});

test('the search page answers too', async ({page}) => {
  await page.goto('/search?q=transforms');
  // The page answers from the whole texts, which the worker fetches and builds an engine from:
  // over 20 s on a busy 2-core machine (as in tests/e2e/search/wholeTexts.ts).
  await expect(page.locator('main a[href*="/docs/concepts/transforms"]').first()).toBeVisible({
    timeout: 60_000,
  });
});
