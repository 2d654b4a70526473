import fs from 'node:fs/promises';
import path from 'node:path';

import type {BlogContent} from '@docusaurus/plugin-content-blog';
import type {LoadedContent as DocsContent, LoadedVersion} from '@docusaurus/plugin-content-docs';
import type {AllContent, MarkdownConfig} from '@docusaurus/types';

import {
  type IndexedPage,
  type IndexedSection,
  type SearchIndexFile,
  searchIndexFormatVersion,
} from '../../search/indexFormat';
import {docIds, type SidebarItem} from '../markdown-twins/sidebarSections';
import {extractMarkdownPage, type MarkdownPage} from './extractMarkdown';
import {cleanText, isApiReferencePath, sectionNames} from './pageText';

export interface SourceIndexOptions {
  siteDir: string;
  /** The site's origin and base URL, as in the built index. */
  siteUrl: string;
  /** The locale being served: the pages' `docsearch:language`. */
  language: string;
  markdownConfig: MarkdownConfig;
}

/** A page to read: its record, and the Markdown file it is rendered from. */
interface SourcePage {
  page: IndexedPage;
  /** The source path with the `@site/` alias, as the content plugins give it. */
  source: string;
}

/**
 * The top-level sidebar category of each doc, which the rendered page shows as its first
 * breadcrumb. A top-level category's own page has no category above it, like a top-level doc.
 */
function topCategories(version: LoadedVersion): Map<string, string> {
  const labels = new Map<string, string>();
  for (const sidebar of Object.values(version.sidebars)) {
    for (const item of sidebar as SidebarItem[]) {
      if (item.type !== 'category' || !item.label) continue;
      const ownPage = item.link?.type === 'doc' ? item.link.id : undefined;
      for (const id of docIds(item)) if (id !== ownPage) labels.set(id, item.label);
    }
  }
  return labels;
}

function descriptionOf(description: string | undefined): {description?: string} {
  const text = cleanText(description ?? '');
  return text ? {description: text} : {};
}

function docPages(pluginId: string, content: DocsContent, language: string): SourcePage[] {
  return content.loadedVersions.flatMap((version) => {
    const categories = topCategories(version);
    return version.docs
      .filter((doc) => !doc.unlisted)
      .map((doc) => ({
        source: doc.source,
        page: {
          path: doc.permalink,
          section: isApiReferencePath(doc.permalink)
            ? sectionNames.api
            : (categories.get(doc.id) ?? sectionNames.docs),
          title: cleanText(doc.title),
          ...descriptionOf(doc.description),
          language,
          // What the theme's docs pages write in their `docsearch:docusaurus_tag` meta.
          tag: `docs-${pluginId}-${version.versionName}`,
        },
      }));
  });
}

function blogPages(content: BlogContent, language: string): SourcePage[] {
  return content.blogPosts
    .filter((post) => !post.metadata.unlisted)
    .map(({metadata}) => ({
      source: metadata.source,
      page: {
        path: metadata.permalink,
        section: sectionNames.blog,
        title: cleanText(metadata.title),
        ...descriptionOf(metadata.description),
        language,
        // Blog post pages write no tag of their own: DocSearch's default.
        tag: 'default',
      },
    }));
}

/**
 * Builds the search index from the docs' and blog posts' Markdown sources, for the dev server,
 * which renders no HTML for the build's reader. Each file is parsed again only when its text
 * changes: the dev server calls this on every edit.
 */
export class SourceIndexer {
  private readonly parsed = new Map<string, {text: string; page: MarkdownPage}>();

  constructor(private readonly options: SourceIndexOptions) {}

  async collect(allContent: AllContent): Promise<SearchIndexFile> {
    const {language, siteUrl} = this.options;
    const docs = Object.entries(allContent['docusaurus-plugin-content-docs'] ?? {});
    const blogs = Object.values(allContent['docusaurus-plugin-content-blog'] ?? {});
    const pages = [
      ...docs.flatMap(([id, content]) => docPages(id, content as DocsContent, language)),
      ...blogs.flatMap((content) => blogPages(content as BlogContent, language)),
    ].sort((a, b) => (a.page.path < b.page.path ? -1 : a.page.path > b.page.path ? 1 : 0));

    const index: SearchIndexFile = {
      version: searchIndexFormatVersion,
      siteUrl,
      pages: [],
      sections: [],
    };
    for (const {page, source} of pages) {
      const {title, sections} = await this.read(source);
      // The title the page shows: its h1 when the Markdown has one, as the build reads it.
      const number = index.pages.push({...page, title: title ?? page.title}) - 1;
      index.sections.push(...sections.map((s): IndexedSection => ({page: number, ...s})));
    }
    return index;
  }

  private async read(source: string): Promise<MarkdownPage> {
    const file = path.join(this.options.siteDir, source.replace(/^@site\//, ''));
    const text = await fs.readFile(file, 'utf8');
    const known = this.parsed.get(file);
    if (known?.text === text) return known.page;
    const page = await extractMarkdownPage(text, file, this.options.markdownConfig).catch(
      (error: unknown): MarkdownPage => {
        // The page's own compile error is on the dev server's screen; search keeps its title.
        console.warn(`[search-index] ${file} could not be read for search: ${String(error)}`);
        return {sections: [{anchor: '', level: 1, headings: [], text: ''}]};
      },
    );
    this.parsed.set(file, {text, page});
    return page;
  }
}
