import useBaseUrl from '@docusaurus/useBaseUrl';
import {useMemo} from 'react';

import {createEmbeddedClient, type EmbeddedSearchClient} from './embedded/createEmbeddedClient';
import {createHostedClient} from './hostedClient';
import {useSearchBackend} from './useSearchBackend';

export type SearchClient = EmbeddedSearchClient | ReturnType<typeof createHostedClient>;

/** One search client per page, for the backend this build uses. */
export function useSearchClient(): SearchClient {
  const backend = useSearchBackend();
  const baseUrl = useBaseUrl('/');
  return useMemo(
    () => (backend.kind === 'hosted' ? createHostedClient(backend) : createEmbeddedClient(baseUrl)),
    [backend, baseUrl],
  );
}
