import {type APIRequestContext, expect, test} from '@playwright/test';

import {sitemapPaths} from './fixtures';
import {attributeValues} from './htmlAttributes';

interface LoadedPage {
  status: number;
  /** The address the page was served from, after redirects: what a browser resolves links against. */
  url: string;
  /** Every `id` in the page: the anchors a link may point at. */
  ids: Set<string>;
  /** The `href` of every anchor element, HTML entities decoded. */
  links: string[];
}

function isInternal(href: string): boolean {
  return !/^[a-z][a-z0-9+.-]*:/i.test(href) && !href.startsWith('//');
}

/** Fetches each path once; pages are parsed with patterns, which suits generated HTML. */
function pageLoader(request: APIRequestContext): (path: string) => Promise<LoadedPage> {
  const cache = new Map<string, Promise<LoadedPage>>();
  return (path) => {
    let loaded = cache.get(path);
    if (!loaded) {
      loaded = (async () => {
        const response = await request.get(path, {maxRedirects: 5});
        const isHtml = (response.headers()['content-type'] ?? '').includes('text/html');
        const html = isHtml ? await response.text() : '';
        return {
          status: response.status(),
          url: response.url(),
          ids: new Set(attributeValues(html, '[a-z][a-z0-9]*', 'id')),
          links: attributeValues(html, 'a', 'href'),
        };
      })();
      cache.set(path, loaded);
    }
    return loaded;
  };
}

test('every internal link and anchor in the sitemap pages resolves', async ({request}) => {
  test.setTimeout(240_000);
  const paths = await sitemapPaths(request);
  expect(paths.length, 'the sitemap lists the pages').toBeGreaterThan(20);

  const load = pageLoader(request);
  const broken: string[] = [];
  for (const path of paths) {
    const page = await load(path);
    if (page.status !== 200) {
      broken.push(`${path}: the sitemap page itself answers ${page.status}`);
      continue;
    }
    for (const href of page.links.filter(isInternal)) {
      // Resolved as a browser would: against the address the page was served from.
      const url = new URL(href, page.url);
      const target = url.pathname === new URL(page.url).pathname ? page : await load(url.pathname);
      const anchor = decodeURIComponent(url.hash.slice(1));
      if (target.status !== 200) {
        broken.push(`${path} links to ${href}, which answers ${target.status}`);
      } else if (anchor && !target.ids.has(anchor)) {
        broken.push(`${path} links to ${href}, but that page has no element with id "${anchor}"`);
      }
    }
  }
  expect(broken).toEqual([]);
});
