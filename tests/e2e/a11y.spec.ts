import AxeBuilder from '@axe-core/playwright';

import {colorModeToggleName, expect, gotoHydrated, test} from './fixtures';
import {topLevelRoutes} from './topLevelRoutes';

const extraRoutes = [
  '/docs/concepts/editor-state',
  // Generated lists of links, and the announcement bar's link to the page.
  '/docs/whats-new',
  '/docs/api/classes/lexical.LexicalEditor',
  // A module page split by kind (as the $-functions page is), with the same markup in fewer
  // elements: axe on the 6,000 elements of the $-functions page took up to 3 minutes of CI.
  '/docs/api/modules/lexical/variables',
  '/docs/error?code=58&v=ImageNode',
  '/search?q=editor%20state',
  '/this/page/does-not-exist',
];

/** One line per violation, naming up to three of the elements at fault. */
async function violations(axe: AxeBuilder): Promise<string[]> {
  const results = await axe.analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(', ')})`,
  );
}

/**
 * The rules whose outcome depends on the colours: a page checked in full in light mode is checked
 * again for these alone in dark mode. Everything else (names, roles, landmarks, structure) is the
 * same markup in both.
 */
const colourRules = ['color-contrast', 'link-in-text-block'];
for (const path of [...topLevelRoutes.map((route) => route.path), ...extraRoutes]) {
  test(`${path} has no axe violations, in light and in dark mode`, async ({page}) => {
    // axe takes tens of seconds on the large API pages on a 2-core machine, more when it is busy.
    test.setTimeout(300_000);
    const html = page.locator('html');
    await gotoHydrated(page, path);
    await expect(html).toHaveAttribute('data-theme', 'light');
    expect(await violations(new AxeBuilder({page})), 'light mode').toEqual([]);
    // The reader's way to dark mode: the navbar's switch, on the page as it is.
    await page.getByRole('button', {name: colorModeToggleName}).click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    // Colours fade between the modes: axe reads them once the fades are over.
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every(
          (animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running',
        ),
    );
    expect(await violations(new AxeBuilder({page}).withRules(colourRules)), 'dark mode').toEqual(
      [],
    );
  });
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} mode`, () => {
    test.beforeEach(async ({page}) => {
      await page.addInitScript((mode) => {
        localStorage.setItem('theme', mode);
      }, theme);
    });

    test('the search modal, open with results, has no axe violations', async ({page}) => {
      await gotoHydrated(page, '/docs/intro');
      await page.keyboard.press('Control+k');
      await page.getByPlaceholder('Search docs').fill('editor state');
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
      // Left out: rules that DocSearch 3.9's own markup breaks and no theme can mend: its input's
      // aria-controls names a list id it never renders, its options hold links and buttons, and
      // its <header>/<footer> read as a second banner and contentinfo.
      const axe = new AxeBuilder({page})
        .include('.DocSearch-Modal')
        .disableRules([
          'aria-valid-attr-value',
          'nested-interactive',
          'landmark-no-duplicate-banner',
          'landmark-no-duplicate-contentinfo',
        ]);
      expect(await violations(axe)).toEqual([]);
    });

    test("a code sample with a name's type hint open has no axe violations", async ({page}) => {
      await gotoHydrated(page, '/docs/intro');
      const hint = page.locator('.type-hint', {hasText: /^createEditor/}).first();
      await hint.hover();
      await expect(hint.locator('.type-hint-popup')).toBeVisible();
      expect(await violations(new AxeBuilder({page}))).toEqual([]);
    });

    test('a docs page with its Copy page menu open has no axe violations', async ({page}) => {
      await gotoHydrated(page, '/docs/concepts/editor-state');
      await page.getByRole('button', {name: 'More ways to use this page as Markdown'}).click();
      await expect(page.getByRole('menuitem', {name: 'Copy page as Markdown'})).toBeFocused();
      expect(await violations(new AxeBuilder({page}))).toEqual([]);
    });

    for (const path of ['/', '/docs/concepts/nodes', '/docs/concepts/serialization']) {
      test(`${path} with its live example mounted and focused has no axe violations`, async ({
        page,
      }) => {
        test.setTimeout(90_000);
        await gotoHydrated(page, path);
        const frame = page.locator('[data-live-example]').first();
        await frame.hover();
        await expect(frame).toHaveAttribute('data-live-example-mounted', 'true');
        const toggle = frame.getByRole('button', {name: 'Editor state', exact: true});
        if ((await toggle.getAttribute('aria-pressed')) === 'false') await toggle.click();
        await expect(
          frame.getByRole('group', {name: 'Editor state', exact: true}).locator('pre'),
        ).toBeVisible();
        await frame.locator('[contenteditable="true"]').first().focus();
        expect(await violations(new AxeBuilder({page}))).toEqual([]);
      });
    }
  });
}
