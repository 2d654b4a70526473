import {readFileSync} from 'node:fs';
import path from 'node:path';

import {type ProjectReflection, ReflectionKind} from 'typedoc';

import {anchoredHeadings, pageAddress} from './headings';
import type {ModulePart} from './splitModulePages';
import {apiPagePath} from './typedocPlugin';

/** Site addresses of symbols: by name, then by the module that exports it. */
export type SymbolAddresses = ReadonlyMap<string, ReadonlyMap<string, string>>;

/**
 * The address of every exported symbol of every module: a class or interface page, or the anchor
 * of a function, variable or type alias on its module page (or the part page it moved to).
 */
export function symbolAddresses(
  project: ProjectReflection,
  apiFolder: string,
  splits: ReadonlyMap<string, readonly ModulePart[]>,
  urlBase: string,
): SymbolAddresses {
  const candidates = new Map<string, Map<string, string>>();
  const add = (name: string, moduleName: string, url: string) => {
    const byModule = candidates.get(name) ?? new Map<string, string>();
    byModule.set(moduleName, url);
    candidates.set(name, byModule);
  };
  for (const module of project.getChildrenByKind(ReflectionKind.Module)) {
    const modulePage = `${apiPagePath(module) ?? ''}.md`;
    for (const page of [modulePage, ...(splits.get(modulePage) ?? []).map((part) => part.file)]) {
      const markdown = readFileSync(path.join(apiFolder, page), 'utf8');
      // Entries are h3 on module pages and h2 on the part pages split off them.
      for (const {level, name, anchor} of anchoredHeadings(markdown)) {
        if (level === 2 || level === 3) {
          add(name, module.name, `${pageAddress(urlBase, page)}#${anchor}`);
        }
      }
    }
    for (const member of module.children ?? []) {
      const page = apiPagePath(member);
      if (page) {
        add(member.name, module.name, `${urlBase}${page}`);
      }
    }
  }
  return candidates;
}

/**
 * The address of every exported symbol, by name (see {@link symbolAddresses}). A name that several
 * modules export goes to the core `lexical` module's, and is left out when none of them is the
 * core (it would be a guess). Each is also under `module:name`
 * (`@lexical/react/LexicalMenuOption:MenuOption`), for lists that know the module (the "What's
 * new" page); inline code never matches those keys.
 */
export function buildSymbolIndex(addresses: SymbolAddresses): Record<string, string> {
  const index: Record<string, string> = {};
  for (const [name, byModule] of addresses) {
    const url = byModule.size === 1 ? [...byModule.values()][0] : byModule.get('lexical');
    if (url) {
      index[name] = url;
    }
    for (const [moduleName, moduleUrl] of byModule) {
      index[`${moduleName}:${name}`] = moduleUrl;
    }
  }
  return index;
}
