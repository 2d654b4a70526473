import {diffLines} from 'diff';

import type {ExportedSymbol, ModuleExports, ReleaseExports} from './declarationExports';

/** A symbol of a module: `{module: '@lexical/react/LexicalComposer', name: 'LexicalComposer'}`. */
export interface SymbolRef {
  module: string;
  /** The exported name; `Class.member` for a class member. */
  name: string;
  kind: string;
}

/** A symbol whose printed declaration differs between the releases. */
export interface ChangedSymbol extends SymbolRef {
  before: string;
  after: string;
  /** Only lines were added (a class gained members): nothing a guide relies on went away. */
  additive: boolean;
}

/** What changed in one package's declarations between two releases. */
export interface PackageApiChanges {
  packageName: string;
  added: SymbolRef[];
  removed: SymbolRef[];
  /** Deprecated in the newer release and not in the older (symbols and class members). */
  deprecated: SymbolRef[];
  changed: ChangedSymbol[];
}

/** A guide page that mentions symbols removed, or changed other than by additions, by the release. */
export interface GuideMention {
  /** Path from the site's folder, e.g. `docs/concepts/commands.md`. */
  page: string;
  symbols: string[];
}

/**
 * The API change report between two releases: the data behind its Markdown, and behind the
 * "What's new" page. Written as JSON beside the Markdown by `npm run lexical:upgrade`.
 */
export interface ApiChangeReport {
  generatedBy: string;
  from: string;
  to: string;
  /** Packages with at least one change, core first, then by name. */
  packages: PackageApiChanges[];
  guideMentions: GuideMention[];
}

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
