import path from 'node:path';

/**
 * Where the build writes a route's HTML, relative to the output folder, for the site's default
 * `trailingSlash: undefined`: `<route>/index.html`, except that Docusaurus writes a route whose
 * last segment ends in `.html` or `.htm` (in any case) to that path itself. The API reference has
 * such routes: the `Html` interface of `@lexical/mdast` is `/docs/api/interfaces/lexical_mdast.Html`.
 * Mirrors `pathnameToFilename` in `@docusaurus/core/lib/ssg/ssgUtils.js`, which is not exported.
 */
export function renderedHtmlFile(routePath: string): string {
  const relative = routePath.replace(/^[/\\]+/, '');
  return /\.html?$/i.test(relative) ? relative : path.join(relative, 'index.html');
}
