import {diffLines} from 'diff';

import type {
  ApiChangeReport,
  ChangedSymbol,
  GuideMention,
  PackageApiChanges,
  SymbolRef,
} from '../../src/plugins/remark-api-changes/report';
import type {ExportedSymbol, ModuleExports, ReleaseExports} from './declarationExports';

export type {ApiChangeReport, ChangedSymbol, GuideMention, PackageApiChanges, SymbolRef};

const emptyModule: ModuleExports = {};

function deprecatedNames(symbol: ExportedSymbol | undefined, name: string): Set<string> {
  const names = new Set<string>();
  if (symbol?.deprecated) names.add(name);
  for (const [member, {deprecated}] of Object.entries(symbol?.members ?? {})) {
    if (deprecated) names.add(`${name}.${member}`);
  }
  return names;
}

function packageChanges(
  packageName: string,
  before: Record<string, ModuleExports>,
  after: Record<string, ModuleExports>,
): PackageApiChanges {
  const changes: PackageApiChanges = {
    packageName,
    added: [],
    removed: [],
    deprecated: [],
    changed: [],
  };
  const modules = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  for (const module of modules) {
    const old = before[module] ?? emptyModule;
    const current = after[module] ?? emptyModule;
    for (const [name, symbol] of Object.entries(current)) {
      const previous = old[name];
      if (!previous) {
        changes.added.push({module, name, kind: symbol.kind});
        continue;
      }
      if (previous.declaration !== symbol.declaration) {
        changes.changed.push({
          module,
          name,
          kind: symbol.kind,
          before: previous.declaration,
          after: symbol.declaration,
          additive: diffLines(previous.declaration, symbol.declaration).every(
            (part) => !part.removed,
          ),
        });
      }
      const wasDeprecated = deprecatedNames(previous, name);
      for (const deprecated of deprecatedNames(symbol, name)) {
        if (!wasDeprecated.has(deprecated)) {
          const kind = deprecated === name ? symbol.kind : 'member';
          changes.deprecated.push({module, name: deprecated, kind});
        }
      }
    }
    for (const [name, symbol] of Object.entries(old)) {
      if (!current[name]) {
        changes.removed.push({module, name, kind: symbol.kind});
      }
    }
  }
  return changes;
}

const hasChanges = (changes: PackageApiChanges): boolean =>
  changes.added.length +
    changes.removed.length +
    changes.deprecated.length +
    changes.changed.length >
  0;

/**
 * The changes between the declarations of two releases, per package; a package present in only
 * one of them has all its symbols added or removed. `mentions` finds the guide pages that name
 * removed symbols, or symbols changed other than by additions.
 */
export function compareReleases(
  from: {version: string; exports: ReleaseExports},
  to: {version: string; exports: ReleaseExports},
  mentions: (symbols: ReadonlySet<string>) => GuideMention[],
  generatedBy: string,
): ApiChangeReport {
  const names = [...new Set([...Object.keys(from.exports), ...Object.keys(to.exports)])].sort(
    (a, b) => (a === 'lexical' ? -1 : b === 'lexical' ? 1 : a.localeCompare(b)),
  );
  const packages = names
    .map((name) => packageChanges(name, from.exports[name] ?? {}, to.exports[name] ?? {}))
    .filter(hasChanges);
  const touched = new Set(
    packages.flatMap((changes) =>
      [...changes.removed, ...changes.changed.filter((change) => !change.additive)].map(
        (ref) => ref.name,
      ),
    ),
  );
  return {
    generatedBy,
    from: from.version,
    to: to.version,
    packages,
    guideMentions: mentions(touched),
  };
}
