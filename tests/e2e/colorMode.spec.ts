import {colorModeToggleName, expect, gotoHydrated, test} from './fixtures';

test('starts light, switches to dark, and remembers it under the theme key', async ({page}) => {
  await gotoHydrated(page, '/docs/intro');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');

  await page.getByRole('button', {name: colorModeToggleName}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test.describe('with a dark system preference', () => {
  test.use({colorScheme: 'dark'});

  test('stays light, because the site does not follow the system preference', async ({page}) => {
    await gotoHydrated(page, '/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });
});
