import pluginContentDocs, {
  type PluginOptions,
  type PropVersionMetadata,
  validateOptions,
} from '@docusaurus/plugin-content-docs';
import type {GlobalPluginData} from '@docusaurus/plugin-content-docs/client';
import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';

/** True for the sidebar of a route or doc of the API reference: 'api' (see sidebars.ts). */
const isApiSidebar = (sidebar: unknown) => sidebar === 'api';
const isGuideSidebar = (sidebar: unknown) => !isApiSidebar(sidebar);

/** The path all the given paths lie under, whole segments only: `/docs/api` for its pages. */
export function commonPath(paths: string[]): string {
  const [first = [], ...rest] = paths.map((pathname) => pathname.split('/').filter(Boolean));
  const length = first.findIndex((segment, index) =>
    rest.some((segments) => segments[index] !== segment),
  );
  return `/${first.slice(0, length === -1 ? first.length : length).join('/')}`;
}

const isUnder = (pathname: string, parent: string) =>
  pathname.replace(/\/$/, '') === parent || pathname.startsWith(`${parent}/`);

/** A version's metadata with only the sidebars, and the docs, of one side of the split. */
function versionSide(
  version: PropVersionMetadata,
  isSide: (sidebar: unknown) => boolean,
): PropVersionMetadata {
  return {
    ...version,
    docsSidebars: Object.fromEntries(
      Object.entries(version.docsSidebars).filter(([name]) => isSide(name)),
    ),
    docs: Object.fromEntries(Object.entries(version.docs).filter(([, doc]) => isSide(doc.sidebar))),
  };
}

/**
 * One version's route (the docs plugin's `DocVersionRoot`, whose child `DocRoot` holds the doc
 * routes, next to the tag pages) as two: the API reference under a version route of its own at
 * the path its pages share, then everything else at the version's path. Each one's metadata
 * holds its own sidebars and docs only, so a guide page does not load the API sidebar and the
 * metadata of 265 API docs, and neither side's router tries the other's pages.
 */
export function withApiVersionRoute(versionRoute: RouteConfig): RouteConfig[] {
  const version = versionRoute.props?.version as PropVersionMetadata | undefined;
  const docRoot = versionRoute.routes?.find((route) => route.routes);
  const apiRoutes = docRoot?.routes?.filter((route) => isApiSidebar(route.sidebar)) ?? [];
  if (!version || !docRoot?.routes || apiRoutes.length === 0) {
    return [versionRoute];
  }
  const apiPath = commonPath(apiRoutes.map((route) => route.path));
  const guideRoutes = docRoot.routes.filter((route) => isGuideSidebar(route.sidebar));
  const otherRoutes = versionRoute.routes?.filter((route) => route !== docRoot) ?? [];
  const misplaced = [...guideRoutes, ...otherRoutes].find((route) => isUnder(route.path, apiPath));
  if (misplaced) {
    throw new Error(
      `docs-api-apart: ${misplaced.path} is not in the 'api' sidebar but lies under ${apiPath}, ` +
        "the path the API reference's pages share, where their own version route answers.",
    );
  }
  return [
    {
      ...versionRoute,
      path: apiPath,
      props: {...versionRoute.props, version: versionSide(version, isApiSidebar)},
      routes: [{...docRoot, path: apiPath, routes: apiRoutes}],
    },
    {
      ...versionRoute,
      props: {...versionRoute.props, version: versionSide(version, isGuideSidebar)},
      routes: [{...docRoot, routes: guideRoutes}, ...otherRoutes],
    },
  ];
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
        ...version.docs.filter((doc) => isGuideSidebar(doc.sidebar)),
        ...version.docs.filter((doc) => isApiSidebar(doc.sidebar)),
      ],
    })),
  };
}

/**
 * Docusaurus's docs plugin, with the API reference apart from the guides in the browser: its own
 * version route and metadata, and last in the global data's docs.
 *
 * The browser compiles a path's pattern the first time it tries it, and every docs page loaded
 * the version's metadata with both sidebars (152 KB raw). With the API reference's 265 pages in
 * the same lists as the guides, a guide page compiled every API pattern while it hydrated (about
 * 90 ms at 4x CPU) and loaded the API sidebar it never shows.
 */
export default async function docsApiApartPlugin(
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
              // The plugin adds one route, its root, whose children are the versions' routes.
              addRoute: (route) => {
                actions.addRoute({
                  ...route,
                  ...(route.routes && {routes: route.routes.flatMap(withApiVersionRoute)}),
                });
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
