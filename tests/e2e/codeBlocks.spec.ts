import {darkCodeTheme, lightCodeTheme} from '../../src/data/codeThemes';
import {annotationOnlySelector} from '../../src/plugins/code-highlighting/typeHintHtml';
import {parseColor} from '../../src/utils/contrast';
import {colorModeToggleName, expect, gotoHydrated, test} from './fixtures';

const path = '/docs/concepts/editor-state';

/** A theme colour as the browser's computed style writes it. */
const computed = (color: string | undefined): string =>
  `rgb(${parseColor(color ?? '').join(', ')})`;
const keywordColor = (theme: typeof lightCodeTheme) =>
  computed(theme.styles.find((entry) => entry.types.includes('keyword'))?.style.color);

test('code blocks arrive highlighted in the HTML, in the colours of the light and dark themes', async ({
  page,
  request,
}) => {
  // Highlighted at build time: the served HTML already holds the token spans.
  expect(await (await request.get(path)).text()).toContain('<span class="token keyword">');

  await gotoHydrated(page, path);
  const block = page.locator('.theme-code-block').first();
  const keyword = block.locator('.token.keyword').first();
  await expect(keyword).toHaveCSS('color', keywordColor(lightCodeTheme));
  await expect(block.locator('pre')).toHaveCSS(
    'background-color',
    computed(lightCodeTheme.plain.backgroundColor),
  );

  await page.getByRole('button', {name: colorModeToggleName}).click();
  await expect(keyword).toHaveCSS('color', keywordColor(darkCodeTheme));
  await expect(block.locator('pre')).toHaveCSS(
    'background-color',
    computed(darkCodeTheme.plain.backgroundColor),
  );
});

test('a code block keeps its title, marked lines, copy button and exact text', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // The post's first rendered example marks lines 6–7 with a range, its second one line with a
  // magic comment.
  await gotoHydrated(page, '/blog/mdx-blog-post');
  const marked = page
    .locator('.theme-code-block:visible')
    .filter({has: page.locator('.theme-code-block-highlighted-line')});
  const ranged = marked.nth(0);
  // The text a reader sees: the names' type hints are hidden until hovered.
  await expect(ranged.locator('.theme-code-block-highlighted-line')).toHaveText(
    [/const text = \$getRoot\(\)/, /onChange\(text === ''/],
    {useInnerText: true},
  );
  await expect(ranged).toContainText('src/word-count.ts');

  const commented = marked.nth(1);
  await expect(commented).not.toContainText('highlight-next-line');
  await expect(commented.locator('.theme-code-block-highlighted-line')).toHaveText(
    [/editor\.focus\(/],
    {useInnerText: true},
  );

  await commented.hover();
  await commented.getByRole('button', {name: 'Copy code to clipboard'}).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.split('\n')).toEqual(
    // Each line's code, without the type hints' popups.
    await commented.locator('.token-line').evaluateAll(
      (lines, annotations) =>
        lines.map((line) => {
          const code = line.cloneNode(true) as Element;
          code.querySelectorAll(annotations).forEach((element) => {
            element.remove();
          });
          return code.textContent;
        }),
      annotationOnlySelector,
    ),
  );
});
