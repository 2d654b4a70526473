import type {Locator, Page} from '@playwright/test';

import {expect, gotoHydrated, test} from './fixtures';

/** Opens the home page and starts its editor (the pointer over it, as a reader's would be). */
async function openEditor(
  page: Page,
): Promise<{frame: Locator; editor: Locator; toolbar: Locator}> {
  await gotoHydrated(page, '/');
  const frame = page.locator('[data-live-example="rich-text"]');
  await frame.hover();
  await expect(frame).toHaveAttribute('data-live-example-mounted', 'true');
  const editor = frame.getByRole('textbox', {name: 'Rich-text editor'});
  await expect(editor).toBeVisible();
  return {frame, editor, toolbar: frame.getByRole('toolbar', {name: 'Formatting'})};
}

/** Puts the caret at the end of the editor's second block (the line of formatted text). */
async function caretAtEndOfIntro(editor: Locator): Promise<void> {
  const intro = editor.locator('p').first();
  await intro.click();
  // End moves to the end of a visual line only, and the paragraph may wrap: place the caret at
  // the end of its text in the DOM, which Lexical takes up as its selection.
  await intro.evaluate((paragraph) => {
    const last = paragraph.lastChild?.lastChild ?? paragraph.lastChild;
    if (last) window.getSelection()?.collapse(last, last.textContent?.length ?? 0);
  });
}

test('Bold on a selected word makes it <strong> and presses the button; undo and redo', async ({
  page,
}) => {
  const {editor, toolbar} = await openEditor(page);
  await caretAtEndOfIntro(editor);
  await page.keyboard.type(' volume');
  for (let i = 0; i < 'volume'.length; i += 1) await page.keyboard.press('Shift+ArrowLeft');
  const bold = toolbar.getByRole('button', {name: 'Bold'});
  await expect(bold).toHaveAttribute('aria-pressed', 'false');
  await bold.click();
  await expect(editor.locator('strong', {hasText: 'volume'})).toHaveCount(1);
  await expect(bold).toHaveAttribute('aria-pressed', 'true');

  await toolbar.getByRole('button', {name: 'Undo'}).click();
  await expect(editor.locator('strong', {hasText: 'volume'})).toHaveCount(0);
  await expect(editor).toContainText('volume');
  await toolbar.getByRole('button', {name: 'Redo'}).click();
  await expect(editor.locator('strong', {hasText: 'volume'})).toHaveCount(1);
});

test('Bulleted list turns the block into a list item and presses the button', async ({page}) => {
  const {editor, toolbar} = await openEditor(page);
  await caretAtEndOfIntro(editor);
  const bulleted = toolbar.getByRole('button', {name: 'Bulleted list'});
  await bulleted.click();
  await expect(editor.locator('ul > li', {hasText: 'type Markdown as you go'})).toHaveCount(1);
  await expect(bulleted).toHaveAttribute('aria-pressed', 'true');
  await bulleted.click();
  await expect(editor.locator('p', {hasText: 'type Markdown as you go'})).toHaveCount(1);
  await expect(bulleted).toHaveAttribute('aria-pressed', 'false');
});

test('Heading 1 and Quote follow the selection', async ({page}) => {
  const {editor, toolbar} = await openEditor(page);
  await caretAtEndOfIntro(editor);
  await toolbar.getByRole('button', {name: 'Heading 1'}).click();
  await expect(editor.locator('h1', {hasText: 'type Markdown as you go'})).toHaveCount(1);
  await expect(toolbar.getByRole('button', {name: 'Heading 1'})).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await toolbar.getByRole('button', {name: 'Quote'}).click();
  await expect(editor.locator('blockquote', {hasText: 'type Markdown as you go'})).toHaveCount(1);
  await expect(toolbar.getByRole('button', {name: 'Heading 1'})).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});

test('Markdown shortcuts: "# " starts a heading and **stars** make bold text', async ({page}) => {
  const {editor} = await openEditor(page);
  await caretAtEndOfIntro(editor);
  await page.keyboard.press('Enter');
  await page.keyboard.type('# Shortcut heading');
  await expect(editor.locator('h1', {hasText: 'Shortcut heading'})).toHaveCount(1);
  await page.keyboard.press('Enter');
  await page.keyboard.type('Some **loud** ');
  await expect(editor.locator('strong', {hasText: 'loud'})).toHaveCount(1);
});

test('a link wraps the selected text in an anchor', async ({page}) => {
  const {editor, toolbar} = await openEditor(page);
  await caretAtEndOfIntro(editor);
  await page.keyboard.type(' docs');
  for (let i = 0; i < 'docs'.length; i += 1) await page.keyboard.press('Shift+ArrowLeft');
  page.once('dialog', (dialog) => void dialog.accept('https://lexical.dev/docs/intro'));
  await toolbar.getByRole('button', {name: 'Link'}).click();
  await expect(editor.locator('a[href="https://lexical.dev/docs/intro"]')).toHaveText('docs');
  await expect(toolbar.getByRole('button', {name: 'Link'})).toHaveAttribute('aria-pressed', 'true');
});

test('keyboard only: Tab reaches the toolbar, arrows move in it, Tab goes on to the editor', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  await page.getByRole('link', {name: 'Build your own editor'}).focus();
  const frame = page.locator('[data-live-example="rich-text"]');
  // Tab through the example's header (its tabs and buttons) until the toolbar is reached.
  const bold = frame.getByRole('button', {name: 'Bold'});
  for (let presses = 0; presses < 10; presses += 1) {
    await page.keyboard.press('Tab');
    if (await bold.evaluate((element) => element === document.activeElement).catch(() => false)) {
      break;
    }
  }
  await expect(bold).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(frame.getByRole('button', {name: 'Italic'})).toBeFocused();
  await page.keyboard.press('Tab');
  const editor = frame.getByRole('textbox', {name: 'Rich-text editor'});
  await expect(editor).toBeFocused();
  await page.keyboard.type('Typed with the keyboard ');
  await expect(editor).toContainText('Typed with the keyboard');
});

test.describe('on a 390 px phone screen', () => {
  test.use({viewport: {width: 390, height: 844}, hasTouch: true});

  test('the editor fits the screen and takes typing', async ({page}) => {
    const {editor, toolbar} = await openEditor(page);
    await expect(toolbar.getByRole('button', {name: 'Redo'})).toBeInViewport();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
    await caretAtEndOfIntro(editor);
    await page.keyboard.type(' on a phone');
    await expect(editor).toContainText('on a phone');
  });
});
