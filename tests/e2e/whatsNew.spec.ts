import {lexicalRelease, whatsNewPath} from '../../src/data/site';
import {markdownTwinPath} from '../../src/utils/markdownTwinPath';
import {expect, gotoHydrated, test} from './fixtures';

const title = `What's new in ${lexicalRelease}`;

test("the What's new page lists the release's changes, each symbol linked to its API entry", async ({
  page,
}) => {
  await gotoHydrated(page, whatsNewPath);
  await expect(page.getByRole('heading', {level: 1, name: title})).toBeVisible();
  // The generated lists: one heading per package, in the table of contents too.
  await expect(page.locator('article h3#changes-lexical')).toBeVisible();
  await expect(page.locator('.table-of-contents a[href="#changes-lexical"]')).toHaveCount(1);
  const lists = page.locator('article li');
  // Internal symbols are listed, though the API reference leaves them out: no link.
  await expect(
    lists.filter({hasText: /^compileKeyboardShortcuts, function$/}).first(),
  ).toBeVisible();
  const entry = lists.locator('a', {hasText: /^\$isBlockFullySelected$/}).first();
  await expect(entry).toHaveAttribute('href', /^\/docs\/api\/.+#\$isblockfullyselected$/);
  await entry.click();
  await expect(page).toHaveURL(/\/docs\/api\/.+#\$isblockfullyselected$/);
  await expect(page.locator('[id="$isblockfullyselected"]')).toHaveCount(1);
});

test("the What's new page's Markdown twin carries the prose and the generated lists", async ({
  request,
}) => {
  const twin = await request.get(markdownTwinPath(whatsNewPath));
  expect(twin.status()).toBe(200);
  const markdown = await twin.text();
  expect(markdown.startsWith(`# ${title}\n`)).toBe(true);
  expect(markdown).toContain('## Keyboard shortcuts as data');
  expect(markdown).toContain('### `lexical`');
  expect(markdown).toMatch(/\*\*Added \(\d+\)\*\*/);
  // An internal symbol is listed unlinked; the others link to their API entry.
  expect(markdown).toContain('- `compileKeyboardShortcuts`, function');
  expect(markdown).toMatch(
    /- \[`CONTROL_OR_META`\]\(https?:\/\/[^)]+\/docs\/api\/[^)]+#control_or_meta\), variable/,
  );
  const full = await (await request.get('/llms-full.txt')).text();
  expect(full).toContain(`# ${title}`);
});

test("the introduction links the What's new page", async ({page}) => {
  await gotoHydrated(page, '/docs/intro');
  await page.locator('article').getByRole('link', {name: "What's new", exact: true}).click();
  await expect(page).toHaveURL(new RegExp(`${whatsNewPath}$`));
  await expect(page.getByRole('heading', {level: 1, name: title})).toBeVisible();
});
