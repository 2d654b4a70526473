import type {SearchEngine} from '@site/src/search/embedded/engine';
import {describe, expect, it} from 'vitest';

import {engineOver} from './fixtureEngine';

/** The `path#anchor` of each hit, best first. */
function hitsOf(engine: SearchEngine, query: string): string[] {
  return engine
    .search(query, () => true)
    .map((hit) => `${new URL(hit.record.url).pathname}#${hit.record.anchor ?? ''}`);
}

const pathOf = (hit: string) => hit.split('#')[0];

describe('ranking: a query word that is exactly a public symbol', () => {
  const engine = engineOver([
    {
      path: '/docs/packages/lexical-html',
      title: '@lexical/html',
      sections: [
        ['How import works', 'Import walks the DOM; see $isAtNodeEnd for caret checks on import.'],
        ['Import rules', 'Each import rule converts one element on import.'],
      ],
    },
    {
      path: '/docs/api/modules/lexical_selection',
      title: '@lexical/selection',
      sections: [['$isAtNodeEnd()', 'Returns true when the point is at the end of its node.']],
    },
  ]);

  it("puts the symbol's API entry first, even next to another word (`$isAtNodeEnd import`)", () => {
    expect(
      hitsOf(engine, '$isAtNodeEnd import')[0],
      'a heading naming the symbol should win: check isSymbolName and exactNameWeight',
    ).toBe('/docs/api/modules/lexical_selection#isatnodeend');
  });

  it('puts the heading that is the name before one that mentions it (`TextNode`)', () => {
    // The guide's description names TextNode too, so its page's topic is the symbol.
    const guideAndClass = engineOver([
      {
        path: '/docs/concepts/node-replacement',
        title: 'Node replacement',
        description: 'Use your own TextNode or ParagraphNode subclass everywhere.',
        sections: [['Replacing TextNode', 'Register the replacement once.']],
      },
      {
        path: '/docs/api/classes/lexical.TextNode',
        title: 'Class: TextNode',
        lead: 'A leaf node that holds text, with a format, a style and a mode.',
      },
      {path: '/docs/api/classes/lexical.TabNode', title: 'Class: TabNode', lead: 'A TextNode.'},
      {path: '/docs/concepts/nodes', title: 'Nodes', lead: 'TextNode and ElementNode.'},
    ]);
    expect(
      hitsOf(guideAndClass, 'TextNode')[0],
      "the symbol's own entry should win: check subjectNameWeight and apiKindWords",
    ).toBe('/docs/api/classes/lexical.TextNode#');
  });

  it('looks for a member written with its owner (selection.insertText) by its parts', () => {
    const members = engineOver([
      {
        path: '/docs/api/classes/lexical.RangeSelection',
        title: 'Class: RangeSelection',
        sections: [['insertText()', 'Inserts text at the selection.']],
      },
    ]);
    expect(hitsOf(members, 'selection.insertText')).toContain(
      '/docs/api/classes/lexical.RangeSelection#inserttext',
    );
  });
});

describe('ranking: the first hits come from several pages', () => {
  const engine = engineOver([
    {
      path: '/docs/concepts/history',
      title: 'History',
      sections: [
        ['Undo', 'Undo the last history entry.'],
        ['Redo', 'Redo an undone history entry.'],
        ['Merging', 'History entries merge when typed quickly.'],
        ['Clearing', 'Clear the history stack.'],
      ],
    },
    {
      path: '/docs/packages/lexical-history',
      title: '@lexical/history',
      sections: [['Registering', 'registerHistory keeps the undo stack of entries.']],
    },
    {
      path: '/docs/react/plugins',
      title: 'Plugins',
      sections: [['HistoryPlugin', 'Adds undo and redo history to the editor.']],
    },
  ]);

  it('gives at most two of the first five hits to one page', () => {
    const firstFive = hitsOf(engine, 'history entry').slice(0, 5);
    const fromHistoryPage = firstFive.filter((hit) => pathOf(hit) === '/docs/concepts/history');
    expect(
      fromHistoryPage,
      `first five: ${firstFive.join(', ')}; check spreadLeadHits`,
    ).toHaveLength(2);
  });

  it("keeps the page's further hits, after the first five", () => {
    const fromHistoryPage = hitsOf(engine, 'history entry').filter(
      (hit) => pathOf(hit) === '/docs/concepts/history',
    );
    expect(fromHistoryPage.length).toBeGreaterThan(2);
  });
});

