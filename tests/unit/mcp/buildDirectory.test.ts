import {mkdirSync, mkdtempSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

import {BuildDirectory} from '@site/mcp/buildDirectory';
import {describe, expect, it} from 'vitest';

/** A folder with the files a build must have, a page, and a link pointing out of it. */
function fakeBuild(): {dir: string; outside: string} {
  const root = mkdtempSync(path.join(tmpdir(), 'mcp-build-'));
  const dir = path.join(root, 'build');
  const outside = path.join(root, 'secret.txt');
  for (const folder of ['search-index', 'mcp', 'docs'])
    mkdirSync(path.join(dir, folder), {recursive: true});
  for (const file of ['llms.txt', 'search-index/manifest.json', 'mcp/symbols.json']) {
    writeFileSync(path.join(dir, file), '{}');
  }
  writeFileSync(path.join(dir, 'docs/intro.md'), '# Introduction\n');
  writeFileSync(outside, 'secret');
  symlinkSync(outside, path.join(dir, 'docs/leak.md'));
  return {dir, outside};
}

describe('BuildDirectory', () => {
  it('reads a file inside the build', () => {
    const build = new BuildDirectory(fakeBuild().dir);
    expect(build.readText('docs/intro.md')).toBe('# Introduction\n');
  });

  it.each([
    '../secret.txt',
    'docs/../../secret.txt',
    'docs\\..\\..\\secret.txt',
    'docs/intro.md\0',
  ])('refuses %j, which leaves the build', (relative) => {
    const build = new BuildDirectory(fakeBuild().dir);
    expect(() => build.readText(relative)).toThrow(/not a path inside the site/);
  });

  it('refuses a symbolic link that points outside the build, and does not list it', () => {
    const build = new BuildDirectory(fakeBuild().dir);
    expect(() => build.readText('docs/leak.md')).toThrow(/leads outside the site/);
    expect(build.listFiles('docs', '.md')).toEqual(['docs/intro.md']);
  });

  it('says how to make a build when the folder has none', () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'mcp-empty-'));
    expect(() => new BuildDirectory(empty)).toThrow(/npm run build/);
  });
});
