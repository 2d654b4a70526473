import {
  filterByTags,
  readSelectedTags,
  toggleTag,
  writeSelectedTags,
} from '@site/src/components/GalleryTagFilter/selectedTags';
import type {GalleryTag} from '@site/src/data/gallery';
import {describe, expect, it} from 'vitest';

const known: GalleryTag[] = ['official', 'example', 'cms'];

describe('gallery tag selection in the URL', () => {
  it('reads known tags from repeated query parameters, in the filter order', () => {
    expect(readSelectedTags('?tags=cms&tags=official', known)).toEqual(['official', 'cms']);
  });

  it('ignores unknown tags and duplicates', () => {
    expect(readSelectedTags('?tags=nope&tags=cms&tags=cms', known)).toEqual(['cms']);
  });

  it('writes the tags and keeps other parameters', () => {
    expect(writeSelectedTags('?ref=home&tags=example', ['cms', 'official'])).toBe(
      '?ref=home&tags=cms&tags=official',
    );
  });

  it('writes an empty query string when nothing is left', () => {
    expect(writeSelectedTags('?tags=cms', [])).toBe('');
  });

  it('toggles a tag on and off', () => {
    expect(toggleTag(['cms'], 'official')).toEqual(['cms', 'official']);
    expect(toggleTag(['cms', 'official'], 'cms')).toEqual(['official']);
  });
});

describe('filterByTags', () => {
  const entries = [
    {id: 'a', tags: ['official', 'example']},
    {id: 'b', tags: ['cms']},
    {id: 'c', tags: ['example']},
  ] as const;

  it('shows every entry when no tag is selected', () => {
    expect(filterByTags(entries, []).map((entry) => entry.id)).toEqual(['a', 'b', 'c']);
  });

  it('shows entries that carry any selected tag', () => {
    expect(filterByTags(entries, ['cms', 'official']).map((entry) => entry.id)).toEqual(['a', 'b']);
  });
});
