/**
 * The embedded search index as it is shipped: one JSON file, content-hashed, written by the
 * `search-index` plugin after the HTML is rendered and read by the in-browser engine. Pages are
 * stored once and sections point at them, so the file carries each title a single time.
 */

/** Where the index files live in the built site, under the base URL. */
export const searchIndexDirectory = 'search-index';
/** The one file with a fixed name: it names the content-hashed index file. */
export const searchManifestFileName = 'manifest.json';

/** Bumped when the shape below changes, so a cached manifest never meets a newer reader. */
export const searchIndexFormatVersion = 1;

/** One rendered page. */
export interface IndexedPage {
  /** Path without the base URL's origin, e.g. `/docs/concepts/editor-state`. */
  path: string;
  /** Top-level section the modal groups hits by (DocSearch's `hierarchy.lvl0`). */
  section: string;
  /** The page title: its h1 (`hierarchy.lvl1`). */
  title: string;
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
  /** The section's prose, whitespace collapsed. */
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

export interface SearchManifest {
  /** {@link searchIndexFormatVersion} of the build that wrote it. */
  version: number;
  /** File name of the index inside {@link searchIndexDirectory}. */
  index: string;
  /** Size of the index file in bytes, for the benchmark and for curious readers. */
  bytes: number;
}
