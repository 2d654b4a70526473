/** The record shape DocSearch's crawler produces and its modal and the search page read. */

export type HierarchyLevel = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';
export const hierarchyLevels: readonly HierarchyLevel[] = [
  'lvl0',
  'lvl1',
  'lvl2',
  'lvl3',
  'lvl4',
  'lvl5',
  'lvl6',
];

export type RecordType = Exclude<HierarchyLevel, 'lvl0'> | 'content';

export interface DocSearchRecord {
  /** Stable across builds: the page path, the anchor and the record type. */
  objectID: string;
  /** Absolute URL with the anchor: the theme parses it with `new URL`. */
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: RecordType;
  hierarchy: Record<HierarchyLevel, string | null>;
  content: string | null;
  language: string;
  docusaurus_tag: string;
  weight: {
    /** Page importance; API pages rank a little below written docs on equal text matches. */
    pageRank: number;
    /** 100 for an h1 record down to 0 for content, as DocSearch's crawler sets it. */
    level: number;
    /** Order of the record within its page. */
    position: number;
  };
}
