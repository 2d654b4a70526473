import {devices} from '@playwright/test';

import {expect, gotoHydrated, openHomeExampleSource, test} from './fixtures';

/** The intro's first sample calls createEditor; its type comes from the pinned declarations. */
const createEditorType = 'createEditor(editorConfig?: CreateEditorArgs): LexicalEditor';

/** The hinted name `name` in the page's first code sample that has it. */
const hintNamed = (page: import('@playwright/test').Page, name: string) =>
  page.locator('.type-hint', {hasText: new RegExp(`^${name.replace('$', '\\$')}`)}).first();

test.describe('type hints in code samples', () => {
  test("hovering a name shows its type, doc summary and API link; the code's text is unchanged", async ({
    page,
  }) => {
    await gotoHydrated(page, '/docs/intro');
    const block = page
      .locator('.theme-code-block')
      .filter({hasText: 'Hello from an update'})
      .first();
    const hint = block
      .locator('.type-hint')
      .filter({hasText: /^createEditor/})
      .nth(1);
    const popup = hint.locator('.type-hint-popup');
    await expect(popup).toBeHidden();
    await hint.hover();
    await expect(popup).toBeVisible();
    await expect(popup).toContainText(createEditorType);
    await expect(popup).toContainText('Creates a new LexicalEditor');
    await expect(
      popup.getByRole('link', {name: 'createEditor in the API reference'}),
    ).toHaveAttribute('href', '/docs/api/modules/lexical/functions#createeditor');
    // The popup opens next to the name, in view, outside the code block's scroll box.
    const [nameBox, popupBox] = await Promise.all([hint.boundingBox(), popup.boundingBox()]);
    expect(popupBox && nameBox && Math.abs(popupBox.y - (nameBox.y + nameBox.height))).toBeLessThan(
      4,
    );
    // Screen readers get the type as the name's description.
    await expect(hint).toHaveAccessibleDescription(
      new RegExp(createEditorType.replace(/[()?]/g, '\\$&')),
    );
    // The copy button copies the code, not the popups.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await block.hover();
    await block.getByRole('button', {name: /Copy code/i}).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('const editor = createEditor({');
    expect(copied).not.toContain('API reference');
  });

  test('popups stay out of the first load and come with the first hover, after client-side navigation too', async ({
    page,
  }) => {
    const lists: string[] = [];
    page.on('request', (request) => {
      const {pathname} = new URL(request.url());
      if (pathname.startsWith('/assets/type-hints/')) lists.push(pathname);
    });
    await gotoHydrated(page, '/docs/intro');
    await expect(page.locator('.type-hint').first()).toBeAttached();
    await expect(page.locator('.type-hint-popup')).toHaveCount(0);
    expect(lists).toEqual([]);
    const createEditor = hintNamed(page, 'createEditor');
    await createEditor.hover();
    await expect(createEditor.locator('.type-hint-popup')).toContainText(createEditorType);
    // One list for the page, whichever of its blocks the pointer comes to next.
    await hintNamed(page, '$getRoot').hover();
    await expect(hintNamed(page, '$getRoot').locator('.type-hint-popup')).toBeVisible();
    expect(lists).toHaveLength(1);

    await page.getByRole('link', {name: 'editor state', exact: true}).first().click();
    await expect(page).toHaveURL(/\/docs\/concepts\/editor-state$/);
    const update = hintNamed(page, 'update');
    await update.hover();
    await expect(update.locator('.type-hint-popup')).toContainText('LexicalEditor.update(');
    expect(lists).toHaveLength(2);
  });

  test('keyboard: Enter in a focused block reaches its names, arrows move, Escape returns', async ({
    page,
  }) => {
    await gotoHydrated(page, '/docs/intro');
    const pre = page
      .locator('.theme-code-block pre')
      .filter({has: hintNamed(page, 'createEditor')})
      .first();
    await pre.focus();
    await expect(pre).toHaveAttribute('aria-description', /Press Enter/);
    await page.keyboard.press('Enter');
    const first = pre.locator('.type-hint').first();
    await expect(first).toBeFocused();
    await expect(first.locator('.type-hint-popup')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    const second = pre.locator('.type-hint').nth(1);
    await expect(second).toBeFocused();
    await expect(second.locator('.type-hint-popup')).toBeVisible();
    await expect(first.locator('.type-hint-popup')).toBeHidden();
    await page.keyboard.press('ArrowDown');
    const onNextLine = await page.evaluate(() => {
      const focused = document.activeElement;
      const line = (element: Element | null) => element?.closest('.token-line');
      const hints = Array.from(document.querySelectorAll('.type-hint'));
      const index = hints.indexOf(focused as Element);
      return index > 1 && line(focused) !== line(hints[1] ?? null);
    });
    expect(onNextLine).toBe(true);
    // No tab stop per name: Tab leaves the name for its popup's link, if any, then moves on.
    await page.keyboard.press('Escape');
    await expect(pre).toBeFocused();
  });

  test('a page loads no type checker nor highlighter', async ({page}) => {
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push(await response.text());
    });
    await gotoHydrated(page, '/docs/intro');
    await hintNamed(page, 'createEditor').hover();
    expect(scripts.length).toBeGreaterThan(0);
    // Names only the TypeScript compiler and Prism's tokenizer define.
    for (const source of scripts) {
      expect(source).not.toContain('createSourceFile');
      expect(source).not.toContain('Prism.tokenize');
    }
  });

  test('a sample shows the compile error it is about under its line', async ({page}) => {
    await gotoHydrated(page, '/docs/concepts/commands');
    const message = page.locator('.type-error-message');
    await expect(message).toHaveCount(1);
    await expect(message).toContainText(
      `error TS2345: Argument of type '"bolder"' is not assignable to parameter of type 'TextFormatType'.`,
    );
    await expect(page.locator('.type-error')).toContainText("'bolder'");
  });

  test('the Markdown twin keeps the sample as plain code', async ({request}) => {
    const twin = await (await request.get('/docs/concepts/commands.md')).text();
    expect(twin).toContain("  editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'bolder');\n}\n```");
    expect(twin).not.toContain('error TS2345');
    expect(twin).not.toContain('in the API reference');
    const intro = await (await request.get('/docs/intro.md')).text();
    expect(intro).toContain(
      "import {$createParagraphNode, $createTextNode, $getRoot, createEditor} from 'lexical';",
    );
  });
});

