import {galleryEntries, galleryTagLabels} from '@site/src/data/gallery';
import {describe, expect, it} from 'vitest';

describe('src/data/gallery.ts', () => {
  it('has unique entry ids (rename the id of the entry you added)', () => {
    const ids = galleryEntries.map((entry) => entry.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it.each(galleryEntries.map((entry) => [entry.id, entry] as const))(
    'entry %s is complete and links over https',
    (_id, entry) => {
      expect(entry.id, 'ids are kebab-case').toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(entry.title.trim(), 'give the entry a title').not.toBe('');
      expect(
        entry.description.length,
        'describe the entry in one or two sentences',
      ).toBeGreaterThan(40);
      expect(entry.description.length, 'keep the description under 300 characters').toBeLessThan(
        300,
      );
      expect(entry.website, 'link the website over https').toMatch(/^https:\/\//);
      if ('source' in entry) {
        expect(entry.source, 'link the source over https').toMatch(/^https:\/\//);
      }
      expect(entry.tags.length, 'give the entry at least one tag').toBeGreaterThan(0);
      for (const tag of entry.tags) {
        expect(Object.keys(galleryTagLabels), `tag '${tag}' is not a GalleryTag`).toContain(tag);
      }
    },
  );
});
