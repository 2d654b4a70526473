import preprocessContent from '@docusaurus/mdx-loader/lib/preprocessor';
import remarkHeadingIds from '@docusaurus/mdx-loader/lib/remark/headings';
import type {MarkdownConfig} from '@docusaurus/types';
import type {Nodes} from 'mdast';
import type {} from 'mdast-util-directive';
import type {} from 'mdast-util-mdx';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';

import {cleanText, nonProseTags, proseTags} from './pageText';
import {type PageSection, SectionCollector} from './sectionCollector';

/**
 * Parses MDX as Docusaurus's loader does, up to the heading ids: with its own preprocessing and
 * heading-id plugin, so that a section's anchor is the id its rendered heading gets
 * (`{#custom-id}`, GitHub-style slugs, numbered duplicates).
 */
function parserFor(markdownConfig: MarkdownConfig) {
  return unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(remarkFrontmatter)
    .use(remarkDirective)
    .use(remarkGfm)
    .use(remarkHeadingIds, {anchorsMaintainCase: markdownConfig.anchors.maintainCase});
}

/** Nodes that render no prose: code, front matter, imports, expressions, raw HTML. */
const skippedTypes = new Set([
  'code',
  'yaml',
  'html',
  'definition',
  'mdxjsEsm',
  'mdxFlowExpression',
  'mdxTextExpression',
]);
function isSkipped(node: Nodes): boolean {
  if (skippedTypes.has(node.type)) return true;
  return isElement(node) && nonProseTags.has(node.name ?? '');
}

function isElement(node: Nodes): node is Extract<Nodes, {type: 'mdxJsxFlowElement'}> {
  return node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
}

/** The text a node renders, inline code included. */
function textOf(node: Nodes): string {
  if (isSkipped(node)) return '';
  if (node.type === 'text' || node.type === 'inlineCode') return node.value;
  if (node.type === 'break') return ' ';
  // Docusaurus turns a directive that nothing handles back into its text (`lexical:extension`).
  if (node.type === 'textDirective') return `:${node.name}${node.children.map(textOf).join('')}`;
  return 'children' in node ? node.children.map((child) => textOf(child as Nodes)).join('') : '';
}

/** True when all of a paragraph's text is link text: a list of links is navigation, not prose. */
function isOnlyLinks(node: Nodes): boolean {
  if (!('children' in node)) return false;
  const children = node.children as Nodes[];
  if (!children.some((child) => child.type === 'link')) return false;
  const rest = children.filter((child) => child.type !== 'link').map(textOf);
  return !/[\p{L}\p{N}]/u.test(rest.join(''));
}

function isProse(node: Nodes): boolean {
  if (node.type === 'paragraph') return !node.data?.directiveLabel; // an admonition's title
  if (node.type === 'tableCell') return true;
  return isElement(node) && proseTags.has(node.name ?? '');
}

export interface MarkdownPage {
  /** The text of the page's h1, if the Markdown has one (else the page shows its front matter's). */
  title?: string;
  sections: PageSection[];
}

/**
 * Reads a doc's or blog post's Markdown source into sections, as the build reads its rendered
 * page: the h1 is the title, h2–h6 start sections, paragraphs, table cells and their JSX
 * equivalents are prose; code and widgets are not. Used by the dev server, which renders no HTML.
 */
export async function extractMarkdownPage(
  fileContent: string,
  filePath: string,
  markdownConfig: MarkdownConfig,
): Promise<MarkdownPage> {
  const markdown = preprocessContent({fileContent, filePath, markdownConfig, admonitions: true});
  const parser = parserFor(markdownConfig);
  const tree = await parser.run(parser.parse(markdown));
  const sections = new SectionCollector();
  let title: string | undefined;
  const visit = (node: Nodes) => {
    if (isSkipped(node)) return;
    if (node.type === 'heading') {
      const id = (node.data as {id?: unknown} | undefined)?.id; // set by remarkHeadingIds
      if (node.depth === 1) title ??= cleanText(textOf(node));
      else if (typeof id === 'string') sections.heading(node.depth, id, cleanText(textOf(node)));
      return;
    }
    if (isProse(node)) {
      if (!isOnlyLinks(node)) sections.addProse(cleanText(textOf(node)));
      return;
    }
    if ('children' in node) for (const child of node.children) visit(child);
  };
  visit(tree);
  return {...(title ? {title} : {}), sections: sections.finish()};
}
