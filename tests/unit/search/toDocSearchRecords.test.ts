import type {SearchIndexFile} from '@site/src/search/indexFormat';
import {toDocSearchRecords} from '@site/src/search/toDocSearchRecords';
import {describe, expect, it} from 'vitest';

const index: SearchIndexFile = {
  version: 3,
  siteUrl: 'https://lexical.dev/',
  pages: [
    {
      path: '/docs/concepts/read-only',
      section: 'Concepts',
      title: 'Read-only mode',
      description: 'How to show content without letting users edit it.',
      language: 'en',
      tag: 'docs-default-current',
    },
    {
      path: '/docs/api/classes/lexical.LexicalEditor',
      section: 'API reference',
      title: 'Class: LexicalEditor',
      language: 'en',
      tag: 'docs-default-current',
    },
  ],
  sections: [
    {page: 0, anchor: '', level: 1, headings: [], text: 'Every editor is editable or not.'},
    {page: 0, anchor: 'pitfalls', level: 2, headings: ['Pitfalls'], text: 'Call setEditable.'},
    {page: 1, anchor: '', level: 1, headings: [], text: ''},
  ],
};
const records = toDocSearchRecords(index);
const byId = (objectID: string) => records.find((record) => record.objectID === objectID);

describe('toDocSearchRecords', () => {
  it("gives the page title record the page's description as its content", () => {
    expect(byId('/docs/concepts/read-only#:lvl1')?.content).toBe(
      'How to show content without letting users edit it.',
    );
  });

  it('leaves deeper headings, and titles of pages without a description, without content', () => {
    expect(byId('/docs/concepts/read-only#pitfalls:lvl2')?.content).toBeNull();
    expect(byId('/docs/api/classes/lexical.LexicalEditor#:lvl1')?.content).toBeNull();
  });

  it('puts prose in content records under their heading, with absolute URLs', () => {
    expect(byId('/docs/concepts/read-only#pitfalls:content')).toMatchObject({
      url: 'https://lexical.dev/docs/concepts/read-only#pitfalls',
      url_without_anchor: 'https://lexical.dev/docs/concepts/read-only',
      anchor: 'pitfalls',
      content: 'Call setEditable.',
      hierarchy: {lvl0: 'Concepts', lvl1: 'Read-only mode', lvl2: 'Pitfalls'},
    });
  });

  it('gives API pages a page rank of 0 and guides 1', () => {
    expect(byId('/docs/api/classes/lexical.LexicalEditor#:lvl1')?.weight.pageRank).toBe(0);
    expect(byId('/docs/concepts/read-only#:lvl1')?.weight.pageRank).toBe(1);
  });
});
