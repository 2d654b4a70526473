import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

import pLimit from 'p-limit';
import semver from 'semver';

import {
  entryPointsOfPackage,
  lexicalPackageNames,
  type PackageManifest,
} from '../../src/plugins/api-reference/entryPoints';
import {readDeclarationExports} from './declarationExports';
import {readPackagesRecord} from './lexicalPackages';
import type {LexicalRegistry} from './lexicalRegistry';
import type {ReleaseRead} from './sinceData';

/** Tarballs fetched at once: enough to hide latency, few enough for a shared registry. */
const fetchConcurrency = 6;

const readManifest = (file: string): PackageManifest =>
  JSON.parse(readFileSync(file, 'utf8')) as PackageManifest;

/**
 * The packages the site documents: those the upgrade command recorded as published at the pinned
 * release (see lexicalPackages.ts). Before it first did, those the API reference finds among the
 * installed packages (see entryPoints.ts).
 */
export function documentedPackages(siteDir: string): string[] {
  return readPackagesRecord(siteDir)?.packages ?? installedPackages(siteDir);
}

/** The packages the API reference documents: the site's installed Lexical packages. */
export function installedPackages(siteDir: string): string[] {
  return lexicalPackageNames(readManifest(path.join(siteDir, 'package.json')), (name) =>
    readManifest(path.join(siteDir, 'node_modules', name, 'package.json')),
  );
}

/** The stable versions of each package on the registry, oldest first. */
export async function publishedVersions(
  registry: LexicalRegistry,
  packages: readonly string[],
): Promise<Map<string, string[]>> {
  const limit = pLimit(fetchConcurrency);
  const versions = await Promise.all(
    packages.map((name) => limit(async () => [name, await registry.versions(name)] as const)),
  );
  return new Map(versions);
}

/**
 * The exports of the packages published at `version` (the others are left out), read from their
 * declarations as the registry has them.
 */
export async function readRelease(
  registry: LexicalRegistry,
  published: ReadonlyMap<string, readonly string[]>,
  version: string,
): Promise<ReleaseRead> {
  const limit = pLimit(fetchConcurrency);
  const names = [...published]
    .filter(([, versions]) => versions.includes(version))
    .map(([name]) => name);
  const dirs = await Promise.all(
    names.map((name) => limit(() => registry.packageDir(name, version))),
  );
  // Some releases list declarations their tarball lacks (@lexical/react 0.36.0's
  // LexicalExtensionComponent.d.ts): such a module has no published declarations there.
  const entryPoints = dirs
    .flatMap((dir) => entryPointsOfPackage(readManifest(path.join(dir, 'package.json')), dir))
    .filter((entry) => existsSync(entry.typesFile));
  return {version, exports: readDeclarationExports(entryPoints)};
}

/** Reads each of `versions` in turn (oldest first), saying how far it got. */
export async function readReleases(
  registry: LexicalRegistry,
  published: ReadonlyMap<string, readonly string[]>,
  versions: readonly string[],
  progress: (message: string) => void,
): Promise<ReleaseRead[]> {
  const reads: ReleaseRead[] = [];
  for (const version of versions) {
    progress(`Reading the declarations of ${version} (${reads.length + 1}/${versions.length})`);
    reads.push(await readRelease(registry, published, version));
  }
  return reads;
}

/** The releases of `lexical` from `oldest` to `newest`, both included. */
export function releasesBetween(
  published: ReadonlyMap<string, readonly string[]>,
  oldest: string,
  newest: string,
): string[] {
  return (published.get('lexical') ?? []).filter(
    (version) => semver.gte(version, oldest) && semver.lte(version, newest),
  );
}

/** The first stable version of each package on the registry. */
export function firstPublished(
  published: ReadonlyMap<string, readonly string[]>,
): Record<string, string> {
  return Object.fromEntries(
    [...published].flatMap(([name, versions]) => (versions[0] ? [[name, versions[0]]] : [])),
  );
}
