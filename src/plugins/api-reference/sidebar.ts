import {type ProjectReflection, type Reflection, ReflectionKind} from 'typedoc';

import {type ApiEntryPoint, moduleSlug} from './entryPoints';
import type {ApiSidebarItem as SidebarItem} from './readSidebar';
import type {ModulePart} from './splitModulePages';
import {apiPagePath} from './typedocPlugin';

function docItem(reflection: Reflection, docsFolder: string): SidebarItem {
  return {
    type: 'doc',
    id: `${docsFolder}/${apiPagePath(reflection) ?? ''}`,
    label: reflection.name,
  };
}

function moduleCategory(
  module: Reflection,
  docsFolder: string,
  parts: readonly ModulePart[],
): SidebarItem {
  const members = (module.isDeclaration() ? (module.children ?? []) : [])
    .filter((child) => child.kindOf([ReflectionKind.Class, ReflectionKind.Interface]))
    .sort((a, b) => a.name.localeCompare(b.name));
  const link = {type: 'doc' as const, id: `${docsFolder}/${apiPagePath(module) ?? ''}`};
  const items: SidebarItem[] = [
    ...parts.map((part): SidebarItem => ({
      type: 'doc',
      id: `${docsFolder}/${part.file.replace(/\.md$/, '')}`,
      label: part.label,
    })),
    ...members.map((member) => docItem(member, docsFolder)),
  ];
  if (items.length === 0) {
    return {...link, label: module.name};
  }
  return {type: 'category', label: module.name, link, collapsed: true, items};
}

/**
 * The 'api' sidebar: one entry per package, labelled by its import path, with its classes and
 * interfaces under it; a package with several modules (@lexical/react, @lexical/headless) gets a
 * category of its modules, which opens the package's index page when it has one (see
 * packageIndexPages.ts).
 */
export function buildApiSidebar(
  project: ProjectReflection,
  entryPoints: readonly ApiEntryPoint[],
  docsFolder: string,
  splits: ReadonlyMap<string, readonly ModulePart[]>,
  packageIndexPages: readonly string[] = [],
): SidebarItem[] {
  const categoryOf = (module: Reflection) =>
    moduleCategory(module, docsFolder, splits.get(`${apiPagePath(module) ?? ''}.md`) ?? []);
  const packageOf = new Map(entryPoints.map((entry) => [entry.importPath, entry.packageName]));
  const modulesByPackage = new Map<string, Reflection[]>();
  for (const module of project.getChildrenByKind(ReflectionKind.Module)) {
    const packageName = packageOf.get(module.name) ?? module.name;
    modulesByPackage.set(packageName, [...(modulesByPackage.get(packageName) ?? []), module]);
  }
  // Packages in the order of the entry points: the core `lexical` first, then alphabetical.
  const packageOrder = [...new Set(entryPoints.map((entry) => entry.packageName))];
  const byPackageOrder = ([a]: [string, Reflection[]], [b]: [string, Reflection[]]) =>
    packageOrder.indexOf(a) - packageOrder.indexOf(b);
  return [...modulesByPackage].sort(byPackageOrder).map(([packageName, modules]) => {
    if (modules.length === 1 && modules[0]) {
      return categoryOf(modules[0]);
    }
    const indexPage = `modules/${moduleSlug(packageName)}.md`;
    return {
      type: 'category',
      label: packageName,
      ...(packageIndexPages.includes(indexPage)
        ? {link: {type: 'doc' as const, id: `${docsFolder}/${indexPage.replace(/\.md$/, '')}`}}
        : {}),
      collapsed: true,
      items: modules.map(categoryOf),
    };
  });
}
