import {escapeHtml} from '../../utils/escapeHtml';
import type {DocSearchRecord, HierarchyLevel} from '../docSearchRecord';
import {hierarchyLevels} from '../docSearchRecord';
import type {EngineHit, RecordFilter, SearchEngine} from './engine';
import {
  highlightPostTag,
  highlightPreTag,
  type HighlightResult,
  highlightText,
  type SnippetResult,
  snippetText,
} from './highlight';
import {RecentCache} from './recentCache';

/** The search parameters the modal and the search page send; any other parameter is ignored. */
export interface SearchParams {
  query?: string;
  page?: number;
  hitsPerPage?: number;
  facetFilters?: FacetFilters;
  facets?: string[] | string;
  attributesToSnippet?: string[];
  /** Only `content` is looked at: the hierarchy is always highlighted, the prose on request. */
  attributesToHighlight?: string[];
  snippetEllipsisText?: string;
  highlightPreTag?: string;
  highlightPostTag?: string;
}

/** Algolia's facet filters: the outer list is AND, an inner list is OR. */
export type FacetFilters = string | readonly (string | readonly string[])[];

export interface SearchRequest extends SearchParams {
  indexName: string;
  /** The array form (algoliasearch-helper) puts the parameters here. */
  params?: SearchParams;
}

export interface EmbeddedHit extends DocSearchRecord {
  _highlightResult: {
    hierarchy: Partial<Record<HierarchyLevel, HighlightResult>>;
    content?: HighlightResult;
  };
  _snippetResult: {
    hierarchy: Partial<Record<HierarchyLevel, SnippetResult>>;
    content?: SnippetResult;
  };
}

export interface SearchResponse {
  index: string;
  query: string;
  params: string;
  hits: EmbeddedHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  exhaustiveNbHits: true;
  processingTimeMS: number;
  facets?: Record<string, Record<string, number>>;
}

const defaultHitsPerPage = 20;
const defaultSnippetWords = 10;

function facetValue(record: DocSearchRecord, attribute: string): string | undefined {
  const value = (record as unknown as Record<string, unknown>)[attribute];
  return typeof value === 'string' ? value : undefined;
}

interface ParsedFilter {
  attribute: string;
  value: string;
  negated: boolean;
}

/** `'language:en'` → attribute `language`, value `en`; `'-language:fr'` excludes `fr`. */
function parseFilter(filter: string): ParsedFilter {
  const negated = filter.startsWith('-');
  const [attribute = '', ...rest] = filter.slice(negated ? 1 : 0).split(':');
  return {attribute, value: rest.join(':'), negated};
}

function matchesFilter(
  record: DocSearchRecord,
  {attribute, value, negated}: ParsedFilter,
): boolean {
  return (facetValue(record, attribute) === value) !== negated;
}

/** The predicates of the latest facet filters (a page asks with one or two sets). */
const predicates = new RecentCache<RecordFilter>(8);

/** A predicate for Algolia-style facet filters (`['language:en', ['docusaurus_tag:a', …]]`). */
export function facetFilterPredicate(filters: FacetFilters | undefined): RecordFilter {
  // The same function for the same filters: the engine keeps its verdicts on the records.
  return predicates.get(JSON.stringify(filters ?? []), () => newFacetFilterPredicate(filters));
}

function newFacetFilterPredicate(filters: FacetFilters | undefined): RecordFilter {
  const groups = (typeof filters === 'string' ? [filters] : (filters ?? [])).map((group) =>
    (typeof group === 'string' ? [group] : group).map(parseFilter),
  );
  return (record) =>
    groups.every((group) => group.length === 0 || group.some((f) => matchesFilter(record, f)));
}

/** `['content:10', 'hierarchy.lvl1:10']` → word counts by attribute. */
function snippetLengths(attributes: readonly string[] | undefined): Map<string, number> {
  return new Map(
    (attributes ?? []).map((entry) => {
      const [attribute = '', words] = entry.split(':');
      return [attribute, words ? Number(words) : defaultSnippetWords];
    }),
  );
}

function toHit(hit: EngineHit, params: SearchParams): EmbeddedHit {
  const {record} = hit;
  const terms = new Set(hit.terms);
  const tags = {
    pre: params.highlightPreTag ?? highlightPreTag,
    post: params.highlightPostTag ?? highlightPostTag,
  };
  const ellipsis = params.snippetEllipsisText ?? '…';
  const lengths = snippetLengths(params.attributesToSnippet);
  const snippet = (attribute: string, text: string) =>
    snippetText(text, terms, lengths.get(attribute) ?? defaultSnippetWords, ellipsis, tags);

  const hierarchy = {...record.hierarchy};
  const highlightHierarchy: EmbeddedHit['_highlightResult']['hierarchy'] = {};
  const snippetHierarchy: EmbeddedHit['_snippetResult']['hierarchy'] = {};
  for (const level of hierarchyLevels) {
    const text = record.hierarchy[level];
    if (text === null) continue;
    // The modal falls back to these raw values as HTML (recent searches keep no highlights).
    hierarchy[level] = escapeHtml(text);
    highlightHierarchy[level] = highlightText(text, terms, tags);
    snippetHierarchy[level] = snippet(`hierarchy.${level}`, text);
  }
  return {
    ...record,
    hierarchy,
    content: record.content === null ? null : escapeHtml(record.content),
    _highlightResult: {
      hierarchy: highlightHierarchy,
      // Neither the modal nor the search page reads the whole prose highlighted: only on request.
      ...(record.content !== null &&
        params.attributesToHighlight?.includes('content') && {
          content: highlightText(record.content, terms, tags),
        }),
    },
    _snippetResult: {
      hierarchy: snippetHierarchy,
      ...(record.content !== null && {content: snippet('content', record.content)}),
    },
  };
}

