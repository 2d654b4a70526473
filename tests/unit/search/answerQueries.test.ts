import {docSearchDisplayOrder} from '@site/scripts/lib/docSearchDisplayOrder';
import type {DocSearchRecord} from '@site/src/search/docSearchRecord';
import {
  answerQuery,
  type EmbeddedHit,
  facetFilterPredicate,
  type SearchRequest,
} from '@site/src/search/embedded/answerQueries';
import {SearchEngine} from '@site/src/search/embedded/engine';
import {describe, expect, it} from 'vitest';

import {engineOver} from './fixtureEngine';
import {sampleRecord, sampleRecords} from './sampleIndex';

const engine = new SearchEngine(sampleRecords);
const indexName = 'lexical_docs';

function answer(request: Omit<SearchRequest, 'indexName'>, forModal = false) {
  return answerQuery(engine, {indexName, ...request}, {forModal});
}

function ids(hits: readonly EmbeddedHit[]): string[] {
  return hits.map((hit) => hit.objectID);
}

/** Words of an HTML snippet, without its tags and ellipses. */
function wordsOf(html: string): string[] {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/…/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
}

describe('answerQuery', () => {
  it('answers with absolute hit URLs, as the theme parses them with new URL', () => {
    const {hits} = answer({query: 'selection'});
    expect(hits.length).toBeGreaterThan(0);
    for (const hit of hits) expect(hit.url).toMatch(/^https:\/\/lexical\.dev\//);
  });

  it('escapes the hierarchy and the content, which the modal may show as HTML', () => {
    const [hit] = answer({query: 'DraggableBlockPlugin'}).hits;
    expect(hit?.hierarchy.lvl2).toBe('&lt;DraggableBlockPlugin&gt;');
    expect(answer({query: 'composer drag'}).hits.map((h) => h.content)).toContain(
      'Render &lt;DraggableBlockPlugin&gt; inside the composer &amp; drag blocks.',
    );
  });

  it('marks the matched words in _highlightResult, escaping the rest', () => {
    const [hit] = answer({query: 'DraggableBlockPlugin'}).hits;
    expect(hit?._highlightResult.hierarchy.lvl2).toEqual({
      value: '&lt;<mark>DraggableBlockPlugin</mark>&gt;',
      matchLevel: 'full',
      matchedWords: ['DraggableBlockPlugin'],
    });
  });

  it('highlights the whole content when attributesToHighlight asks for it', () => {
    const [hit] = answer({query: 'registerNodeTransform', attributesToHighlight: ['content']}).hits;
    expect(hit?._highlightResult.content).toEqual({
      value:
        'Register one with <mark>registerNodeTransform</mark> to change nodes before the DOM updates.',
      matchLevel: 'partial',
      matchedWords: ['registerNodeTransform'],
    });
  });

  it('leaves the content out of _highlightResult unless attributesToHighlight names it', () => {
    const [hit] = answer({query: 'registerNodeTransform'}).hits;
    expect(hit?._highlightResult.content).toBeUndefined();
    expect(hit?._highlightResult.hierarchy.lvl2?.value).toBe('Node listeners');
  });

  it('uses the highlight tags the request asks for', () => {
    const [hit] = answer({
      query: 'registerNodeTransform',
      attributesToHighlight: ['content'],
      highlightPreTag: '<b>',
      highlightPostTag: '</b>',
    }).hits;
    expect(hit?._highlightResult.content?.value).toContain('<b>registerNodeTransform</b>');
    expect(hit?._snippetResult.content?.value).toContain('<b>registerNodeTransform</b>');
  });

  it('cuts _snippetResult to the word counts of attributesToSnippet', () => {
    const [hit] = answer({
      query: 'registerNodeTransform',
      attributesToSnippet: ['content:5', 'hierarchy.lvl2:1'],
      snippetEllipsisText: '…',
    }).hits;
    const content = hit?._snippetResult.content?.value ?? '';
    expect(wordsOf(content)).toHaveLength(5);
    expect(content).toContain('<mark>registerNodeTransform</mark>');
    expect(hit?._snippetResult.hierarchy.lvl2?.value).toBe('Node…');
  });

  it('leaves _highlightResult and _snippetResult without content for a heading hit', () => {
    const [hit] = answer({query: 'DraggableBlockPlugin', attributesToHighlight: ['content']}).hits;
    expect(hit?.type).toBe('lvl2');
    expect(hit?._highlightResult.content).toBeUndefined();
    expect(hit?._snippetResult.content).toBeUndefined();
  });

  it('counts hits and pages as Algolia does', () => {
    const all = answer({query: 'selection'});
    const paged = answer({query: 'selection', hitsPerPage: 2});
    expect(paged).toMatchObject({
      index: indexName,
      query: 'selection',
      nbHits: all.nbHits,
      page: 0,
      nbPages: Math.ceil(all.nbHits / 2),
      hitsPerPage: 2,
    });
    expect(all.hitsPerPage, 'the default page size').toBe(20);
  });

  it('gives the next hits on the next page', () => {
    const all = ids(answer({query: 'selection'}).hits);
    const first = ids(answer({query: 'selection', hitsPerPage: 2, page: 0}).hits);
    const second = ids(answer({query: 'selection', hitsPerPage: 2, page: 1}).hits);
    expect([...first, ...second]).toEqual(all.slice(0, 4));
  });

  it('reads the parameters from params as it reads flat ones (algoliasearch-helper)', () => {
    const flat = answer({query: 'selection', hitsPerPage: 2, page: 1});
    const nested = answerQuery(
      engine,
      {indexName, params: {query: 'selection', hitsPerPage: 2, page: 1}},
      {forModal: false},
    );
    expect({...nested, processingTimeMS: 0}).toEqual({...flat, processingTimeMS: 0});
  });

  it('answers an empty query with no hits', () => {
    expect(answer({query: '  '})).toMatchObject({hits: [], nbHits: 0, nbPages: 0});
  });

  it('restricts hits with facetFilters: AND across the list, OR inside a nested list', () => {
    const {hits} = answer({
      query: 'selection',
      facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:other']],
    });
    expect(ids(hits)).toEqual(['/blog/welcome#:content']);
  });

  it('leaves out hits a negated facet filter names', () => {
    const {hits} = answer({query: 'selection', facetFilters: ['-language:fr']});
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.map((hit) => hit.language)).not.toContain('fr');
  });

  it('counts the hits by facet value when facets are asked for', () => {
    expect(answer({query: 'selection', facets: ['docusaurus_tag']}).facets).toEqual({
      docusaurus_tag: {'docs-default-current': 4, default: 1},
    });
  });

  it('answers without facets when none are asked for', () => {
    expect(answer({query: 'selection'}).facets).toBeUndefined();
  });

  it("puts a content hit's page title record before it for the modal", () => {
    expect(ids(answer({query: 'registerNodeTransform'}, true).hits)).toEqual([
      '/docs/concepts/listeners#:lvl1',
      '/docs/concepts/listeners#node-listeners:content',
    ]);
  });

  it('adds no page titles for the search page', () => {
    expect(ids(answer({query: 'registerNodeTransform'}).hits)).toEqual([
      '/docs/concepts/listeners#node-listeners:content',
    ]);
  });

  it('highlights an added page title with the words its hit matched', () => {
    // Two rows a page: the title record itself falls off the page and is added back.
    const [title, hit] = answer(
      {query: 'listeners registerNodeTransform', hitsPerPage: 2},
      true,
    ).hits;
    expect(hit?.objectID).toBe('/docs/concepts/listeners#node-listeners:content');
    expect(title?.objectID).toBe('/docs/concepts/listeners#:lvl1');
    expect(title?._highlightResult.hierarchy.lvl1?.value).toBe('<mark>Listeners</mark>');
  });

  it('counts the added titles within hitsPerPage', () => {
    for (const hitsPerPage of [1, 2, 3, 5]) {
      const hits = answer({query: 'selection', hitsPerPage}, true).hits;
      expect(hits.length).toBeLessThanOrEqual(hitsPerPage);
      expect(hits.length).toBeGreaterThan(0);
    }
  });

  it('shows a hit without its added title rather than a title without its hit', () => {
    expect(ids(answer({query: 'registerNodeTransform', hitsPerPage: 1}, true).hits)).toEqual([
      '/docs/concepts/listeners#node-listeners:content',
    ]);
  });

  it('shows a page in at most two rows, its title and its best hit, so several pages lead', () => {
    // Four sections of the selection page mention selection.
    const rows = answer({query: 'selection'}, true).hits;
    const fromSelectionPage = rows.filter(
      (hit) => hit.url_without_anchor === 'https://lexical.dev/docs/concepts/selection',
    );
    expect(ids(fromSelectionPage), 'check rowsPerPage in withPageTitles').toHaveLength(2);
    expect(new Set(rows.map((hit) => hit.url_without_anchor)).size).toBeGreaterThan(1);
  });

  it('adds a page title once, even before several hits of its page', () => {
    const titles = ids(answer({query: 'selection'}, true).hits).filter(
      (id) => id === '/docs/concepts/selection#:lvl1',
    );
    expect(titles).toHaveLength(1);
  });
});

