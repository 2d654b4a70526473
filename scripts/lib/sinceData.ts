import semver from 'semver';

import {
  type LexicalSinceData,
  type SinceEntry,
  sinceRelease,
} from '../../src/plugins/api-reference/sinceNotes';
import type {ExportedSymbol, ReleaseExports} from './declarationExports';

/** The exports of the packages read at one release. */
export interface ReleaseRead {
  version: string;
  exports: ReleaseExports;
}

/** What is known at one release about one symbol (or class member) of one module. */
interface Sighting {
  present: boolean;
  deprecated: boolean;
}

/**
 * The first release of the run of releases, ending at the newest, in which `holds` is true (it
 * must hold at the newest), and whether that is exact: it is when the release before it was read
 * and `holds` was false there, or when nothing of the package was published before it. A package
 * missing from a release read (or releases older than the oldest read) only gives a lower bound.
 */
function runStart(
  reads: readonly ReleaseRead[],
  packageName: string,
  firstPublished: string,
  holds: (exports: ReleaseExports) => boolean,
): string {
  let start: ReleaseRead | undefined;
  let before: ReleaseRead | undefined;
  for (const read of [...reads].reverse()) {
    if (start && !(read.exports[packageName] && holds(read.exports))) {
      before = read;
      break;
    }
    start = read;
  }
  if (!start) {
    throw new Error('No release was read.');
  }
  const previousRead = before?.exports[packageName] !== undefined;
  return sinceRelease(start.version, previousRead || semver.lte(start.version, firstPublished));
}

function entry(
  reads: readonly ReleaseRead[],
  packageName: string,
  firstPublished: string,
  sighting: (exports: ReleaseExports) => Sighting,
): SinceEntry {
  const run = (holds: (found: Sighting) => boolean): string =>
    runStart(reads, packageName, firstPublished, (exports) => holds(sighting(exports)));
  const since = run((found) => found.present);
  const newest = reads[reads.length - 1];
  if (!newest || !sighting(newest.exports).deprecated) {
    return since;
  }
  return [since, run((found) => found.deprecated)];
}

/**
 * The since data for the newest release of `reads` (oldest first): for every symbol it exports,
 * and every public member of its classes, the release it arrived in and, if deprecated, the
 * release its doc comment started to say so. `firstPublished` is each package's first stable
 * version on the registry.
 */
export function buildSinceData(
  reads: readonly ReleaseRead[],
  firstPublished: Readonly<Record<string, string>>,
  generatedBy: string,
): LexicalSinceData {
  const newest = reads.at(-1);
  if (!newest) {
    throw new Error('No release was read.');
  }
  const modules: LexicalSinceData['modules'] = {};
  for (const [packageName, byModule] of Object.entries(newest.exports)) {
    const published = firstPublished[packageName] ?? newest.version;
    for (const [importPath, symbols] of Object.entries(byModule)) {
      const symbolAt = (exports: ReleaseExports, name: string): ExportedSymbol | undefined =>
        exports[packageName]?.[importPath]?.[name];
      const since: Record<string, SinceEntry> = {};
      for (const [name, symbol] of Object.entries(symbols)) {
        since[name] = entry(reads, packageName, published, (exports) => {
          const found = symbolAt(exports, name);
          return {present: found !== undefined, deprecated: found?.deprecated ?? false};
        });
        for (const member of Object.keys(symbol.members ?? {})) {
          since[`${name}.${member}`] = entry(reads, packageName, published, (exports) => {
            const found = symbolAt(exports, name)?.members?.[member];
            return {present: found !== undefined, deprecated: found?.deprecated ?? false};
          });
        }
      }
      modules[importPath] = since;
    }
  }
  return {generatedBy, releases: reads.map((read) => read.version), modules};
}
