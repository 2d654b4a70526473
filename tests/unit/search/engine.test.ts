import type {DocSearchRecord} from '@site/src/search/docSearchRecord';
import {SearchEngine} from '@site/src/search/embedded/engine';
import {toDocSearchRecords} from '@site/src/search/toDocSearchRecords';
import MiniSearch from 'minisearch';
import {describe, expect, it, vi} from 'vitest';

import {sampleRecord, sampleRecords} from './sampleIndex';

const engine = new SearchEngine(sampleRecords);
const acceptAll = () => true;

/** The objectIDs (`path#anchor:type`) of the hits, best first. */
function found(query: string, accept: (record: DocSearchRecord) => boolean = acceptAll) {
  return engine.search(query, accept).map((hit) => hit.record.objectID);
}

const readingState = '/docs/concepts/editor-state#reading:content';
const nodeListeners = '/docs/concepts/listeners#node-listeners:content';

describe('SearchEngine.search', () => {
  it.each(['$getRoot', 'getRoot', 'getroot'])(
    'finds $getRoot by its whole name, written %s',
    (query) => {
      expect(found(query)).toEqual([readingState]);
    },
  );

  it('finds registerNodeTransform by a camelCase part (transform)', () => {
    expect(found('transform')).toContain(nodeListeners);
  });

  it('finds registerNodeTransform by the start of its name (registerNode)', () => {
    expect(found('registerNode')).toContain(nodeListeners);
  });

  it.each([
    ['@lexical/react', readingState],
    ['editor.update', readingState],
    ['KEY_ENTER_COMMAND', '/docs/concepts/editor-state#keys:content'],
  ])('finds %s, written as in the docs', (query, record) => {
    expect(found(query), `no hit for ${query}: check tokenize and wholeTerms`).toContain(record);
  });

  it('finds LinkNode when its words are typed apart (link node)', () => {
    const hit = engine
      .search('link node', acceptAll)
      .find((candidate) => candidate.record.objectID === '/docs/react/plugins#urls:content');
    expect(hit?.terms, 'joinedQueryWords should add linknode to the query').toContain('linknode');
  });

  it('finds serialization despite a typo (serilization)', () => {
    expect(found('serilization')).toContain('/docs/concepts/serialization#:lvl1');
  });

  it('ranks the API heading named exactly ElementNode above a docs page that mentions it', () => {
    const hits = found('ElementNode');
    const apiHeading = hits.indexOf('/docs/api/classes/ElementNode#elementnode:lvl3');
    const prose = hits.indexOf('/docs/concepts/nodes#:content');
    expect(apiHeading, 'the API heading is missing').toBeGreaterThanOrEqual(0);
    expect(prose, 'the docs prose mention is missing').toBeGreaterThanOrEqual(0);
    expect(
      apiHeading,
      'an exact heading match should win: check namesQuery and exactNameWeight',
    ).toBeLessThan(prose);
  });

  it('leaves out the records that accept rejects', () => {
    const notApi = (record: DocSearchRecord) => !record.url.includes('/docs/api/');
    const hits = found('ElementNode', notApi);
    expect(hits).toEqual(['/docs/concepts/nodes#:content']);
  });

  it('gives at most 3 hits from one page', () => {
    // The selection page has five sections that mention selection.
    const fromSelectionPage = engine
      .search('selection', acceptAll)
      .filter(
        (hit) => hit.record.url_without_anchor === 'https://lexical.dev/docs/concepts/selection',
      );
    expect(fromSelectionPage).toHaveLength(3);
  });

  it("counts a section's heading and its prose as one hit", () => {
    // Both the heading "Range selection" and the prose under it match.
    const urls = engine.search('selection', acceptAll).map((hit) => hit.record.url);
    expect(urls.filter((url) => url.endsWith('#range'))).toHaveLength(1);
    expect(new Set(urls).size, 'two hits share a section URL').toBe(urls.length);
  });

  it('reports the index terms each hit matched', () => {
    const [hit] = engine.search('serilization', acceptAll);
    expect(hit?.terms).toEqual(['serialization']);
  });

  it('answers the same after earlier keystrokes as when asked afresh', () => {
    const typed = new SearchEngine(sampleRecords);
    for (const prefix of ['s', 'se', 'sel', 'selection', 'selection r', 'selection ra']) {
      typed.search(prefix, acceptAll);
    }
    const ids = (hits: readonly {record: DocSearchRecord}[]) => hits.map((h) => h.record.objectID);
    expect(ids(typed.search('selection range', acceptAll))).toEqual(
      ids(new SearchEngine(sampleRecords).search('selection range', acceptAll)),
    );
  });

  it('answers the same when built in chunks, as the whole texts are, as when built at once', async () => {
    const chunked = await SearchEngine.buildInChunks(sampleRecords);
    const ranked = (from: SearchEngine, query: string) =>
      from.search(query, acceptAll).map((hit) => [hit.record.objectID, hit.score]);
    for (const query of ['$getRoot', 'transform', 'selection ra', 'serilization']) {
      expect(ranked(chunked, query), query).toEqual(ranked(engine, query));
    }
  });

  it('answers a query without words with no hits', () => {
    expect(found(' -- ')).toEqual([]);
  });

  it('answers a word found nowhere with no hits', () => {
    expect(found('zyzzyva')).toEqual([]);
  });
});

