/**
 * Ejected from @docusaurus/theme-search-algolia 3.10.2 (`theme/SearchPage`). What changed:
 * - the client is this build's (`useSearchClient`): the embedded engine or Algolia, instead of a
 *   new Algolia client on every render; the helper is made once per client;
 * - the 'Search by' credit names the engine that answered, not always Algolia;
 * - a failed search shows the modal's 'Unable to fetch results' message instead of a spinner that
 *   never stops;
 * - the version selector is gone: these docs have one version;
 * - the page has a meta description, and its robots meta tag uses `name` (upstream's `property`
 *   is not read by crawlers).
 */
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useAllDocsData} from '@docusaurus/plugin-content-docs/client';
import {
  HtmlClassNameProvider,
  PageMetadata,
  useEvent,
  usePluralForm,
  useSearchQueryString,
} from '@docusaurus/theme-common';
import {
  useAlgoliaThemeConfig,
  useSearchResultUrlProcessor,
} from '@docusaurus/theme-search-algolia/client';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {engineCredit} from '@site/src/search/engineCredit';
import {useSearchBackend} from '@site/src/search/useSearchBackend';
import {useSearchClient} from '@site/src/search/useSearchClient';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import algoliaSearchHelper, {type SearchResults} from 'algoliasearch-helper';
import clsx from 'clsx';
import {type ReactNode, useEffect, useMemo, useReducer, useState} from 'react';

import {initialSearchState, type SearchResultItem, searchStateReducer} from './searchState';
import styles from './styles.module.css';

const hitsPerPage = 15;

/** The fields of a DocSearch hit that the page shows. */
interface DocSearchPageHit {
  url: string;
  _highlightResult: {hierarchy: Record<string, {value: string}>};
  _snippetResult?: {content?: {value: string}};
}
/** Typing pauses this long before the page searches, as upstream. */
const searchDelayMs = 300;

function useDocumentsFoundPlural() {
  const {selectMessage} = usePluralForm();
  return (count: number) =>
    selectMessage(
      count,
      translate(
        {
          id: 'theme.SearchPage.documentsFound.plurals',
          description:
            'Pluralized label for "{count} documents found". Use as much plural forms (separated by "|") as your language support (see https://www.unicode.org/cldr/cldr-aux/charts/34/supplemental/language_plural_rules.html)',
          message: 'One document found|{count} documents found',
        },
        {count},
      ),
    );
}

function pageTitleFor(query: string): string {
  return query
    ? translate(
        {
          id: 'theme.SearchPage.existingResultsTitle',
          message: 'Search results for "{query}"',
          description: 'The search page title for non-empty query',
        },
        {query},
      )
    : translate({
        id: 'theme.SearchPage.emptyResultsTitle',
        message: 'Search the documentation',
        description: 'The search page title for empty query',
      });
}

/** The modal's error screen, in words, for a search that could not be answered. */
function SearchError(): ReactNode {
  return (
    <div role="alert">
      <p className="margin-bottom--xs">
        <strong>
          <Translate id="theme.SearchModal.errorScreen.titleText">
            Unable to fetch results
          </Translate>
        </strong>
      </p>
      <p>
        <Translate id="theme.SearchModal.errorScreen.helpText">
          You might want to check your network connection.
        </Translate>
      </p>
    </div>
  );
}

function SearchCredit(): ReactNode {
  const credit = engineCredit(useSearchBackend());
  return (
    <span className={styles.searchCredit}>
      <Translate
        id="lexical.SearchPage.credit"
        description="Names the search engine that answered the search page's query"
        values={{engine: <Link to={credit.href}>{credit.name}</Link>}}>
        {'Search by {engine}'}
      </Translate>
    </span>
  );
}

function ResultItem({title, url, summary, breadcrumbs}: SearchResultItem): ReactNode {
  // The titles, breadcrumbs and summaries are escaped by the engine; only its <mark> tags are HTML.
  return (
    <article className={styles.searchResultItem}>
      <Heading as="h2" className={styles.searchResultItemHeading}>
        <Link to={url} dangerouslySetInnerHTML={{__html: title}} />
      </Heading>
      {breadcrumbs.length > 0 && (
        // A plain list: one breadcrumbs landmark per result would be many landmarks of one name.
        <ul className={clsx('breadcrumbs', styles.searchResultItemPath)}>
          {breadcrumbs.map((html, index) => (
            <li
              key={index}
              className="breadcrumbs__item"
              dangerouslySetInnerHTML={{__html: html}}
            />
          ))}
        </ul>
      )}
      {summary && (
        <p className={styles.searchResultItemSummary} dangerouslySetInnerHTML={{__html: summary}} />
      )}
    </article>
  );
}

