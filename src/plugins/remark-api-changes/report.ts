/**
 * The API change report between two releases, written as JSON (and Markdown, for maintainers) by
 * `npm run lexical:upgrade` (scripts/lib/apiChanges.ts): the data behind the lists of the "What's
 * new" page (issue 42).
 */
export const apiChangesFile = {
  json: 'src/data/lexicalApiChanges.json',
  markdown: 'src/data/lexicalApiChanges.md',
};

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