describe('ranking: a misspelled word finds the closest whole word', () => {
  const engine = engineOver([
    {
      path: '/docs/concepts/accessibility',
      title: 'Accessibility',
      sections: [['Labels', 'Give the editor a label for screen readers.']],
    },
    {
      path: '/docs/packages/lexical-table',
      title: '@lexical/table',
      sections: [['Inserting a table', 'Insert a table with rows and cells.']],
    },
    {
      path: '/docs/concepts/history',
      title: 'History',
      sections: [['Undo', 'The history keeps what was typed.']],
    },
    {
      path: '/docs/api/classes/lexical_list.ListNode',
      title: 'Class: ListNode',
      sections: [['getListType()', 'The type of the list.']],
    },
    {
      path: '/docs/api/classes/lexical_link.LinkNode',
      title: 'Class: LinkNode',
      sections: [['getURL()', 'The URL of the link.']],
    },
  ]);

  it('reads two swapped letters as one typo (`tabel` is table, before label)', () => {
    expect(pathOf(hitsOf(engine, 'tabel')[0] ?? '')).toBe('/docs/packages/lexical-table');
  });

  it('finds a word with two letters swapped that one typo would not reach (histroy)', () => {
    expect(hitsOf(engine, 'histroy').map(pathOf)).toContain('/docs/concepts/history');
  });

  it('assumes no typo in a word the index holds (ListNode does not find LinkNode)', () => {
    expect(hitsOf(engine, 'ListNode').map(pathOf)).not.toContain(
      '/docs/api/classes/lexical_link.LinkNode',
    );
  });
});

describe("ranking: a page's topic counts for more than scattered words", () => {
  const engine = engineOver([
    {
      path: '/docs/concepts/accessibility',
      title: 'Accessibility',
      description: 'How screen readers and keyboards reach the editor.',
      // Both words, one of them twice, in prose: more than the read-only page's prose holds.
      sections: [['Screen readers', 'An editable element with aria-readonly false is editable.']],
    },
    {
      path: '/docs/concepts/read-only',
      title: 'Read-only mode',
      description: 'Show content without letting users edit it, with the editable option.',
      sections: [['Making an editor read-only', 'Pass editable false in the config.']],
    },
  ]);

  it('ranks the page whose title and description are about the task first (editable false)', () => {
    expect(
      pathOf(hitsOf(engine, 'editable false')[0] ?? ''),
      'check topicWeight: words in the title or description should lift the whole page',
    ).toBe('/docs/concepts/read-only');
  });
});

describe('ranking: only the word being typed is a prefix', () => {
  const engine = engineOver([
    {
      path: '/docs/api/interfaces/lexical.UpdateListenerPayload',
      title: 'Interface: UpdateListenerPayload',
      sections: [['tags', 'The update tags of the update a listener receives.']],
    },
    {
      path: '/docs/packages/lexical',
      title: 'lexical',
      sections: [['Update tags', 'A list of the update tags Lexical defines.']],
    },
  ]);

  it('reads a word followed by another as whole (list in `list of update tags`)', () => {
    const terms = engine.search('list of update tags', () => true).flatMap((hit) => hit.terms);
    expect(terms, 'only the last word should be searched with prefix: true').not.toContain(
      'listener',
    );
    expect(hitsOf(engine, 'list of update tags')[0]).toBe('/docs/packages/lexical#update-tags');
  });

  it('reads the last word as the start of a longer one (listen finds listener)', () => {
    expect(hitsOf(engine, 'update listen')).toContain(
      '/docs/api/interfaces/lexical.UpdateListenerPayload#tags',
    );
  });
});
