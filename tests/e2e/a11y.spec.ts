import AxeBuilder from '@axe-core/playwright';

import {expect, gotoHydrated, test} from './fixtures';
import {topLevelRoutes} from './topLevelRoutes';

const extraRoutes = [
  '/docs/concepts/editor-state',
  '/docs/api/classes/lexical.LexicalEditor',
  '/docs/api/modules/lexical/dollar-functions',
  '/docs/error?code=58&v=ImageNode',
  '/this/page/does-not-exist',
];

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} mode`, () => {
    test.beforeEach(async ({page}) => {
      await page.addInitScript((mode) => {
        localStorage.setItem('theme', mode);
      }, theme);
    });

    for (const path of [...topLevelRoutes.map((route) => route.path), ...extraRoutes]) {
      test(`${path} has no axe violations`, async ({page}) => {
        // axe takes tens of seconds on the largest API pages on a 2-core machine.
        test.setTimeout(120_000);
        await gotoHydrated(page, path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        const results = await new AxeBuilder({page}).analyze();
        const summary = results.violations.map(
          (violation) =>
            `${violation.id}: ${violation.help} (${violation.nodes
              .slice(0, 3)
              .map((node) => node.target.join(' '))
              .join(', ')})`,
        );
        expect(summary).toEqual([]);
      });
    }
  });
}
