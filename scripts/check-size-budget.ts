/**
 * Holds a built site to the limits in scripts/sizeBudget.ts, without a browser, so that CI sees
 * a page's JS grow in the change that grows it:
 * - first-load JS (gzip level 9) of `/`, `/docs/intro` and the heaviest page under `/docs/api/`:
 *   the site's scripts the page's HTML loads, plus the chunks of the page's routes, which
 *   Docusaurus fetches before it hydrates (its HTML names only runtime~main and main);
 * - the number of routes the client router ships, and how many it tries before `/docs/intro`
 *   matches.
 * Over a limit, it says what grew: the page's largest scripts, or the routes per section.
 * What the page loads after hydrating (lazy components) is not counted; for / and /docs/intro
 * the files and bytes matched `npm run measure:first-load` (Chromium) when this was written.
 *
 * Usage: npm run check:size-budget [-- --build DIR]   (default: build/)
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {gzipSync} from 'node:zlib';

import {renderedHtmlFile} from '../src/utils/renderedHtmlFile';
import {type ClientRouteTable, readChunkFileName, readRouteTable} from './lib/sizeBudgetBundle';
import {pageScripts} from './lib/sizeBudgetHtml';
import {
  checkFirstLoad,
  checkRoutes,
  checkRoutesTried,
  formatFailures,
  formatLines,
  largestPage,
  type PageFirstLoad,
} from './lib/sizeBudgetReport';
import {keyedRoutes, routeChunkIds, routesTried, sectionPages} from './lib/sizeBudgetRoutes';
import {sizeBudget} from './sizeBudget';

const budgetFile = 'scripts/sizeBudget.ts';

/** A built site and what its bundles say about routes and chunks. */
interface Site {
  buildDir: string;
  table: ClientRouteTable;
  chunkFile: (chunkId: string) => string | undefined;
  gzipBytes: (urlPath: string) => number;
}

// The site is served at `/` (its baseUrl), so a URL path is a path inside the build.
function builtFile(buildDir: string, urlPath: string): string {
  const file = path.join(buildDir, urlPath);
  if (!existsSync(file)) {
    throw new Error(`${urlPath} is not in ${buildDir}; is the build complete?`);
  }
  return file;
}

function pageHtml(buildDir: string, page: string): string {
  const asDirectory = renderedHtmlFile(page);
  const file = existsSync(path.join(buildDir, asDirectory)) ? asDirectory : `${page}.html`;
  return readFileSync(builtFile(buildDir, file), 'utf8');
}

/** Each file is compressed once: API pages share most of their scripts. */
function gzipSizes(buildDir: string): (urlPath: string) => number {
  const sizes = new Map<string, number>();
  return (urlPath) => {
    let size = sizes.get(urlPath);
    if (size === undefined) {
      size = gzipSync(readFileSync(builtFile(buildDir, urlPath)), {level: 9}).length;
      sizes.set(urlPath, size);
    }
    return size;
  };
}

/** The entry scripts every page loads, found through the home page's HTML. */
function entryScript(scripts: string[], name: string): string {
  const script = scripts.find((urlPath) => path.posix.basename(urlPath).startsWith(`${name}.`));
  if (script === undefined) {
    throw new Error(`The home page loads no ${name}.*.js; is this a Docusaurus build?`);
  }
  return script;
}

function loadSite(buildDir: string): Site {
  const homeScripts = pageScripts(pageHtml(buildDir, '/'), '/');
  const read = (name: string) =>
    readFileSync(builtFile(buildDir, entryScript(homeScripts, name)), 'utf8');
  return {
    buildDir,
    // Read from the build itself, not .docusaurus/: every build rewrites that folder
    // (build:e2e-hosted's too, into another out dir), so it may describe another build.
    table: readRouteTable(read('main')),
    chunkFile: readChunkFileName(read('runtime~main')),
    gzipBytes: gzipSizes(buildDir),
  };
}

function firstLoad(site: Site, page: string): PageFirstLoad {
  const fromHtml = pageScripts(pageHtml(site.buildDir, page), page);
  const fromRoutes = routeChunkIds(site.table, page).flatMap((id) => {
    const file = site.chunkFile(id);
    return file === undefined ? [] : [`/${file}`];
  });
  const paths = [...new Set([...fromHtml, ...fromRoutes])];
  return {
    page,
    scripts: paths.map((urlPath) => ({path: urlPath, gzipBytes: site.gzipBytes(urlPath)})),
  };
}

function main(): void {
  const {values} = parseArgs({options: {build: {type: 'string', default: 'build'}}});
  const site = loadSite(path.resolve(values.build));
  const limits = sizeBudget.firstLoadJsKB;
  // From the route table, not the files: client redirects also leave HTML files under /docs/api.
  const api = sectionPages(site.table.routes, '/docs/api').map((page) => firstLoad(site, page));
  const largestApi = largestPage(api);
  // The routes the client router holds, as main.js ships them (one per key of Docusaurus's
  // routesChunkNames): each costs bytes in main.js on every page, whichever page is read.
  const routePaths = keyedRoutes(site.table.routes).map((route) => route.path);
  const results = [
    checkFirstLoad(firstLoad(site, '/'), limits.home),
    checkFirstLoad(firstLoad(site, '/docs/intro'), limits.docsIntro),
    checkFirstLoad(
      largestApi,
      limits.largestApiPage,
      `${largestApi.page} (largest of ${api.length} API pages)`,
    ),
    checkRoutes(routePaths, sizeBudget.routes),
    checkRoutesTried(
      '/docs/intro',
      routesTried(site.table.routes, '/docs/intro'),
      sizeBudget.routesTriedForDocsIntro,
    ),
  ];
  console.log(formatLines(results).join('\n'));
  const failures = formatFailures(results, budgetFile);
  if (failures !== undefined) {
    console.error(`\n${failures}`);
    process.exitCode = 1;
  }
}

try {
  main();
} catch (error: unknown) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
