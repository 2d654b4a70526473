/**
 * Wraps the theme's DocSearch labels. The theme words them for DocSearch 4; where DocSearch 3
 * (the version we use) and the spec (§2) word them differently, the spec's words win.
 */
import type {DocSearchTranslations} from '@docsearch/react';
import {translate} from '@docusaurus/Translate';
import originalTranslations from '@theme-original/SearchTranslations';

const translations = originalTranslations as DocSearchTranslations;
const modal = translations.modal ?? {};

export default {
  ...translations,
  modal: {
    ...modal,
    noResultsScreen: {
      ...modal.noResultsScreen,
      noResultsText: translate({
        id: 'lexical.SearchModal.noResultsScreen.noResultsText',
        message: 'No results for',
        description: 'Before the query that found nothing',
      }),
    },
    footer: {
      ...modal.footer,
      searchByText: translate({
        id: 'lexical.SearchModal.footer.searchByText',
        message: 'Search by',
        description: 'Before the name of the search engine in the modal footer',
      }),
    },
  },
} satisfies DocSearchTranslations;
