/**
 * The llms.txt files (https://llmstxt.org): `/llms.txt` indexes every docs page and blog post by
 * section, one line a page linking its Markdown twin; `/llms-full.txt` holds the guides' Markdown
 * and `/llms-api.txt` the API reference's, in sidebar order.
 */
import {markdownTwinPath} from '../../utils/markdownTwinPath';
import type {PageSection} from './sidebarSections';

/** A page whose Markdown twin was written. */
export interface TwinPage {
  path: string;
  title: string;
  description: string;
  markdown: string;
}

export interface LlmsFilesInput {
  siteTitle: string;
  /** One paragraph that says what the site and its subject are. */
  summary: string;
  lexicalVersion: string;
  siteUrl: string;
  /** Docs sections from the sidebars, in the order llms.txt lists them. */
  sections: readonly PageSection[];
  /** Blog posts, newest first. */
  blogPostPaths: readonly string[];
  /** Where the API reference lives (`/docs/api`): its pages go to llms-api.txt. */
  apiBasePath: string;
  twins: ReadonlyMap<string, TwinPage>;
}

export type LlmsFiles = Record<'llms.txt' | 'llms-full.txt' | 'llms-api.txt', string>;

/** Link text cannot hold an unescaped `]`, nor a line break. */
const linkText = (title: string) => title.replace(/\s+/g, ' ').replace(/([[\]\\])/g, '\\$1');

function pageLine(page: TwinPage, siteUrl: string): string {
  const url = new URL(markdownTwinPath(page.path), siteUrl).href;
  const description = page.description.replace(/\s+/g, ' ').trim();
  return `- [${linkText(page.title)}](${url})${description ? `: ${description}` : ''}`;
}

function isDoc(path: string): boolean {
  return /^\/docs(\/|$)/.test(path);
}

export function buildLlmsFiles(input: LlmsFilesInput): LlmsFiles {
  const {twins, siteUrl} = input;
  const pagesAt = (paths: readonly string[]) => paths.flatMap((path) => twins.get(path) ?? []);
  const listed = new Set(input.sections.flatMap((section) => section.paths));
  // Docs that no sidebar holds (site and contributor pages) go last, in the optional section.
  const unlisted = [...twins.keys()].filter((path) => isDoc(path) && !listed.has(path)).sort();

  const sectionText = (title: string, pages: TwinPage[]) =>
    pages.length > 0 ? `## ${title}\n\n${pages.map((p) => pageLine(p, siteUrl)).join('\n')}\n` : '';
  const index = [
    `# ${input.siteTitle}\n`,
    `> ${input.summary}\n`,
    `These pages describe Lexical ${input.lexicalVersion}. Every page below is linked as Markdown ` +
      `(its web address plus \`.md\`). ${new URL('/llms-full.txt', siteUrl).href} holds all the ` +
      `guides in one file, and ${new URL('/llms-api.txt', siteUrl).href} the API reference.\n`,
    ...input.sections.map((section) => sectionText(section.title, pagesAt(section.paths))),
    sectionText('Blog', pagesAt(input.blogPostPaths)),
    sectionText('Optional', pagesAt(unlisted)),
  ].filter(Boolean);

  const docsInOrder = [...input.sections.flatMap((section) => section.paths), ...unlisted];
  const isApi = (path: string) => path.startsWith(input.apiBasePath);
  const joined = (paths: string[]) =>
    pagesAt(paths)
      .map((page) => page.markdown.trimEnd())
      .join('\n\n') + '\n';
  return {
    'llms.txt': index.join('\n'),
    'llms-full.txt': joined(docsInOrder.filter((path) => !isApi(path))),
    'llms-api.txt': joined(docsInOrder.filter(isApi)),
  };
}
