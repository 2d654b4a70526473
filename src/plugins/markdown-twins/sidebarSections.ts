/**
 * Groups the docs into the sections of llms.txt by walking the loaded sidebars: each top-level
 * category is a section (nested categories flatten into it), and a sidebar's top-level docs form a
 * section named after the sidebar. Pages keep their sidebar order.
 */

/** The fields of a loaded sidebar item that the sections need. */
export interface SidebarItem {
  type: string;
  id?: string;
  label?: string;
  items?: SidebarItem[];
  link?: {type: string; id?: string};
}

export interface SidebarSectionsOptions {
  /** Names the section of the sidebar's top-level docs, and prefixes its categories' names. */
  title: string;
  prefixCategories: boolean;
}

export interface PageSection {
  title: string;
  /** Page paths (doc permalinks), in sidebar order. */
  paths: string[];
}

/** The doc ids of an item and its descendants, a category's own page first. */
export function docIds(item: SidebarItem): string[] {
  if (item.type === 'doc' || item.type === 'ref') return item.id ? [item.id] : [];
  if (item.type !== 'category') return [];
  const own = item.link?.type === 'doc' && item.link.id ? [item.link.id] : [];
  return [...own, ...(item.items ?? []).flatMap(docIds)];
}

export function sidebarSections(
  sidebar: readonly SidebarItem[],
  options: SidebarSectionsOptions,
  permalinkOf: (docId: string) => string | undefined,
): PageSection[] {
  const sections: PageSection[] = [];
  const topLevel: PageSection = {title: options.title, paths: []};
  const pathsOf = (item: SidebarItem) => docIds(item).flatMap((id) => permalinkOf(id) ?? []);
  for (const item of sidebar) {
    if (item.type === 'category') {
      const label = item.label ?? '';
      const title = options.prefixCategories ? `${options.title}: ${label}` : label;
      sections.push({title, paths: pathsOf(item)});
    } else {
      topLevel.paths.push(...pathsOf(item));
    }
  }
  return [topLevel, ...sections].filter((section) => section.paths.length > 0);
}
