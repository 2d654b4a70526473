import type {Locator} from '@playwright/test';

import {expect, gotoHydrated, openHomeExampleSource, test} from './fixtures';
import {liveExamplePages} from './liveExamplePages';

const pages = liveExamplePages();
const typed = 'Typed by the e2e test';

/** Brings the pointer over the example and waits until its editor has mounted. */
async function mount(frame: Locator): Promise<void> {
  await frame.hover();
  await expect(frame).toHaveAttribute('data-live-example-mounted', 'true');
  await expect(frame.getByRole('alert')).toHaveCount(0);
  // The state panel is open on guide pages and a toggle away on the home page.
  const toggle = frame.getByRole('button', {name: 'Editor state', exact: true});
  if ((await toggle.getAttribute('aria-pressed')) === 'false') await toggle.click();
  await expect(
    frame.getByRole('group', {name: 'Editor state', exact: true}).locator('pre'),
  ).toBeVisible();
}

test('the build has pages with live examples', () => {
  expect(pages.length, 'no built page holds a <LiveExample>').toBeGreaterThanOrEqual(9);
});

for (const {path, examples} of pages) {
  for (const [index, name] of examples.entries()) {
    test(`${path}: the '${name}' example takes typing, shows it in its state and resets`, async ({
      page,
    }) => {
      await gotoHydrated(page, path);
      const frame = page.locator('[data-live-example]').nth(index);
      await expect(frame).toHaveAttribute('data-live-example', name);
      await mount(frame);

      const editor = frame.locator('[contenteditable="true"]').first();
      const state = frame.getByRole('group', {name: 'Editor state', exact: true}).locator('pre');
      const initialText = await editor.innerText();
      await editor.click();
      await page.keyboard.press('Control+End');
      await page.keyboard.type(` ${typed}`);
      await expect(editor).toContainText(typed);
      await expect(state).toContainText(typed);

      await frame.getByRole('button', {name: 'Reset'}).click();
      await expect
        .poll(() => frame.locator('[contenteditable="true"]').first().innerText())
        .toBe(initialText);
      await expect(state).not.toContainText(typed);
    });
  }
}

test.describe('an example whose code cannot load', () => {
  test.use({expectedConsoleErrors: /Failed to load resource|ChunkLoadError|Loading chunk/});

  test('shows its error and Try again inside the example, and recovers', async ({page}) => {
    const first = pages[0];
    if (!first) throw new Error('no page with a live example');
    await gotoHydrated(page, first.path);
    // Offline from here on: the example's chunks cannot be fetched.
    await page.route('**/assets/js/**', (route) => route.abort());
    const frame = page.locator('[data-live-example]').first();
    await frame.scrollIntoViewIfNeeded();
    const alert = frame.getByRole('alert');
    await expect(alert).toContainText('This example stopped working.');
    // The rest of the page is still there.
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();

    await page.unroute('**/assets/js/**');
    await alert.getByRole('button', {name: 'Try again'}).click();
    await expect(frame).toHaveAttribute('data-live-example-mounted', 'true');
    await expect(frame.locator('[contenteditable="true"]').first()).toBeVisible();
  });
});

test('the Source tab shows the files that run, highlighted', async ({page}) => {
  const {frame, source} = await openHomeExampleSource(page);
  await expect(source.getByText('Example.tsx', {exact: true})).toBeVisible();
  await expect(source.getByText('Toolbar.tsx', {exact: true})).toBeVisible();
  await expect(source).toContainText('LexicalExtensionComposer');
  // Arrow keys move between the tabs, as in any tab list.
  await page.keyboard.press('ArrowLeft');
  await expect(frame.getByRole('tab', {name: 'Editor'})).toBeFocused();
  await expect(frame.locator('[contenteditable="true"]')).toBeVisible();
});

test('no Lexical code loads before an example nears the viewport', async ({page, request}) => {
  // The home page's editor is in the first screen; it loads when the reader reaches for it.
  const path = '/';
  const scripts: string[] = [];
  page.on('request', (entry) => {
    if (entry.resourceType() === 'script') scripts.push(entry.url());
  });
  /** Whether any of the scripts holds Lexical's editor (its method names survive minification). */
  const holdsLexical = async (urls: string[]): Promise<boolean> => {
    const bodies = await Promise.all(urls.map(async (url) => (await request.get(url)).text()));
    return bodies.some((body) => body.includes('registerUpdateListener'));
  };

  await gotoHydrated(page, path);
  await page.waitForLoadState('networkidle');
  const frame = page.locator('[data-live-example]').first();
  await expect(frame).toHaveAttribute('data-live-example-mounted', 'false');
  expect(await holdsLexical(scripts), 'Lexical was part of the first load').toBe(false);

  await mount(frame);
  expect(await holdsLexical(scripts), 'mounting the example loaded Lexical').toBe(true);
});
