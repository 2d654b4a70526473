/**
 * The embedded search index as it is shipped, written by the `search-index` plugin after the HTML
 * is rendered and read by the in-browser engine, in two content-hashed JSON files:
 *
 * - the index: every page, every heading and the first {@link sectionLeadWords} words of each
 *   guide or post section's text ({@link apiSectionLeadWords} of an API section's); the engine
 *   answers from it as soon as it arrives;
 * - the texts: the rest of each section's text, fetched next, after which the engine searches
 *   (and quotes) the whole text.
 *
 * Pages are stored once and sections point at them, so the index carries each title a single time.
 * The types below are the index as the engine reads it; the index file holds it in columns (see
 * `indexEncoding.ts`).
 */

/** Where the index files live in the built site, under the base URL. */
export const searchIndexDirectory = 'search-index';
/** The one file with a fixed name: it names the content-hashed index file. */
export const searchManifestFileName = 'manifest.json';

/** Bumped when the shape below changes, so a cached manifest never meets a newer reader. */
export const searchIndexFormatVersion = 4;

/**
 * Words of each section's text that the index itself carries: enough to find a section by what it
 * opens with, and to keep the first download small (most sections are shorter than this).
 */
export const sectionLeadWords = 20;
/**
 * Lead words of an API reference section: none. Its heading (the symbol) is what finds it, and
 * API sections are four in five of all; without their texts the index was 90 kB gzip instead of
 * 157 (before it shipped in columns), and answers before the texts arrive are as good
 * (bench:search, lead words only: github set top-3 82.7 → 83.2%, MRR 0.798 → 0.813; dev set top-3
 * 86.7 → 83.3%).
 */
export const apiSectionLeadWords = 0;

/** One rendered page. */
export interface IndexedPage {
  /** Path without the base URL's origin, e.g. `/docs/concepts/editor-state`. */
  path: string;
  /** Top-level section the modal groups hits by (DocSearch's `hierarchy.lvl0`). */
  section: string;
  /** The page title: its h1 (`hierarchy.lvl1`). */
  title: string;
  /** The page's meta description, if it has one: the content of its title record. */
  description?: string;
  /** The page's `docsearch:language` meta value. */
  language: string;
  /** The page's `docsearch:docusaurus_tag` meta value. */
  tag: string;
}

/**
 * A heading and the text under it, up to the next heading. The page's lead text (before its first
 * h2) is the section with `level` 1 and no anchor.
 */
export interface IndexedSection {
  /** Index into {@link SearchIndexFile.pages}. */
  page: number;
  /** The heading's id, or `''` for the lead section. */
  anchor: string;
  /** Heading level: 1 for the lead section, 2–6 for the h2–h6 it starts with. */
  level: number;
  /**
   * Texts of the headings from h2 down to this one, one per level (`''` for a level the page
   * skipped); empty for the lead section.
   */
  headings: string[];
  /**
   * The section's prose, whitespace collapsed: in the shipped index, its first
   * {@link sectionLeadWords} words only (see {@link SearchTextsFile}).
   */
  text: string;
}

export interface SearchIndexFile {
  /** {@link searchIndexFormatVersion} of the build that wrote it. */
  version: number;
  /** The site's origin and base URL, e.g. `https://lexical.dev/`, to make absolute hit URLs. */
  siteUrl: string;
  pages: IndexedPage[];
  sections: IndexedSection[];
}

/** The rest of the sections' texts, after the lead words the index carries. */
export interface SearchTextsFile {
  /** {@link searchIndexFormatVersion} of the build that wrote it. */
  version: number;
  /** For each section of the index, in the same order, its text after the lead, or `''`. */
  rests: string[];
}

export interface SearchManifest {
  /** {@link searchIndexFormatVersion} of the build that wrote it. */
  version: number;
  /** File name of the index inside {@link searchIndexDirectory}. */
  index: string;
  /** File name of the texts inside {@link searchIndexDirectory}. */
  texts: string;
  /** Sizes of the two files in bytes, for the build log and for curious readers. */
  bytes: {index: number; texts: number};
}
