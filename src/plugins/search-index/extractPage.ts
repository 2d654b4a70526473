import {type Cheerio, type CheerioAPI, load} from 'cheerio';
import {type AnyNode, type Element, isTag} from 'domhandler';

import type {IndexedPage, IndexedSection} from '../../search/indexFormat';

/** A page's record data before pages are numbered. */
export interface ExtractedPage {
  page: IndexedPage;
  sections: Omit<IndexedSection, 'page'>[];
}

/** Section names for hits outside the docs sidebars' categories. */
export const sectionNames = {docs: 'Docs', api: 'API reference', blog: 'Blog'} as const;

const headingTags = new Set(['h2', 'h3', 'h4', 'h5', 'h6']);
/** Elements whose own text is one piece of prose. */
const proseTags = new Set(['p', 'li', 'td', 'th', 'dt', 'dd', 'summary', 'figcaption']);
/** Never prose: code listings, controls, and the theme's own widgets inside the content. */
const skippedSelector = 'pre, button, svg, script, style, nav, .hash-link, .theme-code-block';
/** API paragraphs that only point at the source file: every member has one. */
const sourcePointer = /^Defined in:/;

/** True when all of an element's text is link text: a list of links is navigation, not prose. */
function isOnlyLinks($: CheerioAPI, element: Element): boolean {
  const copy = $(element).clone();
  if (copy.find('a').length === 0) return false;
  copy.find('a').remove();
  return !/[\p{L}\p{N}]/u.test(copy.text());
}

/** The page's meta description, as an optional field. */
function descriptionOf($: CheerioAPI): {description?: string} {
  const description = cleanText($('meta[name="description"]').attr('content') ?? '');
  return description ? {description} : {};
}

function cleanText(text: string): string {
  return text
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The text of a prose element without the nested lists or paragraphs, which are read on their own. */
function ownProse($: CheerioAPI, element: Element): string {
  const copy = $(element).clone();
  copy.find(skippedSelector).remove();
  copy.find([...proseTags].join(',')).remove();
  copy.find('ul, ol, table, dl').remove();
  return cleanText(copy.text());
}

function sectionOf(pathname: string, $: CheerioAPI, isBlogPost: boolean): string {
  if (isBlogPost) return sectionNames.blog;
  if (pathname.startsWith('/docs/api/') || pathname === '/docs/api') return sectionNames.api;
  // The first breadcrumb after the home link is the doc's top-level sidebar category.
  const crumbs = $('.theme-doc-breadcrumbs .breadcrumbs__item:not(.breadcrumbs__item--active)')
    .map((_, item) => cleanText($(item).text()))
    .get()
    .filter(Boolean);
  return crumbs[0] ?? sectionNames.docs;
}

/**
 * Reads one rendered page into sections (DocSearch's levels: the h1 is lvl1, h2–h6 below it, prose
 * as content). Only docs pages and blog posts are indexed; any other page gives `null`.
 */
export function extractPage(html: string, pathname: string): ExtractedPage | null {
  const $ = load(html);
  const htmlClasses = $('html').attr('class') ?? '';
  const isDoc = htmlClasses.includes('docs-doc-page');
  const isBlogPost = htmlClasses.includes('blog-post-page');
  if (!isDoc && !isBlogPost) return null;
  if ($('meta[name="robots"][content*="noindex"]').length > 0) return null;

  const root = isDoc ? $('.theme-doc-markdown').first() : $('#__blog-post-container').first();
  const title = cleanText($('article h1').first().text());
  if (root.length === 0 || !title) return null;

  const page: IndexedPage = {
    path: pathname,
    section: sectionOf(pathname, $, isBlogPost),
    title,
    ...descriptionOf($),
    language: $('meta[name="docsearch:language"]').attr('content') ?? 'en',
    tag: $('meta[name="docsearch:docusaurus_tag"]').attr('content') ?? 'default',
  };

  const sections: ExtractedPage['sections'] = [];
  let current: ExtractedPage['sections'][number] = {anchor: '', level: 1, headings: [], text: ''};
  sections.push(current);
  const prose: string[] = [];
  const flush = () => {
    current.text = prose.join(' ');
    prose.length = 0;
  };

  const visit = (nodes: Cheerio<AnyNode>) => {
    nodes.each((_, node) => {
      if (!isTag(node)) return;
      const element = node;
      const tag = element.tagName.toLowerCase();
      if ($(element).is(skippedSelector) || tag === 'h1') return;
      if (headingTags.has(tag)) {
        flush();
        const level = Number(tag.slice(1));
        const text = cleanText($(element).clone().find('.hash-link').remove().end().text());
        // Keep the headings above this one, one entry per level from h2: a skipped level is ''.
        const above = current.headings.slice(0, level - 2);
        while (above.length < level - 2) above.push('');
        current = {
          anchor: $(element).attr('id') ?? '',
          level,
          headings: [...above, text],
          text: '',
        };
        sections.push(current);
        return;
      }
      if (proseTags.has(tag)) {
        const text = ownProse($, element);
        if (text && !sourcePointer.test(text) && !isOnlyLinks($, element)) prose.push(text);
      }
      visit($(element).children());
    });
  };
  visit(root.children());
  flush();

  return {page, sections: sections.filter((s) => s.level === 1 || s.anchor)};
}
