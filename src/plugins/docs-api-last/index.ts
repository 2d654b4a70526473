import pluginContentDocs, {
  type PluginOptions,
  validateOptions,
} from '@docusaurus/plugin-content-docs';
import type {GlobalPluginData} from '@docusaurus/plugin-content-docs/client';
import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';

/** True for the sidebar of a route or doc of the API reference: 'api' (see sidebars.ts). */
const isApiSidebar = (sidebar: unknown) => sidebar === 'api';

/**
 * The route with the API reference's doc routes given a lower priority than the others, at every
 * depth. Docusaurus sorts sibling routes by priority, then by path; without this, the 265 routes
 * under `/docs/api/` come before every guide (`api` sorts before `concepts`, `intro`, …).
 */
export function withApiRoutesLast(route: RouteConfig): RouteConfig {
  return {
    ...route,
    ...(isApiSidebar(route.sidebar) && {priority: -1}),
    ...(route.routes && {routes: route.routes.map(withApiRoutesLast)}),
  };
}

/**
 * The docs plugin's global data with each version's docs listed guides first, API reference last
 * (in their order otherwise). The theme finds the page's doc (`useActiveDocContext`, used by the
 * navbar's sidebar links and version dropdown) by trying each doc's path in that order.
 */
export function withApiDocsLast(data: GlobalPluginData): GlobalPluginData {
  return {
    ...data,
    versions: data.versions.map((version) => ({
      ...version,
      docs: [
        ...version.docs.filter((doc) => !isApiSidebar(doc.sidebar)),
        ...version.docs.filter((doc) => isApiSidebar(doc.sidebar)),
      ],
    })),
  };
}

/**
 * Docusaurus's docs plugin, with the guides tried before the API reference wherever the browser
 * looks a path up in a list.
 *
 * The browser compiles a path's pattern the first time it tries it. On a guide page, matching the
 * route compiled all 265 API patterns before reaching the guide (about 90 ms of the hydration
 * task at 4x CPU), and finding the page's doc for the navbar did the same over the docs list.
 * Every route is `exact` and every doc path unique, so the order changes no match, only its cost.
 */
export default async function docsApiLastPlugin(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin> {
  const docs = (await pluginContentDocs(context, options)) as Plugin;
  const {contentLoaded} = docs;
  return {
    ...docs,
    contentLoaded: contentLoaded
      ? ({actions, ...rest}) =>
          contentLoaded({
            ...rest,
            actions: {
              ...actions,
              addRoute: (route) => {
                actions.addRoute(withApiRoutesLast(route));
              },
              setGlobalData: (data) => {
                actions.setGlobalData(withApiDocsLast(data as GlobalPluginData));
              },
            },
          })
      : undefined,
  };
}

export {validateOptions};
