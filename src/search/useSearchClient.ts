import useBaseUrl from '@docusaurus/useBaseUrl';
import {useMemo} from 'react';

import {createEmbeddedClient, type EmbeddedSearchClient} from './embedded/createEmbeddedClient';
import {createHostedClient} from './hostedClient';
import {useSearchBackend} from './useSearchBackend';

export type SearchClient = EmbeddedSearchClient | ReturnType<typeof createHostedClient>;

/** The search page's client, for the backend this build uses. */
export function useSearchClient(): SearchClient {
  const backend = useSearchBackend();
  const baseUrl = useBaseUrl('/');
  return useMemo(
    () =>
      backend.kind === 'hosted'
        ? createHostedClient(backend)
        : // The search page lists every match, from the whole texts.
          createEmbeddedClient(baseUrl, {forModal: false, waitForWholeTexts: true}),
    [backend, baseUrl],
  );
}
