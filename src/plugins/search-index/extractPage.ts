import {type Cheerio, type CheerioAPI, load} from 'cheerio';
import {type AnyNode, type Element, isTag} from 'domhandler';

import type {IndexedPage} from '../../search/indexFormat';
import {cleanText, isApiReferencePath, nonProseTags, proseTags, sectionNames} from './pageText';
import {type PageSection, SectionCollector} from './sectionCollector';

/** A page's record data before pages are numbered. */
export interface ExtractedPage {
  page: IndexedPage;
  sections: PageSection[];
}

const headingTags = new Set(['h2', 'h3', 'h4', 'h5', 'h6']);
/** Never prose: those elements, and the theme's own widgets inside the content. */
const skippedSelector = [...nonProseTags, '.hash-link', '.theme-code-block'].join(', ');

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
  if (isApiReferencePath(pathname)) return sectionNames.api;
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

  const sections = new SectionCollector();
  const visit = (nodes: Cheerio<AnyNode>) => {
    nodes.each((_, node) => {
      if (!isTag(node)) return;
      const element = node;
      const tag = element.tagName.toLowerCase();
      if ($(element).is(skippedSelector) || tag === 'h1') return;
      if (headingTags.has(tag)) {
        const text = cleanText($(element).clone().find('.hash-link').remove().end().text());
        sections.heading(Number(tag.slice(1)), $(element).attr('id') ?? '', text);
        return;
      }
      if (proseTags.has(tag) && !isOnlyLinks($, element)) sections.addProse(ownProse($, element));
      visit($(element).children());
    });
  };
  visit(root.children());

  return {page, sections: sections.finish()};
}