describe('answerQuery for the modal, which groups hits by top-level section', () => {
  // The two best pages for "editor" are in different sections (Docs, API reference).
  const engine = engineOver([
    {path: '/docs/concepts/editor', title: 'The editor', lead: 'The editor holds the document.'},
    {path: '/docs/api/modules/clear-editor', title: 'ClearEditorPlugin', lead: 'Clears it.'},
    {path: '/docs/concepts/history', title: 'History', lead: 'A button clears the editor history.'},
    {
      path: '/docs/concepts/commands',
      title: 'Commands',
      lead: 'A button sends the editor a command.',
    },
  ]);
  const pagesShown = (query: string, forModal: boolean) => [
    ...new Set(
      docSearchDisplayOrder(answerQuery(engine, {indexName, query}, {forModal}).hits).map(
        (hit) => new URL(hit.url_without_anchor).pathname,
      ),
    ),
  ];

  it('shows the two best pages first, leaving out the first section’s weaker pages', () => {
    // Grouped by section, the two weak Docs pages would come before the API page.
    expect(pagesShown('editor', false)).toHaveLength(4);
    expect(pagesShown('editor', true)).toEqual([
      '/docs/concepts/editor',
      '/docs/api/modules/clear-editor',
    ]);
  });

  it('leaves out nothing when the two best pages share a section', () => {
    expect(pagesShown('button', true)).toEqual([
      '/docs/concepts/history',
      '/docs/concepts/commands',
    ]);
  });
});

