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
 * - focus stays in the open modal when a page rendering under it takes it (useModalFocus);
 * - the modal's labels (`SearchTranslations`) load with the modal, not with every page;
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
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {hostedSearchOrigin} from '@site/src/search/hostedOrigin';
import {missingResultsUrl} from '@site/src/search/missingResultsUrl';
import {useModalSearchClient} from '@site/src/search/useModalSearchClient';
import {useSearchBackend} from '@site/src/search/useSearchBackend';
import {type ReactNode, useCallback, useMemo, useRef, useState} from 'react';
import {createPortal} from 'react-dom';

import SearchButton from './SearchButton';
import UnreachableScreen from './UnreachableScreen';
import {useModalFocus} from './useModalFocus';
import {useSearchShortcuts} from './useSearchShortcuts';

type ThemeAlgoliaConfig = DocSearchProps & {
  contextualSearch?: boolean;
  externalUrlRegex?: string;
  searchPagePath?: string | false;
};

let LoadedDocSearchModal: typeof DocSearchModal | null = null;
let loadedModalTranslations: NonNullable<DocSearchProps['translations']>['modal'];
/**
 * The modal's code and labels load on first use (or on the button's hover, focus or touch):
 * neither is needed before. Its styles are imported with them, but the production build puts all
 * CSS in the site's one stylesheet, so they arrive with every page.
 */
function importDocSearchModalIfNeeded(): Promise<void> {
  if (LoadedDocSearchModal) return Promise.resolve();
  return Promise.all([
    import('@docsearch/react/modal'),
    import('@theme/SearchTranslations'),
    import('@docsearch/react/style'),
    import('./styles.css'),
  ]).then(([{DocSearchModal: Modal}, {default: translations}]) => {
    loadedModalTranslations = translations.modal;
    LoadedDocSearchModal = Modal;
  });
}

/** The theme's label for the search button (its `SearchTranslations` loads with the modal). */
const searchButtonLabel = (): string =>
  translate({
    id: 'theme.SearchBar.label',
    message: 'Search',
    description: 'The ARIA label and placeholder for search button',
  });

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

/**
 * The modal's search parameters, the same object for as long as their values stay the same: the
 * modal starts its search afresh (an empty query) whenever it gets a new object, so a new one on
 * each render would wipe what the reader typed, e.g. when the error screen comes or goes.
 */
function useSearchParameters(config: ThemeAlgoliaConfig) {
  const contextualFacetFilters = useAlgoliaContextualFacetFilters();
  const configFacetFilters = config.searchParameters?.facetFilters ?? [];
  const parameters = {
    ...config.searchParameters,
    facetFilters: config.contextualSearch
      ? mergeFacetFilters(contextualFacetFilters, configFacetFilters)
      : configFacetFilters,
  };
  const key = JSON.stringify(parameters);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the values of `parameters`
  return useMemo(() => parameters, [key]);
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

  const buttonTranslations = config.translations?.button ?? {};

  useModalFocus({isOpen, container: searchContainer, searchButtonRef});

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
        text={buttonTranslations.buttonText ?? searchButtonLabel()}
        ariaLabel={buttonTranslations.buttonAriaLabel ?? searchButtonLabel()}
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
            translations={config.translations?.modal ?? loadedModalTranslations}
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