/** An engine over docs pages given as [path, title, its sections as [heading, text]]. */
function engineOverSections(pages: [path: string, title: string, [string, string][]][]) {
  return new SearchEngine(
    toDocSearchRecords({
      version: 1,
      siteUrl: 'https://lexical.dev/',
      pages: pages.map(([path, title]) => ({
        path,
        title,
        section: 'Docs',
        language: 'en',
        tag: 'docs-default-current',
      })),
      sections: pages.flatMap(([, , sections], page) =>
        sections.map(([heading, text]) => ({
          page,
          anchor: heading.toLowerCase().replace(/\W+/g, '-'),
          level: 2,
          headings: [heading],
          text,
        })),
      ),
    }),
  );
}

describe('SearchEngine.search ranking', () => {
  /** An engine over docs pages given as [path, title, text of its one section]. */
  function engineOver(pages: [path: string, title: string, text: string][]) {
    // Under a heading of its own, so that the prose is a hit apart from the page title.
    return engineOverSections(pages.map(([path, title, text]) => [path, title, [['About', text]]]));
  }
  /** The path of the best hit; with `type`, the best hit of that type. */
  const bestPage = (searchEngine: SearchEngine, query: string, type?: string) => {
    const hit = searchEngine
      .search(query, acceptAll)
      .find((candidate) => !type || candidate.record.type === type);
    return hit && new URL(hit.record.url).pathname;
  };

  it('counts a word once per record, however many identifiers it is the prefix of', () => {
    const ranking = engineOver([
      [
        '/docs/imports',
        'Imports',
        'LexicalComposer LexicalContentEditable LexicalErrorBoundary LexicalHistoryPlugin ' +
          'LexicalLinkPlugin LexicalListPlugin LexicalOnChangePlugin LexicalRichTextPlugin',
      ],
      ['/docs/overview', 'Overview', 'Lexical is a text editor framework.'],
    ]);
    expect(bestPage(ranking, 'lexical')).toBe('/docs/overview');
  });

  it('ranks a record that matches every word above one that matches one word often', () => {
    const ranking = engineOver([
      ['/docs/changes', 'Changes', 'Changes, changes and more changes.'],
      [
        '/docs/guide',
        'Guide',
        'To listen for text updates, register a listener: the editor then reports what changes, ' +
          'once per update, with the old and the new state and the tags of the update.',
      ],
    ]);
    expect(bestPage(ranking, 'listen text changes')).toBe('/docs/guide');
  });

  it("matches a word against a part of the page title (link in '@lexical/link')", () => {
    const ranking = engineOver([
      ['/docs/packages/lexical-link', '@lexical/link', 'Nodes for URLs, with a toggle command.'],
      ['/docs/nodes', 'Nodes', 'Nodes, nodes: every node class, from the root down.'],
    ]);
    // The prose under the title, which says nothing of links itself.
    expect(bestPage(ranking, 'link nodes', 'content')).toBe('/docs/packages/lexical-link');
  });

  it("counts the query words a record's page matches elsewhere towards its coverage", () => {
    // The same paragraph on both pages; only the devtools page also says "inspect", elsewhere.
    // The query names a symbol, so that the page's other sections add no score of their own.
    const paragraph = 'TreeView prints the state while debugging.';
    const ranking = engineOverSections([
      ['/docs/plugins', 'Plugins', [['Output', paragraph]]],
      [
        '/docs/devtools',
        'Developer tools',
        [
          ['Output', paragraph],
          ['State', 'Inspect the state as JSON.'],
        ],
      ],
    ]);
    expect(
      bestPage(ranking, 'TreeView debugging inspect '),
      'check pageCoverageShare: the devtools page covers every word of the query',
    ).toBe('/docs/devtools');
  });

  it('ranks a page that answers a plain-word query in several sections above one paragraph', () => {
    const ranking = engineOverSections([
      ['/docs/overview', 'Overview', [['About', 'Tree output while debugging.']]],
      [
        '/docs/devtools',
        'Developer tools',
        [
          ['About', 'Tree output shown while debugging.'],
          ['Tips', 'When debugging, print the tree after each update and compare the output.'],
        ],
      ],
    ]);
    expect(
      bestPage(ranking, 'tree debugging '),
      "check otherSectionsWeight: the devtools page's second section is about the query too",
    ).toBe('/docs/devtools');
  });
});

