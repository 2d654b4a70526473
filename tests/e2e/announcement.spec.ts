import {announcement} from '../../src/data/announcement';
import {expect, gotoHydrated, test} from './fixtures';

test('the announcement bar shows until dismissed, and the dismissal persists', async ({page}) => {
  await gotoHydrated(page, '/');
  const text = page.getByText(/These docs cover Lexical/);
  await expect(text).toBeVisible();
  await page.getByRole('button', {name: 'Close'}).click();
  await expect(text).toBeHidden();
  await page.reload();
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
  await expect(text).toBeHidden();
});

test('a dismissal of an older announcement does not hide the current one', async ({page}) => {
  await page.addInitScript(() => {
    localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement');
    localStorage.setItem('docusaurus.announcement.dismiss', 'true');
  });
  await gotoHydrated(page, '/');
  await expect(page.getByText(/These docs cover Lexical/)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.id'))).toBe(
    announcement.id,
  );
});
