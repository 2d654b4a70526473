import {expect, test} from '@playwright/test';

import {sitemapPaths} from './fixtures';

test('no guide page links to itself as its previous or next page', async ({request}) => {
  const guides = (await sitemapPaths(request)).filter(
    (pathname) => pathname.startsWith('/docs/') && !pathname.startsWith('/docs/api/'),
  );
  expect(guides.length).toBeGreaterThan(50);
  const selfLinks: string[] = [];
  let paginationLinks = 0;
  for (const guide of guides) {
    const html = await (await request.get(guide)).text();
    for (const [, href = ''] of html.matchAll(
      /<a[^>]*class="?pagination-nav__link[^>]*href=([^\s>]+)/g,
    )) {
      paginationLinks += 1;
      if (href.replace(/"/g, '') === guide) {
        selfLinks.push(guide);
      }
    }
  }
  expect(paginationLinks, 'the pages have previous/next links at all').toBeGreaterThan(
    guides.length,
  );
  expect(selfLinks).toEqual([]);
});
