import {writeFileSync} from 'node:fs';
import path from 'node:path';

import {type ProjectReflection, ReflectionKind} from 'typedoc';

import {type ApiEntryPoint, moduleSlug} from './entryPoints';
import {generatedHeader} from './typedocPlugin';

/** A heading of a package index page and the modules it lists. */
export interface ModuleGroup {
  title: string;
  modules: string[];
}

/**
 * The groups of a package's modules, by what their import path names: the extension API first
 * (`…Extension`, `useExtension…`, `ExtensionComponent`), then composers, plugins, hooks, and the
 * remaining components and nodes. Empty groups are left out.
 */
export function groupModules(importPaths: readonly string[]): ModuleGroup[] {
  const rules: readonly [string, (name: string) => boolean][] = [
    ['Extension API', (name) => /Extension|^useExtension/.test(name)],
    ['Composers', (name) => name.includes('Composer')],
    ['Plugins', (name) => name.endsWith('Plugin')],
    ['Hooks', (name) => name.startsWith('use')],
    ['Components, nodes and utilities', () => true],
  ];
  const groups = rules.map(([title]): ModuleGroup => ({title, modules: []}));
  for (const importPath of importPaths) {
    const name = importPath.slice(importPath.lastIndexOf('/') + 1);
    const index = rules.findIndex(([, matches]) => matches(name));
    groups[index]?.modules.push(importPath);
  }
  return groups.filter((group) => group.modules.length > 0);
}

/**
 * Writes `modules/<package>.md` for each package that has several modules but no root module of
 * its own (`@lexical/react`: there is no `import … from '@lexical/react'`), so that the package's
 * address is a real page: its modules, grouped, each with the names it exports.
 */
export function writePackageIndexPages(
  outDir: string,
  project: ProjectReflection,
  entryPoints: readonly ApiEntryPoint[],
): string[] {
  const exportsOf = new Map(
    project
      .getChildrenByKind(ReflectionKind.Module)
      .map((module) => [module.name, (module.children ?? []).map((child) => child.name).sort()]),
  );
  const packages = [...new Set(entryPoints.map((entry) => entry.packageName))].filter(
    (packageName) =>
      !entryPoints.some((entry) => entry.importPath === packageName) &&
      entryPoints.filter((entry) => entry.packageName === packageName).length > 1,
  );
  return packages.map((packageName) => {
    const importPaths = entryPoints
      .filter((entry) => entry.packageName === packageName)
      .map((entry) => entry.importPath)
      .sort((a, b) => a.localeCompare(b));
    const sections = groupModules(importPaths).map(({title, modules}) =>
      [
        `## ${title} \\{#${title.toLowerCase().replace(/[^a-z]+/g, '-')}\\}`,
        '',
        ...modules.map((importPath) => {
          const names = exportsOf.get(importPath) ?? [];
          const listed = names.map((name) => `\`${name}\``).join(', ');
          return `- [\`${importPath}\`](./${moduleSlug(importPath)}.md)${listed ? `: ${listed}` : ''}`;
        }),
      ].join('\n'),
    );
    const description = `The modules of ${packageName}, grouped: each import path and what it exports.`;
    const page = [
      `# ${packageName}`,
      '',
      `\`${packageName}\` has no root module: you import each part from its own path, such as ` +
        `\`${importPaths[0] ?? packageName}\`, so a bundle holds only what it uses. ` +
        `These are its ${importPaths.length} modules.`,
      '',
      ...sections.flatMap((section) => [section, '']),
    ].join('\n');
    const file = `modules/${moduleSlug(packageName)}.md`;
    writeFileSync(path.join(outDir, file), `${generatedHeader(description)}${page}`);
    return file;
  });
}
