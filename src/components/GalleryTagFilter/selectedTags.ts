import type {GalleryEntry, GalleryTag} from '@site/src/data/gallery';

/** The query-string key that holds the gallery's selected tags: `?tags=cms&tags=official`. */
export const tagsQueryKey = 'tags';

/** Reads the selected tags from a query string, keeping only known tags, once each. */
export function readSelectedTags(search: string, knownTags: readonly GalleryTag[]): GalleryTag[] {
  const requested = new URLSearchParams(search).getAll(tagsQueryKey);
  return knownTags.filter((tag) => requested.includes(tag));
}

/** Returns the query string with the selected tags replaced, other parameters untouched. */
export function writeSelectedTags(search: string, tags: readonly GalleryTag[]): string {
  const params = new URLSearchParams(search);
  params.delete(tagsQueryKey);
  for (const tag of tags) {
    params.append(tagsQueryKey, tag);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Adds the tag when it is absent, removes it when present. */
export function toggleTag(tags: readonly GalleryTag[], tag: GalleryTag): GalleryTag[] {
  return tags.includes(tag) ? tags.filter((selected) => selected !== tag) : [...tags, tag];
}

/** Entries that carry any of the selected tags; every entry when none is selected. */
export function filterByTags<Entry extends Pick<GalleryEntry, 'tags'>>(
  entries: readonly Entry[],
  tags: readonly GalleryTag[],
): Entry[] {
  if (tags.length === 0) {
    return [...entries];
  }
  return entries.filter((entry) => entry.tags.some((tag) => tags.includes(tag)));
}
