/**
 * Reads what a Markdown twin is made of from a page's rendered HTML: its title, canonical URL,
 * publication date (blog posts) and the element that holds its content, without the page chrome
 * around it (navbar, sidebar, breadcrumbs, table of contents, footer, "Edit this page").
 */
import type {Element, Root} from 'hast';
import {select} from 'hast-util-select';
import rehypeParse from 'rehype-parse';
import {unified} from 'unified';

import {element, plainText} from './hastTools';

export interface RenderedPage {
  title: string;
  canonicalUrl: string;
  /** The page's meta description (empty when it has none). */
  description: string;
  /** A blog post's date as the page shows it ("July 1, 2025"). */
  published?: string;
  /** The page's content, to be converted; a detached tree the caller may change. */
  content: Root;
}

/** Content containers, most specific first: a doc (API pages included), a blog post, a blog list. */
const contentSelectors = ['.theme-doc-markdown', '#__blog-post-container', 'main'];

export function parseHtml(html: string): Root {
  return unified().use(rehypeParse).parse(html);
}

function contentOf(document: Root): Element | undefined {
  for (const selector of contentSelectors) {
    const found = select(selector, document);
    if (found) return found;
  }
  return undefined;
}

/** The page's own title: its first h1, or the document title without the site's name. */
function titleOf(document: Root, siteTitle: string): string {
  const heading = select('main h1', document);
  if (heading) return plainText(heading);
  const documentTitle = select('title', document);
  const suffix = ` | ${siteTitle}`;
  const title = documentTitle ? plainText(documentTitle) : siteTitle;
  return title.endsWith(suffix) ? title.slice(0, -suffix.length) : title;
}

/**
 * The page's title heading is written at the top of the twin; the copy inside the content (a doc's
 * `<header><h1>`) is dropped so it does not appear twice.
 */
function withoutTitleHeading(content: Element, title: string): Element {
  let dropped = false;
  const keep = (node: Element['children'][number]): boolean => {
    if (dropped || node.type !== 'element') return true;
    if (node.tagName === 'h1' && plainText(node) === title) {
      dropped = true;
      return false;
    }
    return true;
  };
  const prune = (node: Element): Element => ({
    ...node,
    children: node.children
      .filter(keep)
      .map((child) => (child.type === 'element' && !dropped ? prune(child) : child)),
  });
  return prune(content);
}

export function readRenderedPage(html: string, siteTitle: string): RenderedPage | null {
  const document = parseHtml(html);
  const content = contentOf(document);
  const canonical = select('link[rel=canonical]', document)?.properties.href;
  if (!content || typeof canonical !== 'string') return null;
  const title = titleOf(document, siteTitle);
  const published = select('article header time', document);
  const description = select('meta[name=description]', document)?.properties.content;
  return {
    title,
    canonicalUrl: canonical,
    description: typeof description === 'string' ? description : '',
    ...(published && content.properties.id === '__blog-post-container'
      ? {published: plainText(published)}
      : {}),
    content: {
      type: 'root',
      children: [element('div', withoutTitleHeading(content, title).children)],
    },
  };
}
