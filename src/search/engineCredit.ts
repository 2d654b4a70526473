import type {SearchBackend} from './searchSettings';

/** The engine that answers the queries, named in the search page's 'Search by' credit. */
export interface EngineCredit {
  name: string;
  href: string;
}

export function engineCredit(backend: SearchBackend): EngineCredit {
  return backend.kind === 'hosted'
    ? {name: 'Algolia', href: 'https://www.algolia.com/'}
    : {name: 'MiniSearch', href: 'https://lucaong.github.io/minisearch/'};
}
