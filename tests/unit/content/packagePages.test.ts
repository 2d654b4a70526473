import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {packagesFile, readPackagesRecord} from '@site/scripts/lib/lexicalPackages';
import {installedPackages} from '@site/scripts/lib/lexicalReleases';
import {describe, expect, it} from 'vitest';

const siteDir = path.resolve(import.meta.dirname, '../../..');
const packagesDir = path.join(siteDir, 'docs', 'packages');

/**
 * The packages that must have a guide page: those `npm run lexical:upgrade` recorded as published
 * on the registry at the pinned release (issue 42), so that a package new in a release shows up
 * here as a page to write.
 */
function recordedPackages(): {version: string; packages: string[]} {
  const record = readPackagesRecord(siteDir);
  if (!record) {
    throw new Error(`${packagesFile} is missing: run npm run lexical:upgrade -- <pinned version>.`);
  }
  return record;
}

/** The guide page's file name: `lexical` → `lexical.md`, `@lexical/rich-text` → `lexical-rich-text.md`. */
function guidePageFile(packageName: string): string {
  return `${packageName.replace(/^@/, '').replace('/', '-')}.md`;
}

/** One line per package without a guide page whose title is the package name, saying what to write. */
function missingGuidePages(packageNames: readonly string[]): string[] {
  return packageNames.flatMap((name) => {
    const file = path.join(packagesDir, guidePageFile(name));
    const where = path.relative(siteDir, file);
    if (!existsSync(file)) {
      return [`${name} has no guide page: write ${where}`];
    }
    const title = /^title: '?(.+?)'?$/m.exec(readFileSync(file, 'utf8'))?.[1];
    return title === name ? [] : [`${where} is titled ${String(title)}, not ${name}`];
  });
}

describe('package guide pages', () => {
  it('names the page after the package', () => {
    expect(guidePageFile('lexical')).toBe('lexical.md');
    expect(guidePageFile('@lexical/code-shiki')).toBe('lexical-code-shiki.md');
  });

  it('reports a package without a page, and which page to write', () => {
    expect(missingGuidePages(['@lexical/not-a-package'])).toEqual([
      '@lexical/not-a-package has no guide page: write docs/packages/lexical-not-a-package.md',
    ]);
  });

  it('covers the packages published at the pinned release, without the internal ones', () => {
    const {packages} = recordedPackages();
    expect(packages).toEqual(
      expect.arrayContaining([
        'lexical',
        '@lexical/mdast',
        '@lexical/code-shiki',
        '@lexical/tailwind',
      ]),
    );
    expect(packages).not.toContain('@lexical/internal');
  });

  it('has a guide page under docs/packages/ for every published package', () => {
    expect(missingGuidePages(recordedPackages().packages)).toEqual([]);
  });

  it('documents in the API reference exactly the published packages', () => {
    // The API reference reads the installed packages; the record, the registry's.
    const {version, packages} = recordedPackages();
    const installed = installedPackages(siteDir);
    const notInstalled = packages
      .filter((name) => !installed.includes(name))
      .map(
        (name) =>
          `${name} is published at ${version} but not installed/pinned: add it to package.json at ${version}`,
      );
    const notRecorded = installed
      .filter((name) => !packages.includes(name))
      .map(
        (name) =>
          `${name} is installed but not recorded in ${packagesFile}: run npm run lexical:upgrade -- ${version}`,
      );
    expect([...notInstalled, ...notRecorded]).toEqual([]);
  });
});
