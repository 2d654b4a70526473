import {readFileSync} from 'node:fs';
import path from 'node:path';

import {
  type LexicalSinceData,
  sinceDataFile,
  sinceNote,
} from '../../src/plugins/api-reference/sinceNotes';
import {expect, gotoHydrated, test} from './fixtures';

const since = (JSON.parse(readFileSync(path.resolve(sinceDataFile), 'utf8')) as LexicalSinceData)
  .modules.lexical;

/** A function of the core that arrived in the pinned release, and a class older than the data. */
const addedLate = {
  name: '$isBlockFullySelected',
  page: '/docs/api/modules/lexical/dollar-functions',
};
const editorPage = '/docs/api/classes/lexical.LexicalEditor';

test('an API entry says the release its symbol arrived in, on the page and in its .md twin', async ({
  page,
  request,
}) => {
  const note = sinceNote(since?.[addedLate.name] ?? '');
  expect(note).toMatch(/^Since 0\.\d+\.0$/);
  await gotoHydrated(page, addedLate.page);
  await expect(page.locator(`[id="${addedLate.name.toLowerCase()}"] + small`)).toHaveText(note);
  const twin = await (await request.get(`${addedLate.page}.md`)).text();
  expect(twin).toContain(note);
});

test('a class page notes when the class and each member arrived', async ({page}) => {
  await gotoHydrated(page, editorPage);
  // The first note of the page is the class's own, under its title.
  await expect(page.locator('article .markdown small').first()).toHaveText(
    sinceNote(since?.LexicalEditor ?? ''),
  );
  await expect(page.locator('[id="dispatchcommand"] + small')).toHaveText(
    sinceNote(since?.['LexicalEditor.dispatchCommand'] ?? ''),
  );
});
