import {announcement} from '../../src/data/announcement';
import {lexicalRelease, links, whatsNewPath} from '../../src/data/site';
import {expect, gotoHydrated, linkName, test} from './fixtures';

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

test("the announcement bar links the What's new page and keeps the star link", async ({page}) => {
  await gotoHydrated(page, '/');
  const bar = page.locator('.theme-announcement-bar');
  await expect(bar.getByRole('link', {name: linkName('give it a star on GitHub')})).toHaveAttribute(
    'href',
    links.repository,
  );
  await bar.getByRole('link', {name: `what's new in ${lexicalRelease}`}).click();
  await expect(page).toHaveURL(new RegExp(`${whatsNewPath}$`));
  await expect(
    page.getByRole('heading', {level: 1, name: `What's new in ${lexicalRelease}`}),
  ).toBeVisible();
});
