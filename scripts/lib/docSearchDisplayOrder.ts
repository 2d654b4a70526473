/**
 * The order in which DocSearch 3's modal shows hits: grouped by `hierarchy.lvl0` in order of first
 * appearance, then within a group by `hierarchy.lvl1`, at most `maxPerGroup` (DocSearch's default
 * is 5) at each level. The search benchmark ranks what a reader sees, not the raw hit list.
 */
interface GroupedHit {
  hierarchy: {lvl0: string | null; lvl1: string | null};
}

function groupBy<T>(items: readonly T[], key: (item: T) => string, max: number): T[][] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(key(item)) ?? [];
    if (group.length < max) group.push(item);
    groups.set(key(item), group);
  }
  return [...groups.values()];
}

export function docSearchDisplayOrder<T extends GroupedHit>(
  hits: readonly T[],
  maxPerGroup = 5,
): T[] {
  return groupBy(hits, (hit) => hit.hierarchy.lvl0 ?? '', maxPerGroup).flatMap((section) =>
    groupBy(section, (hit) => hit.hierarchy.lvl1 ?? '', maxPerGroup).flat(),
  );
}
