import {decodeSearchIndex, encodeSearchIndex} from '@site/src/search/indexEncoding';
import type {IndexedSection, SearchIndexFile} from '@site/src/search/indexFormat';
import {describe, expect, it} from 'vitest';

import {sampleIndex} from './sampleIndex';

const page = (path: string, description?: string) => ({
  path,
  section: 'Docs',
  title: path,
  ...(description ? {description} : {}),
  language: 'en',
  tag: 'docs-default-current',
});

const section = (pageNumber: number, anchor: string, ...headings: string[]): IndexedSection => ({
  page: pageNumber,
  anchor,
  level: headings.length + 1,
  headings,
  text: `About ${headings.at(-1) ?? 'the page'}.`,
});

/** Two pages whose headings repeat, carry explicit ids, punctuation, accents or no id at all. */
const index: SearchIndexFile = {
  version: 4,
  siteUrl: 'https://lexical.dev/',
  pages: [page('/docs/a', 'Page A.'), page('/docs/b')],
  sections: [
    section(0, ''),
    section(0, 'examples', 'Examples'),
    section(0, 'examples-1', 'Examples'),
    section(0, 'nodes--commands', 'Nodes & commands'),
    section(0, 'registercommand', 'Nodes & commands', 'registerCommand()'),
    section(0, 'short-version', 'The short version'),
    section(0, 'édition-à-plusieurs', 'Édition à plusieurs'),
    section(0, '', 'A heading without an id'),
    section(1, ''),
    section(1, 'examples', 'Examples'),
  ],
};

describe('the shipped search index', () => {
  it('reads back as the index it was written from', () => {
    expect(decodeSearchIndex(encodeSearchIndex(index))).toEqual(index);
    expect(decodeSearchIndex(encodeSearchIndex(sampleIndex))).toEqual(sampleIndex);
  });

  it("ships only the anchors that are not their heading's slug, counted per page", () => {
    expect(encodeSearchIndex(index).sections.anchor).toEqual([
      '',
      null,
      null, // the second 'Examples' of the page: examples-1
      null,
      null,
      'short-version', // an explicit id
      null,
      '',
      '',
      null, // the first 'Examples' of the next page
    ]);
  });

  it('stores each field once per page and section, in columns', () => {
    const shipped = encodeSearchIndex(index);
    expect(shipped.pages.path).toEqual(['/docs/a', '/docs/b']);
    expect(shipped.pages.description).toEqual(['Page A.', '']);
    expect(shipped.sections.page).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 1, 1]);
    expect(shipped.sections.level).toEqual([1, 2, 2, 2, 3, 2, 2, 2, 1, 2]);
  });

  it('names the column a broken file is missing values of', () => {
    const shipped = encodeSearchIndex(index);
    shipped.sections.text.pop();
    expect(() => decodeSearchIndex(shipped)).toThrow(
      "The search index's text column stops before 9.",
    );
  });
});
