import type {IndexSettings} from 'algoliasearch';

/**
 * The Algolia index settings for DocSearch records, as `npm run search:upload` sends them: the
 * attributes the modal and the search page search, filter, retrieve and rank by.
 */
export const hostedIndexSettings: IndexSettings = {
  searchableAttributes: [
    'unordered(hierarchy.lvl0)',
    'unordered(hierarchy.lvl1)',
    'unordered(hierarchy.lvl2)',
    'unordered(hierarchy.lvl3)',
    'unordered(hierarchy.lvl4)',
    'unordered(hierarchy.lvl5)',
    'unordered(hierarchy.lvl6)',
    'content',
  ],
  // Contextual search filters on these (spec §7); `type` lets a query ask for headings only.
  attributesForFaceting: ['type', 'language', 'docusaurus_tag'],
  attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
  attributesToHighlight: ['hierarchy', 'content'],
  attributesToSnippet: ['content:10'],
  // Written docs before the API reference, headings before prose, earlier before later.
  customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
  // One hit per section: a heading and its prose share a URL.
  attributeForDistinct: 'url',
  distinct: true,
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  minWordSizefor1Typo: 3,
  minWordSizefor2Typos: 7,
  allowTyposOnNumericTokens: false,
  separatorsToIndex: '_$',
  camelCaseAttributes: ['hierarchy', 'content'],
  ignorePlurals: true,
  advancedSyntax: true,
};
