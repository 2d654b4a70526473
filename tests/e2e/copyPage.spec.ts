import type {Page} from '@playwright/test';

import {expect, gotoHydrated, test} from './fixtures';

const pagePath = '/docs/concepts/editor-state';
const twinPath = '/docs/concepts/editor-state.md';

/** Everything the page requested for its Markdown twin. */
function twinRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('.md')) requested.push(request.url());
  });
  return requested;
}

const moreButton = (page: Page) =>
  page.getByRole('button', {name: 'More ways to use this page as Markdown'});

test.describe('Copy page', () => {
  test.beforeEach(async ({context, baseURL}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
  });

  test('puts the page’s Markdown on the clipboard, fetched only when used', async ({
    page,
    request,
  }) => {
    const requested = twinRequests(page);
    await gotoHydrated(page, pagePath);
    await page.getByRole('button', {name: 'Copy page', exact: true}).hover();
    expect(requested, 'nothing is fetched before the control is used').toEqual([]);

    await page.getByRole('button', {name: 'Copy page', exact: true}).click();
    await expect(page.getByRole('status')).toHaveText('Copied the page as Markdown.');
    const markdown = await (await request.get(twinPath)).text();
    expect(markdown.startsWith('# Editor state\n')).toBe(true);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(markdown);
  });

  test('its menu works with the keyboard alone', async ({page}) => {
    await gotoHydrated(page, pagePath);
    await page.getByRole('button', {name: 'Copy page', exact: true}).focus();
    await page.keyboard.press('Tab');
    await expect(moreButton(page)).toBeFocused();
    await expect(moreButton(page)).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Enter');
    await expect(moreButton(page)).toHaveAttribute('aria-expanded', 'true');
    const copyItem = page.getByRole('menuitem', {name: 'Copy page as Markdown'});
    const viewItem = page.getByRole('menuitem', {name: 'View as Markdown'});
    await expect(copyItem).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(viewItem).toBeFocused();
    await expect(viewItem).toHaveAttribute('href', twinPath);
    await page.keyboard.press('ArrowDown');
    await expect(copyItem).toBeFocused();
    await page.keyboard.press('End');
    await expect(viewItem).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(moreButton(page)).toBeFocused();

    await page.keyboard.press('ArrowUp');
    await expect(viewItem).toBeFocused();
    await page.keyboard.press('Home');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status')).toHaveText('Copied the page as Markdown.');
    await expect(page.getByRole('menu')).toHaveCount(0);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
      'URL: https://lexical.dev/docs/concepts/editor-state',
    );
  });

  test('says so when the browser refuses the clipboard', async ({page}) => {
    await page.addInitScript(() => {
      const refuse = () =>
        Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
      Object.assign(navigator.clipboard, {write: refuse, writeText: refuse});
    });
    await gotoHydrated(page, pagePath);
    await page.getByRole('button', {name: 'Copy page', exact: true}).click();
    await expect(page.getByRole('status')).toHaveText(
      'Your browser did not allow copying to the clipboard. Use View as Markdown and copy from there.',
    );
  });

  test.describe('offline', () => {
    test.use({expectedConsoleErrors: /net::ERR_INTERNET_DISCONNECTED/});

    test('says so when the Markdown cannot be loaded', async ({page}) => {
      await gotoHydrated(page, pagePath);
      await page.route('**/*.md', (route) => route.abort('internetdisconnected'));
      await page.getByRole('button', {name: 'Copy page', exact: true}).click();
      await expect(page.getByRole('status')).toHaveText(
        "Could not load this page's Markdown. Check your connection and try again.",
      );
    });
  });

  test('closes its menu on a click elsewhere', async ({page}) => {
    await gotoHydrated(page, pagePath);
    await moreButton(page).click();
    await expect(page.getByRole('menu', {name: 'Page as Markdown'})).toBeVisible();
    await page.locator('.theme-doc-markdown p').first().click();
    await expect(page.getByRole('menu')).toHaveCount(0);
  });
});
