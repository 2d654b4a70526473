import type {DocSearchRecord, HierarchyLevel, RecordType} from './docSearchRecord';
import type {IndexedPage, IndexedSection, SearchIndexFile} from './indexFormat';

/** Pages under this path are the generated API reference. */
const apiPathPrefix = '/docs/api/';

function pageOf(section: IndexedSection, index: SearchIndexFile): IndexedPage {
  const page = index.pages[section.page];
  if (!page)
    throw new Error(`Search index: a section points at page ${section.page}, which is missing.`);
  return page;
}

function hierarchyOf(
  section: IndexedSection,
  index: SearchIndexFile,
): Record<HierarchyLevel, string | null> {
  const page = pageOf(section, index);
  const [lvl2, lvl3, lvl4, lvl5, lvl6] = section.headings.map((text) => text || null);
  return {
    lvl0: page.section,
    lvl1: page.title,
    lvl2: lvl2 ?? null,
    lvl3: lvl3 ?? null,
    lvl4: lvl4 ?? null,
    lvl5: lvl5 ?? null,
    lvl6: lvl6 ?? null,
  };
}

/**
 * Expands the shipped index into DocSearch records: each section gives a heading record (its
 * h1…h6; the h1's content is the page's description) and, when it has prose, a content record
 * under that heading. The embedded engine answers
 * with these, and `npm run search:upload` sends the same records to the hosted service.
 */
export function toDocSearchRecords(index: SearchIndexFile): DocSearchRecord[] {
  const records: DocSearchRecord[] = [];
  const positions = new Map<number, number>();
  for (const section of index.sections) {
    const page = pageOf(section, index);
    const base = new URL(page.path.replace(/^\//, ''), index.siteUrl).href;
    const url = section.anchor ? `${base}#${section.anchor}` : base;
    const hierarchy = hierarchyOf(section, index);
    const pageRank = page.path.startsWith(apiPathPrefix) ? 0 : 1;
    const add = (type: RecordType, content: string | null) => {
      const position = positions.get(section.page) ?? 0;
      positions.set(section.page, position + 1);
      records.push({
        objectID: `${page.path}#${section.anchor}:${type}`,
        url,
        url_without_anchor: base,
        anchor: section.anchor || null,
        type,
        hierarchy,
        content,
        language: page.language,
        docusaurus_tag: page.tag,
        weight: {
          pageRank,
          level: type === 'content' ? 0 : 100 - (section.level - 1) * 10,
          position,
        },
      });
    };
    // The title record says what the page is about: its description, where it has one.
    add(
      `lvl${section.level}` as RecordType,
      section.level === 1 ? (page.description ?? null) : null,
    );
    if (section.text) add('content', section.text);
  }
  return records;
}
