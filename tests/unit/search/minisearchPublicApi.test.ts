import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

import MiniSearch from 'minisearch';
import {describe, expect, it} from 'vitest';

/**
 * The private fields of a MiniSearch instance as installed: a release may change them without
 * notice, so the site's search code reads none of them and keeps to MiniSearch's public API.
 */
const privateFields = Object.keys(new MiniSearch({fields: ['text']})).filter((key) =>
  key.startsWith('_'),
);
const searchDir = path.resolve(import.meta.dirname, '../../../src/search');
const sourceFiles = readdirSync(searchDir, {recursive: true, encoding: 'utf8'}).filter((file) =>
  /\.tsx?$/.test(file),
);

describe("MiniSearch's private fields", () => {
  it('are found on an instance, so that the check below looks for something', () => {
    expect(privateFields).toEqual(expect.arrayContaining(['_index', '_fieldLength']));
  });

  it.each(sourceFiles)('are not named in src/search/%s', (file) => {
    const source = readFileSync(path.join(searchDir, file), 'utf8');
    expect(privateFields.filter((field) => new RegExp(`\\b${field}\\b`).test(source))).toEqual([]);
  });
});
