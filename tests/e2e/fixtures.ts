import {type APIRequestContext, expect, type Page, test as base} from '@playwright/test';

/** Console messages that are not the site's fault, each with the reason it is tolerated. */
const toleratedConsoleErrors: readonly RegExp[] = [
  // A 404 page is served with status 404 on purpose; Chromium logs every non-2xx document load.
  /Failed to load resource: the server responded with a status of 404/,
];

/**
 * The e2e `test`: every test fails if the page logs a console error or throws an uncaught
 * exception, unless the test declares it expected with `expectedConsoleErrors`.
 */
export const test = base.extend<{
  /** Console errors that the test itself provokes; `null` when it provokes none. */
  expectedConsoleErrors: RegExp | null;
  consoleGuard: undefined;
}>({
  expectedConsoleErrors: [null, {option: true}],
  consoleGuard: [
    async ({page, expectedConsoleErrors}, use) => {
      const errors: string[] = [];
      const tolerated = [
        ...toleratedConsoleErrors,
        ...(expectedConsoleErrors ? [expectedConsoleErrors] : []),
      ];
      page.on('console', (message) => {
        if (message.type() === 'error' && !tolerated.some((re) => re.test(message.text()))) {
          errors.push(message.text());
        }
      });
      page.on('pageerror', (error) => {
        if (!tolerated.some((re) => re.test(error.message))) {
          errors.push(error.message);
        }
      });
      await use(undefined);
      expect(errors, 'the page logged console errors').toEqual([]);
    },
    {auto: true},
  ],
});

export {expect};

/** The accessible name of the navbar's colour mode toggle. */
export const colorModeToggleName = /Switch between dark and light mode/;

/** Opens a path and waits until React has hydrated the pre-rendered page. */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
}

/**
 * Opens the home page's rich-text live example on its Source tab: the example's frame and the
 * tab's panel.
 */
export async function openHomeExampleSource(page: Page) {
  await gotoHydrated(page, '/');
  const frame = page.locator('[data-live-example="rich-text"]');
  await frame.scrollIntoViewIfNeeded();
  await frame.getByRole('tab', {name: 'Source'}).click();
  return {frame, source: frame.getByRole('tabpanel', {name: 'Source'})};
}

/** Matches a link's accessible name, with or without the theme's "(opens in new tab)" suffix. */
export function linkName(text: string): RegExp {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped}\\s*(\\(opens in new tab\\))?$`);
}

/** The paths of every page the built site's sitemap lists. */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? '').pathname,
  );
}
