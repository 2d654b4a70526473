import type {ClientRoute, ClientRouteTable} from './sizeBudgetBundle';

/** Sections the route count is broken down by when it is over budget; the first match wins. */
export const routeSections = ['/docs/api', '/docs', '/blog'] as const;
export type RouteSection = (typeof routeSections)[number] | 'other';

/** React Router's non-strict, case-insensitive comparison: a trailing slash does not count. */
function normalize(pathname: string): string {
  const lower = pathname.toLowerCase();
  return lower.length > 1 && lower.endsWith('/') ? lower.slice(0, -1) : lower;
}

/** react-router's `matchPath` for the literal paths Docusaurus generates (and `*`). */
function matches(route: ClientRoute, pathname: string): boolean {
  if (route.path === '*') {
    return true;
  }
  const path = normalize(route.path);
  const page = normalize(pathname);
  if (page === path) {
    return true;
  }
  return !route.exact && (path === '/' || page.startsWith(`${path}/`));
}

/**
 * The routes a page renders, outermost layout first: at each level the first route that
 * matches, then its children, as react-router-config's `matchRoutes` (which Docusaurus uses to
 * preload a page's chunks before it hydrates).
 */
export function matchRoutes(routes: ClientRoute[], pathname: string): ClientRoute[] {
  const route = routes.find((candidate) => matches(candidate, pathname));
  return route ? [route, ...matchRoutes(route.routes, pathname)] : [];
}

/**
 * How many route patterns the router tries before a page matches: at each level, the routes
 * before the matching one and the match itself. The browser compiles each pattern the first time
 * it tries it, during the page's hydration.
 */
export function routesTried(routes: ClientRoute[], pathname: string): number {
  const index = routes.findIndex((candidate) => matches(candidate, pathname));
  const route = routes[index];
  return route ? index + 1 + routesTried(route.routes, pathname) : routes.length;
}

/** The chunk names in one routesChunkNames entry, which nests them by prop. */
export function flattenChunkNames(value: unknown): string[] {
  if (typeof value === 'string') {
    return [value];
  }
  if (typeof value === 'object' && value !== null) {
    return Object.values(value).flatMap(flattenChunkNames);
  }
  return [];
}

/** The webpack chunk ids Docusaurus fetches for a page's routes before it hydrates, each once. */
export function routeChunkIds(table: ClientRouteTable, pathname: string): string[] {
  const ids = matchRoutes(table.routes, pathname)
    .flatMap((route) => (route.key === undefined ? [] : [table.chunkNames[route.key]]))
    .flatMap(flattenChunkNames)
    .flatMap((name) => table.chunkIds.get(name) ?? []);
  return [...new Set(ids)];
}

/** Every route that has a page component (the 404 fallback has none), depth first. */
export function keyedRoutes(routes: ClientRoute[]): ClientRoute[] {
  return routes.flatMap((route) => [
    ...(route.key === undefined ? [] : [route]),
    ...keyedRoutes(route.routes),
  ]);
}

/** Paths of the pages (routes without child routes) in a section. */
export function sectionPages(routes: ClientRoute[], section: RouteSection): string[] {
  return keyedRoutes(routes)
    .filter((route) => route.routes.length === 0 && sectionOf(route.path) === section)
    .map((route) => route.path);
}

export function sectionOf(pathname: string): RouteSection {
  return (
    routeSections.find((section) => pathname === section || pathname.startsWith(`${section}/`)) ??
    'other'
  );
}

/** How many of the paths fall in each section, in the order of `routeSections`, then other. */
export function countBySection(paths: string[]): Map<RouteSection, number> {
  const sections: RouteSection[] = [...routeSections, 'other'];
  const counts = new Map(sections.map((section) => [section, 0]));
  for (const pathname of paths) {
    const section = sectionOf(pathname);
    counts.set(section, (counts.get(section) ?? 0) + 1);
  }
  return counts;
}
