import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {describe, expect, it} from 'vitest';

const examplesDir = path.resolve(import.meta.dirname, '../../../src/examples');
// The registry is read as text: its dynamic `!!highlighted-source!` imports are for the site's bundler.
const registry = readFileSync(path.join(examplesDir, 'registry.ts'), 'utf8');

const exampleFolders = readdirSync(examplesDir, {withFileTypes: true})
  .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
  .map((entry) => entry.name);

describe.each(exampleFolders)('src/examples/%s', (folder) => {
  it('is registered, and runs its Example.tsx', () => {
    expect(registry, `add '${folder}' to src/examples/registry.ts`).toContain(
      `load: () => import('./${folder}/Example')`,
    );
  });

  it("lists every code file in its Source tab, from the folder's own files", () => {
    const codeFiles = readdirSync(path.join(examplesDir, folder))
      .filter((file) => /\.tsx?$/.test(file))
      .sort();
    const listed = [
      ...registry.matchAll(new RegExp(`highlighted-source!\\./${folder}/([^']+)'`, 'g')),
    ]
      .map((match) => match[1])
      .sort();
    expect(listed, `list each .ts/.tsx file of src/examples/${folder} in the registry`).toEqual(
      codeFiles,
    );
  });
});