function SearchPageContent(): ReactNode {
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const {
    algolia: {indexName, contextualSearch},
  } = useAlgoliaThemeConfig();
  const client = useSearchClient();
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const documentsFoundPlural = useDocumentsFoundPlural();
  const allDocsData = useAllDocsData();
  const [searchQuery, setSearchQuery] = useSearchQueryString();
  const pageTitle = pageTitleFor(searchQuery);
  const [state, dispatch] = useReducer(searchStateReducer, initialSearchState);

  const helper = useMemo(
    () =>
      algoliaSearchHelper(client as Parameters<typeof algoliaSearchHelper>[0], indexName, {
        hitsPerPage,
        advancedSyntax: true,
        disjunctiveFacets: contextualSearch ? ['language', 'docusaurus_tag'] : [],
      }),
    [client, indexName, contextualSearch],
  );

  useEffect(() => {
    const onResult = ({results}: {results: SearchResults}) => {
      const {query, hits, page, nbHits, nbPages} = results;
      if (query === '' || !Array.isArray(hits)) {
        dispatch({type: 'reset'});
        return;
      }
      const items = (hits as unknown as DocSearchPageHit[]).map((hit): SearchResultItem => {
        const titles = Object.values(hit._highlightResult.hierarchy).map((level) => level.value);
        const snippet = hit._snippetResult?.content;
        return {
          title: titles.pop() ?? '',
          url: processSearchResultUrl(hit.url),
          // The snippet carries its own ellipses where the text was cut.
          summary: snippet?.value ?? '',
          breadcrumbs: titles,
        };
      });
      dispatch({
        type: 'update',
        query,
        value: {items, totalResults: nbHits, totalPages: nbPages, lastPage: page},
      });
    };
    const onError = () => {
      dispatch({type: 'error'});
    };
    helper.on('result', onResult).on('error', onError);
    return () => {
      helper.removeAllListeners('result');
      helper.removeAllListeners('error');
    };
  }, [helper, processSearchResultUrl]);

  const makeSearch = useEvent((page: number = 0) => {
    helper.clearRefinements();
    if (contextualSearch) {
      helper.addDisjunctiveFacetRefinement('docusaurus_tag', 'default');
      helper.addDisjunctiveFacetRefinement('language', currentLocale);
      for (const [pluginId, docs] of Object.entries(allDocsData)) {
        const [latest] = docs.versions;
        if (latest) {
          helper.addDisjunctiveFacetRefinement('docusaurus_tag', `docs-${pluginId}-${latest.name}`);
        }
      }
    }
    helper.setQuery(searchQuery).setPage(page).search();
  });

  // Load the next page when the 'Fetching new results...' marker scrolls into view.
  const [loaderRef, setLoaderRef] = useState<HTMLDivElement | null>(null);
  useEffect(() => {
    if (!loaderRef || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) dispatch({type: 'advance'});
      },
      {threshold: 1},
    );
    observer.observe(loaderRef);
    return () => {
      observer.disconnect();
    };
  }, [loaderRef]);

  useEffect(() => {
    dispatch({type: 'start', query: searchQuery});
    if (!searchQuery) return undefined;
    const timer = setTimeout(() => {
      makeSearch();
    }, searchDelayMs);
    return () => {
      clearTimeout(timer);
    };
  }, [searchQuery, makeSearch]);

  useEffect(() => {
    if (state.lastPage > 0) makeSearch(state.lastPage);
  }, [makeSearch, state.lastPage]);

  return (
    <Layout>
      <PageMetadata
        title={pageTitle}
        description={translate({
          id: 'theme.SearchPage.description',
          message: 'Search the Lexical guides, API reference and blog.',
          description: 'The meta description of the search page',
        })}
      />
      <Head>
        {/* Search result pages are not worth indexing. (Upstream writes `property`, which robots
            do not read.) */}
        <meta name="robots" content="noindex, follow" />
      </Head>

      <main className="container margin-vert--lg">
        <Heading as="h1">{pageTitle}</Heading>

        <form
          className="row"
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
          }}>
          <div className={clsx('col', 'col--12', styles.searchQueryColumn)}>
            <input
              type="search"
              name="q"
              className={styles.searchQueryInput}
              placeholder={translate({
                id: 'theme.SearchPage.inputPlaceholder',
                message: 'Type your search here',
                description: 'The placeholder for search page input',
              })}
              aria-label={translate({
                id: 'theme.SearchPage.inputLabel',
                message: 'Search',
                description: 'The ARIA label for search page input',
              })}
              onChange={(event) => {
                setSearchQuery(event.target.value);
              }}
              value={searchQuery}
              autoComplete="off"
              // eslint-disable-next-line jsx-a11y/no-autofocus -- the page exists to take a query
              autoFocus
            />
          </div>
        </form>

        <div className="row">
          <div className={clsx('col', 'col--8', styles.searchResultsColumn)} aria-live="polite">
            {state.totalResults > 0 && documentsFoundPlural(state.totalResults)}
          </div>
          <div className={clsx('col', 'col--4', styles.searchCreditColumn)}>
            <SearchCredit />
          </div>
        </div>

        {state.status === 'error' && <SearchError />}
        {state.items.length > 0 ? (
          <div>
            {state.items.map((item, index) => (
              <ResultItem key={index} {...item} />
            ))}
          </div>
        ) : (
          <>
            {searchQuery && state.status === 'done' && (
              <p>
                <Translate
                  id="theme.SearchPage.noResultsText"
                  description="The paragraph for empty search result">
                  No results were found
                </Translate>
              </p>
            )}
            {state.status === 'loading' && <div className={styles.loadingSpinner} />}
          </>
        )}

        {state.hasMore && (
          <div className={styles.loader} ref={setLoaderRef}>
            <Translate
              id="theme.SearchPage.fetchingNewResults"
              description="The paragraph for fetching new search results">
              Fetching new results...
            </Translate>
          </div>
        )}
      </main>
    </Layout>
  );
}

export default function SearchPage(): ReactNode {
  return (
    <HtmlClassNameProvider className="search-page-wrapper">
      <SearchPageContent />
    </HtmlClassNameProvider>
  );
}
