import {countBySection} from './sizeBudgetRoutes';

export interface ScriptSize {
  /** URL path of the script, e.g. `/assets/js/main.1a2b3c4d.js`. */
  path: string;
  gzipBytes: number;
}

/** The scripts a page loads before it is interactive. */
export interface PageFirstLoad {
  page: string;
  scripts: ScriptSize[];
}

/** The outcome of one check, ready to print. */
export interface CheckResult {
  label: string;
  actual: string;
  limit: string;
  /** Set when over the limit: what grew, for whoever reads the CI log. */
  failure?: string;
}

/** How many of a page's largest scripts a failure lists. */
const listedScripts = 5;

export const kilobytes = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

export function totalGzip(scripts: ScriptSize[]): number {
  return scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
}

/** The page that loads the most JS; the first of equals, so the result does not flicker. */
export function largestPage(pages: PageFirstLoad[]): PageFirstLoad {
  const [first, ...rest] = pages;
  if (!first) {
    throw new Error('No pages to compare.');
  }
  return rest.reduce(
    (largest, page) => (totalGzip(page.scripts) > totalGzip(largest.scripts) ? page : largest),
    first,
  );
}

function largestScripts(scripts: ScriptSize[]): string[] {
  return [...scripts]
    .sort((a, b) => b.gzipBytes - a.gzipBytes || a.path.localeCompare(b.path))
    .slice(0, listedScripts)
    .map((script) => `    ${kilobytes(script.gzipBytes).padStart(9)}  ${script.path}`);
}

/** Compares a page's gzip first-load JS with its limit in KB (1024 bytes). */
export function checkFirstLoad(
  page: PageFirstLoad,
  limitKB: number,
  label: string = page.page,
): CheckResult {
  const total = totalGzip(page.scripts);
  const over = total - limitKB * 1024;
  const result = {label, actual: kilobytes(total), limit: `${limitKB} KB`};
  if (over <= 0) {
    return result;
  }
  const failure = [
    `${page.page}: ${kilobytes(total)} of first-load JS (gzip), ${kilobytes(over)} over its ` +
      `${limitKB} KB limit. Its ${listedScripts} largest scripts:`,
    ...largestScripts(page.scripts),
  ].join('\n');
  return {...result, failure};
}

/** Compares the number of client routes with its limit; over it, says which sections hold them. */
export function checkRoutes(routePaths: string[], limit: number): CheckResult {
  const count = routePaths.length;
  const result = {label: 'routes', actual: String(count), limit: String(limit)};
  if (count <= limit) {
    return result;
  }
  const sections = [...countBySection(routePaths)]
    .map(([section, sectionCount]) => `${section} ${sectionCount}`)
    .join(', ');
  const failure = `routes: ${count} client routes, ${count - limit} over the limit of ${limit}. By section: ${sections}`;
  return {...result, failure};
}

/** Compares the route patterns tried before a page matches (see `routesTried`) with its limit. */
export function checkRoutesTried(page: string, tried: number, limit: number): CheckResult {
  const label = `routes tried for ${page}`;
  const result = {label, actual: String(tried), limit: String(limit)};
  if (tried <= limit) {
    return result;
  }
  const failure =
    `${label}: the router tries ${tried} route patterns before ${page} matches, ` +
    `${tried - limit} over the limit of ${limit}. Routes added before the guides' (a plugin's ` +
    'routes sorting first, or a lost priority) cost every guide page their compilation.';
  return {...result, failure};
}

/** One line per check: `label  actual / limit`, labels padded to one column. */
export function formatLines(results: CheckResult[]): string[] {
  const width = Math.max(...results.map((result) => result.label.length));
  return results.map(
    (result) =>
      `${result.label.padEnd(width)}  ${result.actual} / ${result.limit}` +
      (result.failure === undefined ? '' : '  OVER'),
  );
}

/** The failures' explanations, or undefined when every check passed. */
export function formatFailures(results: CheckResult[], budgetFile: string): string | undefined {
  const failures = results.flatMap((result) => result.failure ?? []);
  if (failures.length === 0) {
    return undefined;
  }
  return [
    'Size budget exceeded:',
    ...failures,
    `If the growth is wanted, raise the limit in ${budgetFile} and say why in the commit.`,
  ].join('\n');
}