describe('SearchEngine.pageTitleOf', () => {
  it("returns the page's lvl1 record for a record deeper in the page", () => {
    const title = engine.pageTitleOf(sampleRecord(readingState));
    expect(title?.objectID).toBe('/docs/concepts/editor-state#:lvl1');
    expect(title?.hierarchy.lvl1).toBe('Editor state');
  });

  it('returns undefined for a record whose page has no title record', () => {
    const stray = {...sampleRecord(readingState), url_without_anchor: 'https://lexical.dev/gone'};
    expect(engine.pageTitleOf(stray)).toBeUndefined();
  });
});

describe('SearchEngine.search, keystroke by keystroke', () => {
  it('does not search again for a stop word when the space after it is typed', () => {
    const typing = new SearchEngine(sampleRecords);
    typing.search('listeners to', acceptAll);
    const indexSearch = vi.spyOn(MiniSearch.prototype, 'search');
    try {
      typing.search('listeners to ', acceptAll);
      expect(
        indexSearch,
        '`to` typed and `to` whole match the same records',
      ).not.toHaveBeenCalled();
    } finally {
      indexSearch.mockRestore();
    }
  });
});

describe('SearchEngine.searchFirst', () => {
  // 40 pages of 8 sections that all mention the editor, some of them more often: hundreds of
  // records for one word, many of them ties, more than the first ranks put in order at first.
  const crowded = engineOverSections(
    Array.from({length: 40}, (_, page) => [
      `/docs/page-${page}`,
      `Page ${page}`,
      Array.from({length: 8}, (_, section): [string, string] => [
        `Part ${section}`,
        `${'editor '.repeat(1 + ((page * 8 + section) % 5))}and other words in section ${section}.`,
      ]),
    ]),
  );
  const whole = crowded.search('editor', acceptAll);

  it.each([1, 5, 20, 60, 200])(
    'gives the start of the whole ranking for %i hits wanted',
    (wanted) => {
      const {hits, count} = crowded.searchFirst('editor', acceptAll, wanted);
      expect(count, 'the count of hits in all').toBe(whole.length);
      expect(hits.length).toBeGreaterThanOrEqual(Math.min(wanted, whole.length));
      expect(hits.map((hit) => [hit.record.objectID, hit.score])).toEqual(
        whole.slice(0, hits.length).map((hit) => [hit.record.objectID, hit.score]),
      );
    },
  );

  it('asks the same filter about each record once, however many queries', () => {
    const asked = new Map<string, number>();
    const accept = (record: DocSearchRecord) => {
      asked.set(record.objectID, (asked.get(record.objectID) ?? 0) + 1);
      return !record.url.includes('page-1');
    };
    const first = crowded.searchFirst('editor', accept, 20);
    crowded.searchFirst('editor words', accept, 20);
    expect(Math.max(...asked.values())).toBe(1);
    expect(first.hits.some((hit) => hit.record.url.includes('page-1'))).toBe(false);
  });
});
