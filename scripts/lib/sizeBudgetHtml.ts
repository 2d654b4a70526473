import {Parser} from 'htmlparser2';

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

/** The address a tag makes the browser download as a script: its own `src` or a preload's `href`. */
function scriptAddress(tag: string, attributes: Record<string, string>): string | undefined {
  if (tag === 'script') return attributes.src;
  return tag === 'link' && preloadsScript(attributes) ? attributes.href : undefined;
}

/**
 * The site's own scripts that a built page loads up front (`<script src>`, script preloads and
 * modulepreloads), as URL paths, in document order, each once. A real HTML parser reads the attributes: the minifier drops quotes
 * (`<script src=/assets/js/main.js defer>`).
 */
export function pageScripts(html: string, pagePath: string): string[] {
  const pageUrl = new URL(pagePath, siteOrigin);
  const scripts = new Set<string>();
  const parser = new Parser({
    onopentag(tag, attributes) {
      const address = scriptAddress(tag, attributes);
      if (address === undefined) return;
      const url = new URL(address, pageUrl);
      if (url.origin === pageUrl.origin) {
        scripts.add(decodeURIComponent(url.pathname));
      }
    },
  });
  parser.end(html);
  return [...scripts];
}
