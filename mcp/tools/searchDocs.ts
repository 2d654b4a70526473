import type {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {z} from 'zod';

import {hierarchyLevels} from '../../src/search/docSearchRecord';
import {answerQuery} from '../../src/search/embedded/answerQueries';
import {SearchEngine} from '../../src/search/embedded/engine';
import type {SearchIndexFile} from '../../src/search/indexFormat';
import {toDocSearchRecords} from '../../src/search/toDocSearchRecords';
import {markdownTwinPath} from '../../src/utils/markdownTwinPath';
import type {Site} from '../site';
import {textResult} from './results';

/** Longest query taken: longer is a pasted document, not a search. */
const maxQueryChars = 200;
const defaultLimit = 8;
const maxLimit = 20;
/** Words of each hit's text quoted around its first match. */
const snippetWords = 30;

/** One hit, as the tool answers it. */
interface DocsHit {
  title: string;
  url: string;
  /** The page's Markdown twin, for get_page. */
  markdown: string;
  /** Top-level section, page title and the headings down to the hit: `Concepts › Editor State › …`. */
  section: string;
  snippet: string;
}

/** The search page's escaping undone: the answer is plain text, not HTML. */
const unescapeHtml = (html: string): string =>
  html.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/**
 * The site's own search over the build's index (the engine the search modal runs, with the whole
 * texts of every section), answering as the search page does: hits in rank order, at most three
 * per page.
 */
export class DocsSearch {
  private readonly engine: SearchEngine;

  constructor(index: SearchIndexFile) {
    this.engine = new SearchEngine(toDocSearchRecords(index));
  }

  search(query: string, limit: number): DocsHit[] {
    const response = answerQuery(
      this.engine,
      {
        indexName: 'lexical_docs',
        query,
        hitsPerPage: limit,
        facetFilters: ['language:en'],
        attributesToSnippet: [`content:${snippetWords}`],
        highlightPreTag: '',
        highlightPostTag: '',
      },
      {forModal: false},
    );
    return response.hits.map((hit) => {
      const levels = hierarchyLevels.flatMap((level) => {
        const text = hit.hierarchy[level];
        return text === null ? [] : [unescapeHtml(text)];
      });
      const url = new URL(hit.url);
      return {
        title: unescapeHtml(hit.hierarchy.lvl1 ?? ''),
        url: hit.url,
        markdown: `${url.origin}${markdownTwinPath(url.pathname)}`,
        section: levels.join(' › '),
        snippet: unescapeHtml(hit._snippetResult.content?.value ?? ''),
      };
    });
  }
}

export function registerSearchDocs(server: McpServer, site: () => Site): void {
  server.registerTool(
    'search_docs',
    {
      title: 'Search the Lexical docs',
      description:
        'Searches the Lexical documentation (guides, API reference, blog) with the website’s own ' +
        'search engine, which knows symbol names ($getRoot, LexicalEditor.update), camelCase ' +
        'parts and typos. Returns up to `limit` hits in rank order: title, URL, the path of ' +
        'sections down to the hit, a snippet, and the Markdown address to pass to get_page. Use it ' +
        'for how-to questions; for one symbol’s signature use get_symbol.',
      inputSchema: {
        query: z
          .string()
          .trim()
          .min(1, 'The query is empty: give a few words or a symbol name.')
          .max(maxQueryChars, `The query is longer than ${maxQueryChars} characters: shorten it.`)
          .describe('What to look for: a few words or a symbol name.'),
        limit: z
          .number()
          .int()
          .min(1)
          .max(maxLimit)
          .optional()
          .describe(`How many hits to return (default ${defaultLimit}, at most ${maxLimit}).`),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    ({query, limit}) => {
      const hits = site()
        .search()
        .search(query, limit ?? defaultLimit);
      if (hits.length === 0) {
        return textResult(`No page matches "${query}". Try other words or a symbol name.`);
      }
      return textResult(
        hits
          .map((hit, index) =>
            [
              `${index + 1}. ${hit.section}`,
              `   ${hit.url}`,
              `   Markdown: ${hit.markdown}`,
              ...(hit.snippet ? [`   ${hit.snippet}`] : []),
            ].join('\n'),
          )
          .join('\n\n'),
      );
    },
  );
}
