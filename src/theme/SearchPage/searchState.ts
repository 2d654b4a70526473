/** The search page's results, page by page, as a reducer (a hook-free unit to test). */

export interface SearchResultItem {
  /** HTML: escaped text with <mark> around the matches. */
  title: string;
  url: string;
  summary: string;
  breadcrumbs: string[];
}

export interface SearchState {
  query: string;
  status: 'idle' | 'loading' | 'done' | 'error';
  items: SearchResultItem[];
  totalResults: number;
  totalPages: number;
  /** The last page asked for; page 0 is the first. */
  lastPage: number;
  hasMore: boolean;
}

export type SearchAction =
  | {type: 'start'; query: string}
  | {type: 'reset'}
  | {
      type: 'update';
      query: string;
      value: Pick<SearchState, 'items' | 'totalResults' | 'totalPages' | 'lastPage'>;
    }
  | {type: 'advance'}
  | {type: 'error'};

export const initialSearchState: SearchState = {
  query: '',
  status: 'idle',
  items: [],
  totalResults: 0,
  totalPages: 0,
  lastPage: 0,
  hasMore: false,
};

export function searchStateReducer(state: SearchState, action: SearchAction): SearchState {
  switch (action.type) {
    case 'start':
      return {
        ...initialSearchState,
        query: action.query,
        status: action.query ? 'loading' : 'idle',
      };
    case 'reset':
      return {...initialSearchState, query: state.query};
    case 'update': {
      // An answer to an older query arrives after the reader typed on: drop it.
      if (action.query !== state.query) return state;
      const {value} = action;
      return {
        ...state,
        ...value,
        status: 'done',
        items: value.lastPage === 0 ? value.items : state.items.concat(value.items),
        hasMore: value.totalPages > value.lastPage + 1,
      };
    }
    case 'advance':
      // Ask for the next page only once the current one has arrived.
      return state.status === 'done' && state.hasMore
        ? {...state, status: 'loading', lastPage: state.lastPage + 1}
        : state;
    case 'error':
      return {...state, status: 'error', hasMore: false};
  }
}
