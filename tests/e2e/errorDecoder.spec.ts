import {expect, gotoHydrated, test} from './fixtures';

test('a production error address shows the full message with its values', async ({page}) => {
  await gotoHydrated(page, '/docs/error?code=58&v=ImageNode');
  const decoded = page.getByRole('status');
  await expect(decoded).toContainText('Lexical error #58');
  await expect(decoded).toContainText(
    'LexicalNode: Node ImageNode does not implement .exportJSON().',
  );
});

test('an unknown code says so', async ({page}) => {
  await gotoHydrated(page, '/docs/error?code=99999');
  await expect(page.getByRole('status')).toContainText('has no production error with code 99999');
});

test('a code typed into the form is looked up', async ({page}) => {
  await gotoHydrated(page, '/docs/error');
  await expect(page.getByRole('status')).toHaveCount(0);
  await page.getByLabel('Error code').fill('166');
  await page.getByRole('button', {name: 'Show message'}).click();
  await expect(page).toHaveURL(/\/docs\/error\?code=166$/);
  await expect(page.getByRole('status')).toContainText('Expected valid LexicalSelection');
});

test('values from the address are shown as text, never as markup', async ({page}) => {
  await gotoHydrated(page, '/docs/error?code=58&v=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E');
  await expect(page.getByRole('status')).toContainText('<img src=x onerror=alert(1)>');
  await expect(page.locator('main img[src="x"]')).toHaveCount(0);
});
