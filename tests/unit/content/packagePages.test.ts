import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {
  lexicalPackageNames,
  type PackageManifest,
} from '@site/src/plugins/api-reference/entryPoints';
import {describe, expect, it} from 'vitest';

const siteDir = path.resolve(import.meta.dirname, '../../..');
const packagesDir = path.join(siteDir, 'docs', 'packages');

function readManifest(file: string): PackageManifest {
  return JSON.parse(readFileSync(file, 'utf8')) as PackageManifest;
}

/**
 * The packages that must have a guide page: the ones the API reference documents (`lexical` and
 * the public `@lexical/*` packages of the site and their dependencies, without the internal ones).
 * The one place the set comes from, so that another source (such as the published versions the
 * upgrade command records) can replace it.
 */
function documentedPackages(): string[] {
  return lexicalPackageNames(readManifest(path.join(siteDir, 'package.json')), (name) =>
    readManifest(path.join(siteDir, 'node_modules', name, 'package.json')),
  );
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

  it('covers the packages the site installs, without the internal ones', () => {
    const packages = documentedPackages();
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

  it('has a guide page under docs/packages/ for every documented package', () => {
    expect(missingGuidePages(documentedPackages())).toEqual([]);
  });
});
