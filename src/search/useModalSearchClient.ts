import type {DocSearchTransformClient} from '@docsearch/react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useMemo} from 'react';

import {createEmbeddedClient, preloadEmbeddedSearch} from './embedded/createEmbeddedClient';
import {useSearchBackend} from './useSearchBackend';

export interface ModalSearchClient {
  /**
   * Loads what the modal needs before it opens (the hosted client's code) and starts loading what
   * the first query needs (the embedded engine and index), without waiting for the latter.
   */
  preload: () => Promise<void>;
  /** Given to the DocSearch modal, which builds an Algolia client and lets us replace it. */
  transformSearchClient: (client: DocSearchTransformClient) => DocSearchTransformClient;
}

/**
 * Told `false` as each query starts (a new query decides afresh), then, once it settles, whether
 * it failed because no host (or no index) could be reached.
 */
export type SearchOutcomeListener = (unreachable: boolean) => void;

/**
 * Reports each query's outcome to `onOutcome`, and passes the answer or the error on. The query
 * starts inside the modal's own input handling, so the report that it started is rendered with
 * the keystroke, never apart from it (a separate render would drop the next keystroke).
 */
function reportingOutcomes(
  client: DocSearchTransformClient,
  onOutcome: SearchOutcomeListener,
): DocSearchTransformClient {
  const search: DocSearchTransformClient['search'] = (...args) => {
    onOutcome(false);
    return client.search(...args).then(
      (response) => {
        onOutcome(false);
        return response;
      },
      (error: unknown) => {
        onOutcome(error instanceof Error && error.name === 'RetryError');
        throw error;
      },
    );
  };
  return {...client, search, addAlgoliaAgent: client.addAlgoliaAgent.bind(client)};
}

/** The DocSearch modal's client for this build's backend. */
export function useModalSearchClient(onOutcome: SearchOutcomeListener): ModalSearchClient {
  const backend = useSearchBackend();
  const baseUrl = useBaseUrl('/');
  const {docusaurusVersion} = useDocusaurusContext().siteMetadata;
  return useMemo((): ModalSearchClient => {
    if (backend.kind === 'embedded') {
      // The modal nests hits under their page title and groups them by section (see forModal).
      const embedded = createEmbeddedClient(baseUrl, {
        forModal: true,
        waitForWholeTexts: false,
      });
      return {
        preload: () => {
          // A failed load is retried, and reported, by the first query.
          preloadEmbeddedSearch(baseUrl);
          return Promise.resolve();
        },
        transformSearchClient: (client) =>
          reportingOutcomes(
            {...embedded, transporter: client.transporter} as unknown as DocSearchTransformClient,
            onOutcome,
          ),
      };
    }
    // The Algolia client's code loads with the modal's, not with every page.
    let hostedClientModule: typeof import('./hostedClient') | undefined;
    return {
      preload: () =>
        import('./hostedClient').then((module) => {
          hostedClientModule = module;
        }),
      transformSearchClient: (client) => {
        const hosted =
          backend.hosts.length > 0 && hostedClientModule
            ? hostedClientModule.createHostedClient(backend)
            : client;
        hosted.addAlgoliaAgent('docusaurus', docusaurusVersion);
        return reportingOutcomes(hosted, onOutcome);
      },
    };
  }, [backend, baseUrl, docusaurusVersion, onOutcome]);
}
