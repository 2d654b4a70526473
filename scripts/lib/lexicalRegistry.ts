import {execFile} from 'node:child_process';
import {existsSync, mkdirSync, renameSync, rmSync} from 'node:fs';
import path from 'node:path';
import {Readable} from 'node:stream';
import {pipeline} from 'node:stream/promises';
import {promisify} from 'node:util';

import semver from 'semver';
import {x as extractTar} from 'tar';

/**
 * Where the published Lexical packages come from. The packages of one version are laid out side by
 * side in one `node_modules` folder, so that their declarations resolve one another
 * (`@lexical/rich-text` imports `lexical`).
 */
export interface LexicalRegistry {
  /** The stable versions of a package published on the registry, oldest first; none if unknown. */
  versions(packageName: string): Promise<string[]>;
  /** The folder of the package as published at the version: its package.json and `.d.ts` files. */
  packageDir(packageName: string, version: string): Promise<string>;
}

/** The folder of a package inside the `node_modules` of one version's layout. */
export function releasePackageDir(root: string, version: string, packageName: string): string {
  return path.join(root, version, 'node_modules', packageName);
}

const run = promisify(execFile);

interface PublishedVersion {
  version: string;
  'dist.tarball': string;
}

/**
 * Every stable version of a package with its tarball, from `npm view`; none when it is not
 * published. (The range `*` would give only the `latest` tag's version.)
 */
async function publishedVersions(packageName: string): Promise<PublishedVersion[]> {
  try {
    const {stdout} = await run(
      'npm',
      ['view', `${packageName}@>=0.0.0`, 'version', 'dist.tarball', '--json'],
      {
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    // One matching version prints an object, several an array.
    const parsed = JSON.parse(stdout) as PublishedVersion | PublishedVersion[];
    return Array.isArray(parsed) ? parsed : [parsed];
  } catch (error: unknown) {
    const stdout = (error as {stdout?: string}).stdout ?? '';
    if (stdout.includes('E404')) {
      return [];
    }
    throw error;
  }
}

/**
 * The npm registry, through the `npm` client for versions and tarball addresses. Tarballs are
 * fetched once and kept, unpacked to their package.json and declarations, under `cacheDir`.
 */
export function npmRegistry(cacheDir: string): LexicalRegistry {
  const published = new Map<string, Promise<PublishedVersion[]>>();
  const versionsOf = (packageName: string): Promise<PublishedVersion[]> => {
    let found = published.get(packageName);
    if (!found) {
      found = publishedVersions(packageName);
      published.set(packageName, found);
    }
    return found;
  };
  return {
    async versions(packageName) {
      return (await versionsOf(packageName))
        .map((entry) => entry.version)
        .filter((version) => semver.prerelease(version) === null)
        .sort(semver.compare);
    },
    async packageDir(packageName, version) {
      const dir = releasePackageDir(cacheDir, version, packageName);
      if (existsSync(dir)) {
        return dir;
      }
      const tarball = (await versionsOf(packageName)).find((entry) => entry.version === version)?.[
        'dist.tarball'
      ];
      if (!tarball) {
        throw new Error(`${packageName}@${version} is not published on the registry.`);
      }
      const response = await fetch(tarball);
      if (!response.ok) {
        throw new Error(`Could not fetch ${tarball}: HTTP ${response.status}.`);
      }
      // Unpacked beside its final place, then moved, so an interrupted fetch leaves nothing.
      const partial = `${dir}.partial`;
      rmSync(partial, {recursive: true, force: true});
      mkdirSync(partial, {recursive: true});
      await pipeline(
        Readable.from([Buffer.from(await response.arrayBuffer())]),
        extractTar({
          cwd: partial,
          strip: 1,
          filter: (entry) => entry === 'package/package.json' || entry.endsWith('.d.ts'),
        }),
      );
      renameSync(partial, dir);
      return dir;
    },
  };
}
