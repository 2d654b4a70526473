import {SearchEngine} from '@site/src/search/embedded/engine';
import type {IndexedSection} from '@site/src/search/indexFormat';
import {toDocSearchRecords} from '@site/src/search/toDocSearchRecords';

/** A page of a fixture index: its path, title, description and sections under h2 headings. */
export interface FixturePage {
  path: string;
  title: string;
  description?: string;
  /** The lead text, before the first heading. */
  lead?: string;
  /** [heading, text] of each h2 section. */
  sections?: [heading: string, text: string][];
}

/** An engine over a small index of docs pages, built the way the site's index is read. */
export function engineOver(pages: FixturePage[]): SearchEngine {
  return new SearchEngine(
    toDocSearchRecords({
      version: 1,
      siteUrl: 'https://lexical.dev/',
      pages: pages.map(({path, title, description}) => ({
        path,
        title,
        ...(description !== undefined && {description}),
        section: path.startsWith('/docs/api/') ? 'API reference' : 'Docs',
        language: 'en',
        tag: 'docs-default-current',
      })),
      sections: pages.flatMap(({lead = '', sections = []}, page): IndexedSection[] => [
        {page, anchor: '', level: 1, headings: [], text: lead},
        ...sections.map(([heading, text]) => ({
          page,
          anchor: heading.toLowerCase().replace(/\W+/g, '-').replace(/^-|-$/g, ''),
          level: 2,
          headings: [heading],
          text,
        })),
      ]),
    }),
  );
}
