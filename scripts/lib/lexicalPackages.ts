import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {
  compareLexicalPackages,
  isLexicalPackage,
  type PackageManifest,
} from '../../src/plugins/api-reference/entryPoints';
import type {LexicalRegistry} from './lexicalRegistry';

/**
 * The Lexical packages published at the pinned release, as the upgrade command found them on the
 * registry (issue 42): the site documents these, and a package missing a guide page, or not
 * installed, fails `npm test`.
 */
export const packagesFile = 'src/data/lexicalPackages.json';

/** The contents of {@link packagesFile}. */
export interface LexicalPackagesRecord {
  /** The script that wrote the file. */
  generatedBy: string;
  /** The release the packages were read at: the pinned one. */
  version: string;
  /** How the set was found, for whoever wonders why a package is (not) in it. */
  source: string;
  /** The public packages published at `version`: `lexical` first, then by name. */
  packages: string[];
  /** Packages found on the way whose manifest has the `internal` keyword: never documented. */
  internal: string[];
}

/**
 * How the set is found. The registry the site installs from answers no search (`npm search` and
 * `/-/v1/search` give 404), so the set is the dependency closure of the packages already known.
 */
export const packageSetSource =
  'Dependency closure, at this version, of `lexical`, the Lexical packages of package.json and ' +
  'those of the previous record (dependencies and peer dependencies of each published manifest), ' +
  'without manifests that have the `internal` keyword. The registry answers no package search.';

/** The record, or none before the upgrade command first wrote it. */
export function readPackagesRecord(siteDir: string): LexicalPackagesRecord | undefined {
  const file = path.join(siteDir, packagesFile);
  return existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as LexicalPackagesRecord)
    : undefined;
}

/**
 * The Lexical packages published at `version` that can be reached from `known` (and `lexical`)
 * through the dependencies and peer dependencies of their manifests at that version. A known
 * package not published at `version` is left out; one whose manifest has the `internal` keyword is
 * listed apart and not followed.
 */
export async function findPublishedPackages(
  registry: LexicalRegistry,
  version: string,
  known: Iterable<string>,
): Promise<{packages: string[]; internal: string[]}> {
  const seen = new Set<string>();
  const packages: string[] = [];
  const internal: string[] = [];
  let queue = ['lexical', ...known];
  while (queue.length > 0) {
    const names = [...new Set(queue)].filter((name) => isLexicalPackage(name) && !seen.has(name));
    names.forEach((name) => seen.add(name));
    const manifests = await Promise.all(
      names.map(async (name) => {
        if (!(await registry.versions(name)).includes(version)) return undefined;
        const dir = await registry.packageDir(name, version);
        return JSON.parse(
          readFileSync(path.join(dir, 'package.json'), 'utf8'),
        ) as PackageManifest & {peerDependencies?: Record<string, string>};
      }),
    );
    queue = [];
    names.forEach((name, index) => {
      const manifest = manifests[index];
      if (!manifest) return;
      if (manifest.keywords?.includes('internal')) {
        internal.push(name);
        return;
      }
      packages.push(name);
      queue.push(
        ...Object.keys(manifest.dependencies ?? {}),
        ...Object.keys(manifest.peerDependencies ?? {}),
      );
    });
  }
  return {packages: packages.sort(compareLexicalPackages), internal: internal.sort()};
}
