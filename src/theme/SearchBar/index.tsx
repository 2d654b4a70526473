/**
 * Ejected from @docusaurus/theme-search-algolia 3.10.2 (`theme/SearchBar`), because wrapping
 * cannot change what it renders inside. What changed:
 * - the search client comes from `src/search` (`useModalSearchClient`): the embedded engine when
 *   the build has no hosted search, otherwise Algolia, on the configured hosts;
 * - the Algolia preconnect hint is emitted only when Algolia answers;
 * - hovering, focusing or touching the button also preloads the embedded engine and its index;
 * - the no-results screen links to a pre-filled GitHub issue ('Let us know.');
 * - the modal's 'Search by Algolia' footer is hidden when Algolia does not answer;
 * - a query that reaches no host shows 'Unable to fetch results' (see UnreachableScreen);
 * - the button and its keyboard shortcuts are ours (SearchButton, useSearchShortcuts), so that
 *   DocSearch's code loads with the modal, not on every page;
 * - the Ask AI wiring (DocSearch 4 only) is gone.
 */
import type {DocSearchHit, DocSearchModal, DocSearchProps} from '@docsearch/react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {isRegexpStringMatch, useSearchLinkCreator} from '@docusaurus/theme-common';
import {
  mergeFacetFilters,
  useAlgoliaContextualFacetFilters,
  useSearchResultUrlProcessor,
} from '@docusaurus/theme-search-algolia/client';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {hostedSearchOrigin} from '@site/src/search/hostedOrigin';
import {missingResultsUrl} from '@site/src/search/missingResultsUrl';
import {useModalSearchClient} from '@site/src/search/useModalSearchClient';
import {useSearchBackend} from '@site/src/search/useSearchBackend';
import translations from '@theme/SearchTranslations';
import {type ReactNode, useCallback, useEffect, useMemo, useRef, useState} from 'react';
import {createPortal} from 'react-dom';

import SearchButton from './SearchButton';
import UnreachableScreen from './UnreachableScreen';
import {useSearchShortcuts} from './useSearchShortcuts';

type ThemeAlgoliaConfig = DocSearchProps & {
  contextualSearch?: boolean;
  externalUrlRegex?: string;
  searchPagePath?: string | false;
};

let LoadedDocSearchModal: typeof DocSearchModal | null = null;
/** The modal's code and styles load on first use (or on the button's hover, focus or touch). */
function importDocSearchModalIfNeeded(): Promise<void> {
  if (LoadedDocSearchModal) return Promise.resolve();
  return Promise.all([
    import('@docsearch/react/modal'),
    import('@docsearch/react/style'),
    import('./styles.css'),
  ]).then(([{DocSearchModal: Modal}]) => {
    LoadedDocSearchModal = Modal;
  });
}

function useNavigator(externalUrlRegex: string | undefined) {
  const history = useHistory();
  const [navigator] = useState<NonNullable<DocSearchProps['navigator']>>(() => ({
    navigate({itemUrl}) {
      // Hits on another domain cannot go through the router.
      if (isRegexpStringMatch(externalUrlRegex, itemUrl)) {
        window.location.href = itemUrl;
      } else {
        history.push(itemUrl);
      }
    },
  }));
  return navigator;
}

function useTransformItems() {
  const processSearchResultUrl = useSearchResultUrlProcessor();
  return useCallback(
    (items: DocSearchHit[]) =>
      items.map((item) => ({...item, url: processSearchResultUrl(item.url)})),
    [processSearchResultUrl],
  );
}

function Hit({hit, children}: {hit: {url: string}; children: ReactNode}): React.JSX.Element {
  return <Link to={hit.url}>{children}</Link>;
}

function ResultsFooter({
  state,
  onClose,
}: {
  state: {query: string; context: Record<string, unknown>};
  onClose: () => void;
}): ReactNode {
  const createSearchLink = useSearchLinkCreator();
  return (
    <Link to={createSearchLink(state.query)} onClick={onClose}>
      <Translate id="theme.SearchBar.seeAll" values={{count: String(state.context.nbHits)}}>
        {'See all {count} results'}
      </Translate>
    </Link>
  );
}

