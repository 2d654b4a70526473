import {Parser} from 'htmlparser2';

import {siteScriptsAttribute} from '../../src/ssgTemplate';

// Any origin serves: only "same origin as the page or not" matters.
const siteOrigin = 'https://site.invalid';

/** True for `<link>`s that ask the browser to fetch a script up front. */
function preloadsScript(attributes: Record<string, string>): boolean {
  const rel = (attributes.rel ?? '').toLowerCase().split(/\s+/);
  return (
    rel.includes('modulepreload') ||
    (rel.includes('preload') && attributes.as?.toLowerCase() === 'script')
  );
}

/**
 * The addresses a tag makes the browser download as scripts: its own `src`, a preload's `href`,
 * or the list of the page's inline start-up script (src/ssgTemplate.ts), which adds them itself.
 */
function scriptAddresses(tag: string, attributes: Record<string, string>): string[] {
  if (tag === 'script') {
    const listed = attributes[siteScriptsAttribute];
    if (listed !== undefined) {
      return JSON.parse(listed) as string[];
    }
    return attributes.src === undefined ? [] : [attributes.src];
  }
  return tag === 'link' && preloadsScript(attributes) && attributes.href ? [attributes.href] : [];
}

/**
 * The site's own scripts that a built page loads up front (`<script src>`, script preloads and
 * modulepreloads, and those its start-up script adds), as URL paths, in document order, each
 * once. A real HTML parser reads the attributes: the minifier drops quotes
 * (`<script src=/assets/js/main.js defer>`).
 */
export function pageScripts(html: string, pagePath: string): string[] {
  const pageUrl = new URL(pagePath, siteOrigin);
  const scripts = new Set<string>();
  const parser = new Parser({
    onopentag(tag, attributes) {
      for (const address of scriptAddresses(tag, attributes)) {
        const url = new URL(address, pageUrl);
        if (url.origin === pageUrl.origin) {
          scripts.add(decodeURIComponent(url.pathname));
        }
      }
    },
  });
  parser.end(html);
  return [...scripts];
}
