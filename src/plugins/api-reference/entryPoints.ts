import {readFileSync} from 'node:fs';
import path from 'node:path';

/** One public module of a Lexical package: what users import, and the file that types it. */
export interface ApiEntryPoint {
  /** The npm package, e.g. `@lexical/react`. */
  packageName: string;
  /** What users write in `import … from '…'`, e.g. `@lexical/react/LexicalComposer`. */
  importPath: string;
  /** The module's URL segment: `lexical_react_LexicalComposer` (see {@link moduleSlug}). */
  slug: string;
  /** Absolute path of the module's `.d.ts`. */
  typesFile: string;
}

/** The part of a package.json this module reads. */
export interface PackageManifest {
  name?: string;
  types?: string;
  dependencies?: Record<string, string>;
  exports?: Record<string, unknown>;
  keywords?: string[];
}

/**
 * The URL segment of a module: the import path with `@` dropped and `/` and `-` turned into `_`,
 * so `@lexical/rich-text` is `lexical_rich_text` (the shape lexical.dev's API URLs use).
 */
export function moduleSlug(importPath: string): string {
  return importPath.replace(/^@/, '').replace(/[/-]/g, '_');
}

/** Whether a package is Lexical's: `lexical` or one of the `@lexical/*` scope. */
export const isLexicalPackage = (name: string): boolean =>
  name === 'lexical' || name.startsWith('@lexical/');

/** The order packages are listed in: the core `lexical` first, then by name. */
export const compareLexicalPackages = (a: string, b: string): number =>
  a === 'lexical' ? -1 : b === 'lexical' ? 1 : a.localeCompare(b);

/**
 * The public Lexical packages a site depends on: `lexical` and the `@lexical/*` packages in its
 * manifest, and the Lexical packages those depend on in turn (so `@lexical/a11y`, installed with
 * `@lexical/rich-text`, is documented too), except those whose manifest marks them internal with
 * the `internal` keyword (`@lexical/internal`: "Do not import directly"). Core first, then by name.
 */
export function lexicalPackageNames(
  siteManifest: PackageManifest,
  manifestOf: (packageName: string) => PackageManifest,
): string[] {
  const found = new Set<string>();
  const visit = (names: Iterable<string>): void => {
    for (const name of names) {
      if (!isLexicalPackage(name) || found.has(name)) continue;
      const manifest = manifestOf(name);
      if (manifest.keywords?.includes('internal')) continue;
      found.add(name);
      visit(Object.keys(manifest.dependencies ?? {}));
    }
  };
  visit(Object.keys(siteManifest.dependencies ?? {}));
  return [...found].sort(compareLexicalPackages);
}

function typesOf(target: unknown): string | undefined {
  if (typeof target === 'string') {
    return target.endsWith('.d.ts') ? target : undefined;
  }
  if (target && typeof target === 'object') {
    const conditions = target as Record<string, unknown>;
    if (typeof conditions.types === 'string') {
      return conditions.types;
    }
    for (const condition of ['import', 'default', 'require']) {
      const found = typesOf(conditions[condition]);
      if (found) {
        return found;
      }
    }
  }
  return undefined;
}

/**
 * The public modules of one package, from its `exports` map: one per subpath, skipping the
 * `./X.js` aliases of `./X` and `./package.json`; the package's `types` when it has no map.
 */
export function entryPointsOfPackage(
  manifest: PackageManifest,
  packageDir: string,
): ApiEntryPoint[] {
  const packageName = manifest.name ?? path.basename(packageDir);
  const exportsMap = manifest.exports ?? {'.': {types: manifest.types}};
  return Object.entries(exportsMap)
    .filter(([subpath]) => subpath !== './package.json' && !subpath.endsWith('.js'))
    .flatMap(([subpath, target]) => {
      const types = typesOf(target);
      if (!types) {
        return [];
      }
      const importPath = subpath === '.' ? packageName : `${packageName}/${subpath.slice(2)}`;
      return [
        {
          packageName,
          importPath,
          slug: moduleSlug(importPath),
          typesFile: path.join(packageDir, types),
        },
      ];
    });
}

/** Every public module of every public Lexical package of the site at `siteDir` (see above). */
export function lexicalEntryPoints(siteDir: string): ApiEntryPoint[] {
  const readManifest = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as PackageManifest;
  const packageDir = (packageName: string) => path.join(siteDir, 'node_modules', packageName);
  const manifestOf = (packageName: string) =>
    readManifest(path.join(packageDir(packageName), 'package.json'));
  return lexicalPackageNames(readManifest(path.join(siteDir, 'package.json')), manifestOf).flatMap(
    (packageName) => entryPointsOfPackage(manifestOf(packageName), packageDir(packageName)),
  );
}
