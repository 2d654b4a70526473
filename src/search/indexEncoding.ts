import type {IndexedPage, IndexedSection, SearchIndexFile} from './indexFormat';

/**
 * The index file as it is shipped: a column per field instead of an object per page and per
 * section, and no anchor that follows from its heading. The columns compress better than the
 * objects (property names are not repeated 3,900 times, like values sit together), and three
 * anchors in four are their heading's slug: 90 → 73 kB gzip, the first download of a search.
 */
export interface ShippedSearchIndex {
  version: number;
  siteUrl: string;
  pages: {
    path: string[];
    section: string[];
    title: string[];
    /** `''` for a page without a description. */
    description: string[];
    language: string[];
    tag: string[];
  };
  sections: {
    page: number[];
    level: number[];
    /** `null` where the anchor is the one {@link anchorsOfPage} derives from the heading. */
    anchor: (string | null)[];
    headings: string[][];
    text: string[];
  };
}

/**
 * Slugs of a page's headings in order, a repeated slug numbered (`-1`, `-2`) as Docusaurus numbers
 * repeated heading ids. It need not match Docusaurus's slugger in every case: an anchor it does
 * not give is shipped as it is. Writer and reader call it for the same headings in the same
 * order, so what it derives is the same on both sides.
 */
function anchorsOfPage(): (heading: string) => string {
  const seen = new Map<string, number>();
  return (heading) => {
    const slug = heading
      .toLowerCase()
      .trim()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    return count === 0 ? slug : `${slug}-${count}`;
  };
}

/** One anchor deriver per page, switched as the sections move on to the next page. */
function anchorsBySection(): (section: Pick<IndexedSection, 'page' | 'headings'>) => string {
  let page = -1;
  let derive = anchorsOfPage();
  return (section) => {
    if (section.page !== page) {
      page = section.page;
      derive = anchorsOfPage();
    }
    return derive(section.headings.at(-1) ?? '');
  };
}

export function encodeSearchIndex(index: SearchIndexFile): ShippedSearchIndex {
  const derivedAnchor = anchorsBySection();
  const pageColumn = <T>(read: (page: IndexedPage) => T) => index.pages.map(read);
  const column = <T>(read: (section: IndexedSection) => T) => index.sections.map(read);
  return {
    version: index.version,
    siteUrl: index.siteUrl,
    pages: {
      path: pageColumn((page) => page.path),
      section: pageColumn((page) => page.section),
      title: pageColumn((page) => page.title),
      description: pageColumn((page) => page.description ?? ''),
      language: pageColumn((page) => page.language),
      tag: pageColumn((page) => page.tag),
    },
    sections: {
      page: column((section) => section.page),
      level: column((section) => section.level),
      anchor: column((section) => {
        if (section.level === 1) return section.anchor;
        return section.anchor === derivedAnchor(section) ? null : section.anchor;
      }),
      headings: column((section) => section.headings),
      text: column((section) => section.text),
    },
  };
}

/** A column's i-th value; a column shorter than the first one is a broken file, named. */
function cell<T>(column: readonly T[], name: string, i: number): T {
  const value = column[i];
  if (value === undefined) throw new Error(`The search index's ${name} column stops before ${i}.`);
  return value;
}

export function decodeSearchIndex(shipped: ShippedSearchIndex): SearchIndexFile {
  const {pages, sections} = shipped;
  const derivedAnchor = anchorsBySection();
  return {
    version: shipped.version,
    siteUrl: shipped.siteUrl,
    pages: pages.path.map((path, i): IndexedPage => {
      const description = cell(pages.description, 'description', i);
      return {
        path,
        section: cell(pages.section, 'section', i),
        title: cell(pages.title, 'title', i),
        ...(description ? {description} : {}),
        language: cell(pages.language, 'language', i),
        tag: cell(pages.tag, 'tag', i),
      };
    }),
    sections: sections.page.map((page, i): IndexedSection => {
      const level = cell(sections.level, 'level', i);
      const headings = cell(sections.headings, 'headings', i);
      // Called for every section below a heading, as the writer did, to keep the count of slugs.
      const derived = level === 1 ? '' : derivedAnchor({page, headings});
      const anchor = cell(sections.anchor, 'anchor', i);
      return {
        page,
        anchor: anchor ?? derived,
        level,
        headings,
        text: cell(sections.text, 'text', i),
      };
    }),
  };
}