test("a live example's Source tab shows the types of the files that run", async ({page}) => {
  const {source} = await openHomeExampleSource(page);
  // A name imported from the example's own folder: typed from the file next to it.
  const hint = source
    .locator('.type-hint')
    .filter({hasText: /^exampleTheme/})
    .first();
  await hint.hover();
  const popup = hint.locator('.type-hint-popup');
  await expect(popup).toBeVisible();
  await expect(popup).toContainText('const exampleTheme: EditorThemeClasses');
});

test.describe('type hints on a touch screen', () => {
  const {viewport, deviceScaleFactor, isMobile, hasTouch, userAgent} = devices['Pixel 7'];
  test.use({viewport, deviceScaleFactor, isMobile, hasTouch, userAgent});

  test('a tap on a name shows its type', async ({page}) => {
    await gotoHydrated(page, '/docs/intro');
    const hint = hintNamed(page, 'createEditor');
    await hint.scrollIntoViewIfNeeded();
    await hint.tap();
    await expect(hint).toBeFocused();
    const popup = hint.locator('.type-hint-popup');
    await expect(popup).toBeVisible();
    await expect(popup).toContainText('LexicalEditor');
    // The popup fits the narrow viewport.
    const box = await popup.boundingBox();
    const width = page.viewportSize()?.width ?? 0;
    expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
  });
});
