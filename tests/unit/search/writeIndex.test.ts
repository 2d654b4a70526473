// @vitest-environment node
import {mkdtemp, readdir, readFile, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';

import {writeIndex} from '@site/src/plugins/search-index/buildIndex';
import {
  searchIndexDirectory,
  type SearchManifest,
  searchManifestFileName,
} from '@site/src/search/indexFormat';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';

import {sampleIndex} from './sampleIndex';

describe('writeIndex', () => {
  let outDir = '';
  const indexDir = () => path.join(outDir, searchIndexDirectory);
  const readManifest = async () =>
    JSON.parse(
      await readFile(path.join(indexDir(), searchManifestFileName), 'utf8'),
    ) as SearchManifest;

  beforeEach(async () => {
    outDir = await mkdtemp(path.join(tmpdir(), 'write-index-'));
  });
  afterEach(async () => {
    await rm(outDir, {recursive: true, force: true});
  });

  it('leaves the manifest and the two files it names, and nothing of an earlier index', async () => {
    await writeIndex(outDir, sampleIndex);
    await writeFile(path.join(indexDir(), 'index.0123456789ab.json'), '{}');
    const changed = {...sampleIndex, pages: sampleIndex.pages.slice(1)};
    const manifest = await writeIndex(outDir, changed);
    expect(await readManifest()).toEqual(manifest);
    expect((await readdir(indexDir())).sort()).toEqual(
      [manifest.index, manifest.texts, searchManifestFileName].sort(),
    );
  });

  it('leaves the files of an unchanged index as they are, for a page reading them', async () => {
    const first = await writeIndex(outDir, sampleIndex);
    // A mark no write would leave: the file is neither rewritten nor removed and written again.
    const indexFile = path.join(indexDir(), first.index);
    await writeFile(indexFile, 'untouched');
    const again = await writeIndex(outDir, sampleIndex);
    expect(again).toEqual(first);
    expect(await readFile(indexFile, 'utf8')).toBe('untouched');
  });
});
