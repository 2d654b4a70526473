import {markdownTwinPath} from '../../src/utils/markdownTwinPath';
import {expect, gotoHydrated, test} from './fixtures';
import {topLevelRoutes} from './topLevelRoutes';

for (const route of topLevelRoutes) {
  test(`${route.path} renders its own page`, async ({page}) => {
    const response = await page.goto(route.path);
    expect(response?.status(), 'served with status 200').toBe(200);
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
    await expect(
      page.getByRole('heading', {level: route.level ?? 1, name: route.heading}).first(),
    ).toBeVisible();
    await expect(page.getByRole('heading', {name: 'Page Not Found'})).toHaveCount(0);
  });
}

test('docs pages show a sidebar, a table of contents, pagination and an edit link', async ({
  page,
}) => {
  await gotoHydrated(page, '/docs/concepts/editor-state');
  await expect(page.getByRole('navigation', {name: 'Docs sidebar'})).toBeVisible();
  await expect(page.locator('.table-of-contents')).toBeVisible();
  await expect(page.getByRole('navigation', {name: 'Docs pages'})).toBeVisible();
  await expect(page.getByRole('link', {name: 'Edit this page'})).toHaveAttribute(
    'href',
    /github\.com\/facebook\/lexical/,
  );
  await expect(page.getByText(/Last updated/)).toBeVisible();
});

test('pages without a sidebar render without one', async ({page}) => {
  await gotoHydrated(page, '/docs/design');
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  await expect(page.getByRole('navigation', {name: 'Docs sidebar'})).toHaveCount(0);
});

test('blog posts show their date and reading time, and the archive its posts by date', async ({
  page,
}) => {
  await gotoHydrated(page, '/blog/long-blog-post');
  await expect(page.locator('article header time[datetime^="2025-03-18"]')).toHaveText(
    'March 18, 2025',
  );
  await expect(page.getByText(/\d+ min read|One min read/).first()).toBeVisible();
  await gotoHydrated(page, '/blog/archive');
  await expect(page.getByRole('link', {name: /^March 18 - Inside an update/})).toBeVisible();
});

test('the gallery filter narrows the list and is kept in the URL', async ({page}) => {
  await gotoHydrated(page, '/gallery');
  const cards = page.locator('main ul li h2');
  const all = await cards.count();
  await page.getByRole('button', {name: 'Framework binding'}).click();
  await expect(page).toHaveURL(/\?tags=framework$/);
  const filtered = await cards.count();
  expect(filtered).toBeGreaterThan(0);
  expect(filtered).toBeLessThan(all);

  await page.reload();
  await expect(page.getByRole('button', {name: 'Framework binding'})).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(cards).toHaveCount(filtered);
});

test('link previews show the social card: the page names it, and it is served at 1200×630', async ({
  page,
  request,
}) => {
  await gotoHydrated(page, '/docs/intro');
  for (const property of ['meta[property="og:image"]', 'meta[name="twitter:image"]']) {
    const imageUrl = new URL((await page.locator(property).getAttribute('content')) ?? '');
    // The page names the production address; the same path is served here.
    const response = await request.get(imageUrl.pathname);
    expect(response.status(), `${imageUrl.pathname} is served`).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    // A PNG's size is in its IHDR chunk, after the 8-byte signature and the chunk's length and type.
    const png = await response.body();
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  }
});

// Packages added with their guide pages: each has a guide and an API module page, both listed in
// their sidebar, and a Markdown twin of each. (Console errors fail the test through the fixture.)
for (const {name, slug} of [
  {name: '@lexical/mdast', slug: 'mdast'},
  {name: '@lexical/code-shiki', slug: 'code_shiki'},
  {name: '@lexical/tailwind', slug: 'tailwind'},
]) {
  test(`${name} has a guide page and an API module page, with their twins`, async ({
    page,
    request,
  }) => {
    const guide = `/docs/packages/lexical-${slug.replace('_', '-')}`;
    const module = `/docs/api/modules/lexical_${slug}`;
    for (const path of [guide, module]) {
      await gotoHydrated(page, path);
      await expect(page.getByRole('heading', {level: 1, name})).toBeVisible();
      await expect(
        page
          .getByRole('navigation', {name: 'Docs sidebar'})
          .locator('a.menu__link--active', {hasText: name}),
      ).toHaveCount(1);
      const twin = await request.get(markdownTwinPath(path));
      expect(twin.status(), `${markdownTwinPath(path)} is served`).toBe(200);
      expect(await twin.text()).toMatch(new RegExp(`^# ${name}\\n`));
    }
  });
}
