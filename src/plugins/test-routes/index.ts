import type {LoadContext, Plugin} from '@docusaurus/types';

/** Routes that only the e2e tests visit: kept out of the sitemap and marked noindex. */
export const testRoutesBasePath = '/tests';

/**
 * Adds `/tests/crash`, a page with a button that makes it throw while rendering, so the e2e suite can
 * prove that the crash page appears and that 'Try again' recovers (spec §2, crash page).
 */
export default function testRoutesPlugin(context: LoadContext): Plugin {
  return {
    name: 'lexical-test-routes',
    contentLoaded({actions}) {
      actions.addRoute({
        path: `${context.baseUrl.replace(/\/$/, '')}${testRoutesBasePath}/crash`,
        component: '@site/src/plugins/test-routes/CrashTestPage.tsx',
        exact: true,
      });
    },
  };
}
