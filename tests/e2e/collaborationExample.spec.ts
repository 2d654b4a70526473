import type {Locator, Page} from '@playwright/test';

import {expect, gotoHydrated, test} from './fixtures';

/** Opens the collaboration guide and starts its example: Alice's and Bob's editors. */
async function openExample(page: Page): Promise<{frame: Locator; alice: Locator; bob: Locator}> {
  await gotoHydrated(page, '/docs/collaboration/react');
  const frame = page.locator('[data-live-example="collaboration"]');
  await frame.hover();
  await expect(frame).toHaveAttribute('data-live-example-mounted', 'true');
  const alice = frame.getByRole('textbox', {name: "Alice's editor"});
  const bob = frame.getByRole('textbox', {name: "Bob's editor"});
  // The initial document reaches Bob's editor through Yjs.
  await expect(bob).toContainText('Type in either editor');
  return {frame, alice, bob};
}

/** Types at the end of an editor's document. */
async function typeAtEnd(page: Page, editor: Locator, text: string): Promise<void> {
  await editor.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(text);
}

test('text typed in one editor appears in the other, both ways', async ({page}) => {
  const {alice, bob} = await openExample(page);
  await typeAtEnd(page, alice, ' Alice was here.');
  await expect(bob).toContainText('Alice was here.');
  await typeAtEnd(page, bob, ' Bob too.');
  await expect(alice).toContainText('Bob too.');
});

test('edits made while disconnected on both sides are merged on reconnect', async ({page}) => {
  const {frame, alice, bob} = await openExample(page);
  await frame.getByRole('button', {name: 'Disconnect'}).click();
  await expect(frame.getByText('Offline')).toBeVisible();

  await typeAtEnd(page, alice, ' Offline from Alice.');
  await typeAtEnd(page, bob, ' Offline from Bob.');
  await expect(bob).not.toContainText('Offline from Alice.');
  await expect(alice).not.toContainText('Offline from Bob.');

  await frame.getByRole('button', {name: 'Reconnect'}).click();
  await expect(frame.getByText('Connected')).toBeVisible();
  for (const editor of [alice, bob]) {
    await expect(editor).toContainText('Offline from Alice.');
    await expect(editor).toContainText('Offline from Bob.');
  }
  expect(await alice.innerText()).toBe(await bob.innerText());
});