const facetNames = (facets: SearchParams['facets']): readonly string[] =>
  typeof facets === 'string' ? [facets] : (facets ?? []);

function facetCounts(
  hits: readonly EngineHit[],
  facets: SearchParams['facets'],
): SearchResponse['facets'] {
  const names = facetNames(facets);
  if (names.length === 0) return undefined;
  const counts: Record<string, Record<string, number>> = {};
  for (const name of names) {
    const values: Record<string, number> = {};
    for (const hit of hits) {
      const value = facetValue(hit.record, name);
      if (value !== undefined) values[value] = (values[value] ?? 0) + 1;
    }
    counts[name] = values;
  }
  return counts;
}

/**
 * Rows a page takes in the modal, its title row counted: the modal shows a page's rows together,
 * under its title, so a third would push the next page's best section out of the first rows.
 */
const rowsPerPage = 2;

/**
 * Puts each page's title record just before the first hit from that page: moved up when the query
 * found it too, added when it did not. The modal nests a page's hits under its title, and saves
 * the title to the recent searches when a paragraph hit is chosen (spec §4: a content hit saves
 * its parent). A page shows at most {@link rowsPerPage} rows: its title and its best hit, so that
 * the first rows come from several pages. The added titles count towards `maxRows` (the request's
 * hitsPerPage, spec §7): a hit that would not fit with its title is left out, so no title row
 * stands without its hit (but the first hit is always shown).
 */
function withPageTitles(
  engine: SearchEngine,
  hits: readonly EngineHit[],
  maxRows: number,
): EngineHit[] {
  const found = new Map(hits.map((hit) => [hit.record.objectID, hit]));
  const placed = new Set<string>();
  const pageRows = new Map<string, number>();
  const rows: EngineHit[] = [];
  for (const hit of hits) {
    const page = hit.record.url_without_anchor;
    if (placed.has(hit.record.objectID) || (pageRows.get(page) ?? 0) >= rowsPerPage) continue;
    const title = engine.pageTitleOf(hit.record);
    const addsTitle =
      title && !placed.has(title.objectID) && title.objectID !== hit.record.objectID;
    if (rows.length + (addsTitle ? 2 : 1) > maxRows) {
      // Room for one row only: the hit itself, which is what the reader is looking for.
      if (rows.length === 0 && maxRows > 0) rows.push(hit);
      break;
    }
    if (addsTitle) {
      rows.push(found.get(title.objectID) ?? {record: title, score: hit.score, terms: hit.terms});
      placed.add(title.objectID);
    }
    rows.push(hit);
    placed.add(hit.record.objectID);
    pageRows.set(page, (pageRows.get(page) ?? 0) + (addsTitle ? 2 : 1));
  }
  return rows;
}

/**
 * The modal groups hits by top-level section (`hierarchy.lvl0`), the sections in the order of their
 * first hits, so the best page's section would show its other pages ahead of a better page from
 * another section. When the two best pages are in different sections, the first section keeps only
 * the best page, so the reader sees the two best pages first. (The search page lists every hit.)
 */
function withTwoBestPagesFirst(hits: readonly EngineHit[]): readonly EngineHit[] {
  const [best] = hits;
  const page = (hit: EngineHit) => hit.record.url_without_anchor;
  const section = (hit: EngineHit) => hit.record.hierarchy.lvl0;
  const second = best && hits.find((hit) => page(hit) !== page(best));
  if (!best || !second || section(second) === section(best)) return hits;
  return hits.filter((hit) => section(hit) !== section(best) || page(hit) === page(best));
}

export interface AnswerOptions {
  /**
   * Answer the modal, which nests hits under their page and groups them by top-level section: add
   * each hit's page title record, and show the two best pages first (the search page lists hits).
   */
  forModal: boolean;
}

/** Answers one request the way Algolia's search endpoint would, from the embedded engine. */
export function answerQuery(
  engine: SearchEngine,
  request: SearchRequest,
  options: AnswerOptions,
): SearchResponse {
  const started = performance.now();
  const params: SearchParams = {...request, ...request.params};
  const query = params.query ?? '';
  const hitsPerPage = params.hitsPerPage ?? defaultHitsPerPage;
  const page = params.page ?? 0;
  // Facets count every hit; otherwise the hits up to the page asked for are enough.
  const wanted = facetNames(params.facets).length > 0 ? Infinity : (page + 1) * hitsPerPage;
  const {hits: found, count} = query.trim()
    ? engine.searchFirst(query, facetFilterPredicate(params.facetFilters), wanted)
    : {hits: [], count: 0};
  const ranked = options.forModal ? withTwoBestPagesFirst(found) : found;
  const pageHits = ranked.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
  return {
    index: request.indexName,
    query,
    params: new URLSearchParams({query, page: String(page)}).toString(),
    hits: (options.forModal ? withPageTitles(engine, pageHits, hitsPerPage) : pageHits).map((hit) =>
      toHit(hit, params),
    ),
    nbHits: count,
    page,
    nbPages: hitsPerPage > 0 ? Math.ceil(count / hitsPerPage) : 0,
    hitsPerPage,
    exhaustiveNbHits: true,
    processingTimeMS: Math.round(performance.now() - started),
    facets: facetCounts(found, params.facets),
  };
}
