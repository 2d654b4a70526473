/**
 * Turns a rendered page into its Markdown twin with the unified family: theme widgets rewritten
 * (themeBlocks), HTML → mdast (rehype-remark, GitHub-flavoured tables), links made absolute on the
 * site's URL, then Markdown (remark-stringify). The twin starts with the page's title, its URL and
 * the Lexical version it describes.
 */
import type {Element} from 'hast';
import {toString} from 'hast-util-to-string';
import type {Code, Root as MdastRoot} from 'mdast';
import rehypeRemark from 'rehype-remark';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';

import type {RenderedPage} from './renderedPage';
import {rewriteThemeBlocks, type ThemeBlockOptions} from './themeBlocks';

export interface TwinOptions extends ThemeBlockOptions {
  /** The site's origin and base, e.g. `https://lexical.dev/`. */
  siteUrl: string;
  lexicalVersion: string;
}

/** `pre` elements made by themeBlocks carry their language and title as properties. */
function codeBlock(_state: unknown, pre: Element): Code {
  const {dataLanguage, dataTitle} = pre.properties;
  return {
    type: 'code',
    lang: typeof dataLanguage === 'string' && dataLanguage !== 'text' ? dataLanguage : null,
    meta: typeof dataTitle === 'string' ? `title=${JSON.stringify(dataTitle)}` : null,
    value: toString(pre),
  };
}

/** Links and images point at the site itself, so that the Markdown works wherever it is pasted. */
function absoluteUrls(tree: MdastRoot, pageUrl: string, siteUrl: string): void {
  visit(tree, ['link', 'image', 'definition'], (node) => {
    if (!('url' in node)) return;
    node.url = node.url.startsWith('#') ? `${pageUrl}${node.url}` : new URL(node.url, siteUrl).href;
  });
}

const markdownProcessor = unified()
  .use(rehypeRemark, {handlers: {pre: codeBlock}})
  // Unpadded table cells: API tables would otherwise be mostly spaces.
  .use(remarkGfm, {tablePipeAlign: false})
  .use(remarkStringify, {
    bullet: '-',
    emphasis: '_',
    fences: true,
    listItemIndent: 'one',
    rule: '-',
  });

function header(page: RenderedPage, lexicalVersion: string): string {
  const lines = [`URL: ${page.canonicalUrl}`, `Lexical ${lexicalVersion}`];
  if (page.published) lines.push(`Published: ${page.published}`);
  return `# ${page.title}\n\n${lines.join('  \n')}\n`;
}

export async function pageToMarkdown(page: RenderedPage, options: TwinOptions): Promise<string> {
  rewriteThemeBlocks(page.content, options);
  const mdast = await markdownProcessor.run(page.content);
  absoluteUrls(mdast, page.canonicalUrl, options.siteUrl);
  const body = markdownProcessor.stringify(mdast);
  return `${header(page, options.lexicalVersion)}\n${body}`;
}