function useSearchParameters(config: ThemeAlgoliaConfig) {
  const contextualFacetFilters = useAlgoliaContextualFacetFilters();
  const configFacetFilters = config.searchParameters?.facetFilters ?? [];
  return {
    ...config.searchParameters,
    facetFilters: config.contextualSearch
      ? mergeFacetFilters(contextualFacetFilters, configFacetFilters)
      : configFacetFilters,
  };
}

function DocSearch({externalUrlRegex, ...config}: ThemeAlgoliaConfig): ReactNode {
  const backend = useSearchBackend();
  // Whether the last query failed for want of a reachable host (see UnreachableScreen).
  const [unreachable, setUnreachable] = useState(false);
  const {preload, transformSearchClient} = useModalSearchClient(setUnreachable);
  const navigator = useNavigator(externalUrlRegex);
  const searchParameters = useSearchParameters(config);
  const transformItems = useTransformItems();
  const [searchContainer, setSearchContainer] = useState<HTMLDivElement | null>(null);
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);

  const preloadSearch = useCallback(
    () => Promise.all([preload(), importDocSearchModalIfNeeded()]),
    [preload],
  );

  const openModal = useCallback(() => {
    if (!searchContainer) {
      const container = document.createElement('div');
      container.dataset.searchBackend = backend.kind;
      document.body.insertBefore(container, document.body.firstChild);
      setSearchContainer(container);
    }
    void preloadSearch().then(() => {
      setIsOpen(true);
    });
  }, [backend.kind, preloadSearch, searchContainer]);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    setUnreachable(false);
    searchButtonRef.current?.focus();
    setInitialQuery(undefined);
  }, []);

  const handleInput = useCallback(
    (event: KeyboardEvent) => {
      // The key is handed to the modal as its first input, not typed twice.
      event.preventDefault();
      setInitialQuery(event.key);
      openModal();
    },
    [openModal],
  );

  const resultsFooterComponent = useMemo(
    () =>
      function SeeAllResults({state}: {state: {query: string; context: Record<string, unknown>}}) {
        return <ResultsFooter state={state} onClose={closeModal} />;
      },
    [closeModal],
  );

  // Typing starts a new query: its own outcome decides whether the error screen shows again.
  useEffect(() => {
    if (!searchContainer) return undefined;
    const clearError = () => {
      setUnreachable(false);
    };
    searchContainer.addEventListener('input', clearError);
    return () => {
      searchContainer.removeEventListener('input', clearError);
    };
  }, [searchContainer]);

  const buttonTranslations = config.translations?.button ?? translations.button ?? {};

  useSearchShortcuts({
    isOpen,
    onOpen: openModal,
    onClose: closeModal,
    onInput: handleInput,
    searchButtonRef,
  });

  return (
    <>
      {backend.kind === 'hosted' && (
        <Head>
          {/* The first query is faster, on mobile especially, with the connection already open. */}
          <link rel="preconnect" href={hostedSearchOrigin(backend)} crossOrigin="anonymous" />
        </Head>
      )}

      <SearchButton
        onTouchStart={() => void preloadSearch()}
        onFocus={() => void preloadSearch()}
        onMouseOver={() => void preloadSearch()}
        onClick={openModal}
        ref={searchButtonRef}
        text={buttonTranslations.buttonText ?? 'Search'}
        ariaLabel={buttonTranslations.buttonAriaLabel ?? 'Search'}
      />

      {isOpen &&
        LoadedDocSearchModal &&
        searchContainer &&
        createPortal(
          <LoadedDocSearchModal
            onClose={closeModal}
            initialScrollY={window.scrollY}
            initialQuery={initialQuery}
            navigator={navigator}
            transformItems={transformItems}
            hitComponent={Hit}
            transformSearchClient={transformSearchClient}
            getMissingResultsUrl={missingResultsUrl}
            {...(config.searchPagePath && {resultsFooterComponent})}
            {...config}
            translations={config.translations?.modal ?? translations.modal}
            searchParameters={searchParameters}
          />,
          searchContainer,
        )}
      {isOpen && unreachable && searchContainer && (
        <UnreachableScreen container={searchContainer} />
      )}
    </>
  );
}

export default function SearchBar(props: Partial<ThemeAlgoliaConfig>): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const config = {
    ...(siteConfig.themeConfig.algolia as ThemeAlgoliaConfig),
    ...props,
  };
  return <DocSearch {...config} />;
}
