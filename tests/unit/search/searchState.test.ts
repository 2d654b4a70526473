import {
  initialSearchState,
  type SearchAction,
  type SearchResultItem,
  type SearchState,
  searchStateReducer,
} from '@site/src/theme/SearchPage/searchState';
import {describe, expect, it} from 'vitest';

function item(title: string): SearchResultItem {
  return {title, url: `/docs/${title}`, summary: '', breadcrumbs: []};
}

function run(...actions: SearchAction[]): SearchState {
  return actions.reduce(searchStateReducer, initialSearchState);
}

function update(query: string, lastPage: number, titles: string[], totalPages = 3) {
  return {
    type: 'update',
    query,
    value: {items: titles.map(item), totalResults: totalPages * 2, totalPages, lastPage},
  } as const;
}

const start = {type: 'start', query: 'selection'} as const;
const titlesOf = (state: SearchState) => state.items.map((entry) => entry.title);

describe('searchStateReducer', () => {
  it('starts loading a new query, forgetting the results of the last one', () => {
    const next = {type: 'start', query: 'node'} as const;
    expect(run(start, update('selection', 0, ['a']), next)).toEqual({
      ...initialSearchState,
      query: 'node',
      status: 'loading',
    });
  });

  it('stays idle when the query is emptied', () => {
    expect(run(start, {type: 'start', query: ''}).status).toBe('idle');
  });

  it('shows the first page of results, done and with more to come', () => {
    expect(run(start, update('selection', 0, ['a', 'b']))).toMatchObject({
      status: 'done',
      items: [item('a'), item('b')],
      totalResults: 6,
      totalPages: 3,
      lastPage: 0,
      hasMore: true,
    });
  });

  it('appends the pages after the first', () => {
    const state = run(
      start,
      update('selection', 0, ['a', 'b']),
      {type: 'advance'},
      update('selection', 1, ['c', 'd']),
    );
    expect(titlesOf(state)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('ignores an answer to an older query that arrives late', () => {
    const state = run(start, update('select', 0, ['stale']));
    expect(state.status).toBe('loading');
    expect(state.items).toEqual([]);
  });

  it('asks for the next page once the current one has arrived', () => {
    expect(run(start, update('selection', 0, ['a']), {type: 'advance'})).toMatchObject({
      status: 'loading',
      lastPage: 1,
    });
  });

  it('does not advance while a page is still loading', () => {
    const loading = run(start, update('selection', 0, ['a']), {type: 'advance'});
    expect(searchStateReducer(loading, {type: 'advance'}).lastPage).toBe(1);
  });

  it('does not advance past the last page', () => {
    const last = run(start, update('selection', 0, ['a'], 1));
    expect(last.hasMore).toBe(false);
    expect(searchStateReducer(last, {type: 'advance'})).toBe(last);
  });

  it('stops paging when a search fails', () => {
    const failed = run(start, update('selection', 0, ['a']), {type: 'error'});
    expect(failed).toMatchObject({status: 'error', hasMore: false, items: [item('a')]});
    expect(searchStateReducer(failed, {type: 'advance'})).toBe(failed);
  });

  it('resets to no results but keeps the query', () => {
    expect(run(start, update('selection', 0, ['a']), {type: 'reset'})).toEqual({
      ...initialSearchState,
      query: 'selection',
    });
  });
});
