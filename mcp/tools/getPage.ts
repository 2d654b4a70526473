import type {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {z} from 'zod';

import {invalidRequest} from '../buildDirectory';
import {nearMatches} from '../nearMatches';
import type {PageSection, TwinPages} from '../pages';
import type {Site} from '../site';
import {maxAnswerChars, textResult} from './results';

/** The headings of a page, indented by level: what a client can ask for as a section. */
function outline(sections: readonly PageSection[]): string {
  return sections
    .filter((section) => section.level > 1)
    .map((section) => `${'  '.repeat(section.level - 2)}- ${section.heading} (#${section.anchor})`)
    .join('\n');
}

/**
 * A page's Markdown twin, whole or one section of it (by heading text or anchor). A page too long
 * to answer whole is answered with its opening and its outline, to ask for a section next.
 */
function readPage(pages: TwinPages, reference: string, section?: string): string {
  const {page, fragment} = pages.find(reference);
  const markdown = pages.read(page);
  const sections = pages.sectionsOf(page, markdown);
  const wanted = (section ?? fragment)?.trim().replace(/^#/, '');
  if (wanted) {
    const lower = wanted.toLowerCase();
    const found =
      sections.find((candidate) => candidate.anchor === lower) ??
      sections.find((candidate) => candidate.heading.toLowerCase() === lower);
    if (!found) {
      const near = nearMatches(
        wanted,
        sections.map((candidate) => candidate.heading),
      );
      throw invalidRequest(
        `${page.path} has no section "${wanted}".` +
          (near.length > 0 ? ` Near matches: ${near.join('; ')}.` : '') +
          ` Its sections:\n${outline(sections)}`,
      );
    }
    const lines = markdown.split('\n').slice(found.start, found.end);
    return `${lines.join('\n').trim()}\n\n(Section of ${pages.urlOf(page)})`;
  }
  if (markdown.length <= maxAnswerChars) return markdown;
  const opening = markdown.slice(0, maxAnswerChars / 2);
  return (
    `${opening.slice(0, opening.lastIndexOf('\n'))}\n\n` +
    `[The page has ${markdown.length} characters; this is its opening. Ask get_page for one section ` +
    `(by heading or anchor):]\n${outline(sections)}`
  );
}

export function registerGetPage(server: McpServer, site: () => Site): void {
  server.registerTool(
    'get_page',
    {
      title: 'Read a docs page',
      description:
        'Returns a page of the Lexical docs or blog as Markdown (the same text as the page), ' +
        'whole or one section. Name the page by URL (https://lexical.dev/docs/concepts/editor-state), ' +
        'path (/docs/concepts/editor-state), its .md address, or with a #anchor for one section. A ' +
        'long page comes back as its opening and its list of sections, to ask for one of them.',
      inputSchema: {
        url_or_path: z
          .string()
          .trim()
          .min(1, 'Name a page: a URL or a path such as /docs/intro.')
          .max(500)
          .describe('The page: https://lexical.dev/docs/intro, /docs/intro or /docs/intro.md.'),
        section: z
          .string()
          .max(200)
          .optional()
          .describe('Only this section: its heading text or anchor (e.g. "Updating state").'),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    ({url_or_path, section}) => textResult(readPage(site().pages, url_or_path, section)),
  );
}
