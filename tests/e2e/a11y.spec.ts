import AxeBuilder from '@axe-core/playwright';

import {expect, gotoHydrated, test} from './fixtures';
import {topLevelRoutes} from './topLevelRoutes';

const extraRoutes = ['/docs/concepts/editor-state', '/this/page/does-not-exist'];

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} mode`, () => {
    test.beforeEach(async ({page}) => {
      await page.addInitScript((mode) => {
        localStorage.setItem('theme', mode);
      }, theme);
    });

    for (const path of [...topLevelRoutes.map((route) => route.path), ...extraRoutes]) {
      test(`${path} has no axe violations`, async ({page}) => {
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
