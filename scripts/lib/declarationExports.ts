import ts from 'typescript';

import type {ApiEntryPoint} from '../../src/plugins/api-reference/entryPoints';

/** One exported symbol of a module, as its published declarations describe it. */
export interface ExportedSymbol {
  /** What it is: `function`, `class`, `interface`, `type`, `variable`, `enum`, `namespace`; `+`-joined when a name is several (a const and a type). */
  kind: string;
  /** Its declarations as printed by TypeScript without comments: a different text is a change. */
  declaration: string;
  /** Its doc comment has a `@deprecated` tag. */
  deprecated: boolean;
  /** The public members of a class, with whether each is deprecated. */
  members?: Record<string, {deprecated: boolean}>;
}

/** The exports of one module (an import path), by exported name. */
export type ModuleExports = Record<string, ExportedSymbol>;

/** The exports of every module of the packages read at one version, by package, then import path. */
export type ReleaseExports = Record<string, Record<string, ModuleExports>>;

const kindFlags: [ts.SymbolFlags, string][] = [
  [ts.SymbolFlags.Class, 'class'],
  [ts.SymbolFlags.Interface, 'interface'],
  [ts.SymbolFlags.Function, 'function'],
  [ts.SymbolFlags.Enum, 'enum'],
  [ts.SymbolFlags.Variable, 'variable'],
  [ts.SymbolFlags.TypeAlias, 'type'],
  [ts.SymbolFlags.Module, 'namespace'],
];

const printer = ts.createPrinter({removeComments: true});

function isDeprecated(declaration: ts.Declaration): boolean {
  return ts.getJSDocDeprecatedTag(declaration) !== undefined;
}

function isPublicMember(
  member: ts.ClassElement,
): member is ts.ClassElement & {name: ts.PropertyName} {
  if (!member.name || ts.isPrivateIdentifier(member.name)) {
    return false;
  }
  const flags = ts.getCombinedModifierFlags(member);
  return (flags & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected)) === 0;
}

function classMembers(
  declarations: readonly ts.Declaration[],
): Record<string, {deprecated: boolean}> {
  const members: Record<string, {deprecated: boolean}> = {};
  for (const declaration of declarations.filter(ts.isClassDeclaration)) {
    for (const member of declaration.members.filter(isPublicMember)) {
      const name = member.name.getText();
      members[name] = {deprecated: (members[name]?.deprecated ?? false) || isDeprecated(member)};
    }
  }
  return members;
}

function describe(symbol: ts.Symbol): ExportedSymbol {
  const declarations = symbol.declarations ?? [];
  const kind = kindFlags
    .filter(([flag]) => (symbol.flags & flag) !== 0)
    .map(([, name]) => name)
    .join('+');
  const declaration = declarations
    .map((node) => printer.printNode(ts.EmitHint.Unspecified, node, node.getSourceFile()))
    .join('\n');
  const members = classMembers(declarations);
  return {
    // A name re-exported from a module outside the packages read (react, yjs) resolves to nothing.
    kind: kind || 'unresolved',
    declaration,
    deprecated: declarations.length > 0 && declarations.every(isDeprecated),
    ...(Object.keys(members).length > 0 ? {members} : {}),
  };
}

/**
 * The exports of each entry point, read with the TypeScript compiler from the published `.d.ts`
 * files: names, kinds, printed declarations and `@deprecated` tags. Only binding and export
 * resolution run (no type check, no default library), which keeps a release to about a second.
 */
export function readDeclarationExports(entryPoints: readonly ApiEntryPoint[]): ReleaseExports {
  const program = ts.createProgram({
    rootNames: entryPoints.map((entry) => entry.typesFile),
    options: {
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      target: ts.ScriptTarget.ES2022,
      noLib: true,
      types: [],
      noEmit: true,
    },
  });
  const checker = program.getTypeChecker();
  const exports: ReleaseExports = {};
  for (const entry of entryPoints) {
    const sourceFile = program.getSourceFile(entry.typesFile);
    const moduleSymbol = sourceFile && checker.getSymbolAtLocation(sourceFile);
    if (!moduleSymbol) {
      throw new Error(`TypeScript could not read ${entry.typesFile} (${entry.importPath}).`);
    }
    const moduleExports: ModuleExports = {};
    for (const exported of checker.getExportsOfModule(moduleSymbol)) {
      const target =
        exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      moduleExports[exported.name] = describe(target);
    }
    const byPackage = exports[entry.packageName] ?? {};
    byPackage[entry.importPath] = moduleExports;
    exports[entry.packageName] = byPackage;
  }
  return exports;
}