describe('facetFilterPredicate', () => {
  const docs = sampleRecord('/docs/concepts/selection#:lvl1');
  const french = sampleRecord('/fr/docs/concepts/selection#:lvl1');
  const blog = sampleRecord('/blog/welcome#:lvl1');
  const kept = (filters: Parameters<typeof facetFilterPredicate>[0]) =>
    [docs, french, blog]
      .filter(facetFilterPredicate(filters))
      .map((record: DocSearchRecord) => record.objectID);

  it('lets every record through when there are no filters', () => {
    expect(kept(undefined)).toHaveLength(3);
    expect(kept([])).toHaveLength(3);
  });

  it('takes a single filter written as a string', () => {
    expect(kept('language:fr')).toEqual([french.objectID]);
  });

  it('requires every entry of the outer list', () => {
    expect(kept(['language:en', 'docusaurus_tag:default'])).toEqual([blog.objectID]);
  });

  it('requires one entry of a nested list', () => {
    expect(kept([['language:fr', 'docusaurus_tag:default']])).toEqual([
      french.objectID,
      blog.objectID,
    ]);
  });

  it('excludes the records a filter starting with - names', () => {
    expect(kept(['-docusaurus_tag:default'])).toEqual([docs.objectID, french.objectID]);
  });

  it('lets nothing through for an attribute the records do not have', () => {
    expect(kept(['version:1'])).toEqual([]);
  });

  it('treats an empty nested list as no restriction', () => {
    expect(kept([[]])).toHaveLength(3);
  });
});
