import {colorModeToggleName, expect, gotoHydrated, test} from './fixtures';

test.describe('crash page', () => {
  // React reports the caught render error on the console; that is the behaviour under test.
  test.use({expectedConsoleErrors: /Deliberate crash|The above error occurred/});

  test("shows the error and its cause, and 'Try again' recovers", async ({page}) => {
    await gotoHydrated(page, '/tests/crash');
    await page.getByRole('button', {name: 'Crash this page'}).click();

    await expect(page.getByRole('heading', {name: 'This page crashed.'})).toBeVisible();
    await expect(page.getByText(/Deliberate crash for the error page test/)).toBeVisible();
    await expect(page.getByText(/Root cause of the deliberate crash/)).toBeVisible();
    await expect(page.getByRole('link', {name: 'Report this problem'})).toHaveAttribute(
      'href',
      /github\.com\/facebook\/lexical\/issues\/new/,
    );

    // While the fault persists, trying again crashes again.
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.getByRole('heading', {name: 'This page crashed.'})).toBeVisible();

    // Once it is gone, 'Try again' clears the error and renders the page.
    await page.evaluate(() => {
      (window as {lexicalCrashTestFault?: boolean}).lexicalCrashTestFault = false;
    });
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.getByRole('heading', {name: 'Crash test'})).toBeVisible();
    await expect(page.getByText('The component rendered without crashing.')).toBeVisible();
  });
});

test('an unknown path shows the not-found page', async ({page}) => {
  const response = await page.goto('/this/page/does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
  await expect(page.getByText('We could not find what you were looking for.')).toBeVisible();
});

test.describe('with browser storage that throws', () => {
  // Docusaurus reports each failed storage access on the console and carries on (spec §4).
  test.use({expectedConsoleErrors: /Docusaurus storage error/});

  test('a page still renders and its controls work', async ({page}) => {
    await page.addInitScript(() => {
      const fail = () => {
        throw new DOMException('Storage is disabled', 'SecurityError');
      };
      Storage.prototype.getItem = fail;
      Storage.prototype.setItem = fail;
      Storage.prototype.removeItem = fail;
    });
    await gotoHydrated(page, '/docs/intro');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Introduction');
    await page.getByRole('button', {name: colorModeToggleName}).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});

test.describe('.html addresses', () => {
  for (const path of ['/docs/intro.html', '/docs/intro/index.html']) {
    test(`${path} shows the same page as /docs/intro`, async ({page}) => {
      await gotoHydrated(page, path);
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Introduction');
    });
  }
});
