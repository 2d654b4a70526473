import type {SearchIndexFile} from '../src/search/indexFormat';
import {hasMarkdownTwin, markdownTwinPath} from '../src/utils/markdownTwinPath';
import {type BuildDirectory, invalidRequest} from './buildDirectory';
import {nearMatches} from './nearMatches';

/** A heading of a page's Markdown and the lines it spans, up to the next heading at its level. */
export interface PageSection {
  level: number;
  heading: string;
  /** The heading's anchor as the site makes it (lower case, spaces as `-`, punctuation dropped). */
  anchor: string;
  start: number;
  end: number;
}

/** The anchor of a heading, as Docusaurus (github-slugger) makes it for plain text. */
export function headingAnchor(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .toLowerCase()
    .trim()
    .replace(/[^\p{L}\p{N}\p{M}\s_$-]/gu, '')
    .replace(/\s/g, '-');
}

/** The sections of a page's Markdown: its headings outside code blocks, with their extent. */
export function pageSections(markdown: string): PageSection[] {
  const lines = markdown.split('\n');
  const sections: PageSection[] = [];
  let fence: string | undefined;
  lines.forEach((line, index) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (fence === undefined || marker.startsWith(fence))) {
      fence = fence === undefined ? marker : undefined;
      return;
    }
    const match = fence === undefined ? /^(#{1,6})\s+(.+?)\s*#*\s*$/.exec(line) : null;
    if (!match) return;
    const heading = (match[2] ?? '').replace(/`/g, '');
    const level = match[1]?.length ?? 1;
    sections.push({
      level,
      heading,
      anchor: headingAnchor(heading),
      start: index,
      end: lines.length,
    });
  });
  sections.forEach((section, index) => {
    const next = sections.slice(index + 1).find((other) => other.level <= section.level);
    if (next) section.end = next.start;
  });
  return sections;
}

/** A page of the built site with a Markdown twin. */
export interface TwinPage {
  /** The page's path on the site: `/docs/intro`. */
  path: string;
  /** Its twin's path in the build: `docs/intro.md`. */
  file: string;
}

/**
 * The pages with Markdown twins (the docs, API reference included, and the blog), and the one way
 * from what a client names (a URL of the site, a path, the twin's `.md` address) to a twin.
 */
export class TwinPages {
  readonly pages: readonly TwinPage[];
  private readonly byPath: ReadonlyMap<string, TwinPage>;
  /** Each page's headings with the anchors the site gives them, from the search index. */
  private readonly anchors = new Map<string, {heading: string; anchor: string}[]>();

  constructor(
    private readonly build: BuildDirectory,
    /** The site's address with its base URL: `https://lexical.dev/`. */
    readonly siteUrl: string,
    searchIndex: SearchIndexFile,
  ) {
    // A heading's anchor may be set in the source (`## Changing the state {#updating-state}`),
    // which the Markdown twin does not show; the search index has every heading's anchor.
    for (const section of searchIndex.sections) {
      const page = searchIndex.pages[section.page];
      const heading = section.headings.filter((text) => text !== '').at(-1);
      if (!page || !heading || !section.anchor) continue;
      const known = this.anchors.get(page.path) ?? [];
      known.push({heading, anchor: section.anchor});
      this.anchors.set(page.path, known);
    }
    // The blog's index page has its twin beside its folder, `blog.md`.
    const rootTwins = build.exists('blog.md') ? ['blog.md'] : [];
    this.pages = [
      ...build.listFiles('docs', '.md'),
      ...build.listFiles('blog', '.md'),
      ...rootTwins,
    ]
      .map((file) => ({path: `/${file.replace(/\.md$/, '')}`, file}))
      .filter((page) => hasMarkdownTwin(page.path));
    this.byPath = new Map(this.pages.map((page) => [page.path, page]));
  }

  /** The sections of a page's Markdown, with the anchors the site gives their headings. */
  sectionsOf(page: TwinPage, markdown: string): PageSection[] {
    const known = [...(this.anchors.get(page.path) ?? [])];
    return pageSections(markdown).map((section) => {
      const at = known.findIndex((entry) => entry.heading === section.heading);
      const [entry] = at === -1 ? [] : known.splice(at, 1);
      return entry ? {...section, anchor: entry.anchor} : section;
    });
  }

  /** A page's Markdown twin. */
  read(page: TwinPage): string {
    return this.build.readText(page.file);
  }

  /** The site address of a page. */
  urlOf(page: TwinPage): string {
    return new URL(page.path.slice(1), this.siteUrl).href;
  }

  /**
   * The page `reference` names, and the `#fragment` it carries. Accepts `https://lexical.dev/docs/intro`,
   * `/docs/intro`, `docs/intro/`, `/docs/intro.md` and `/docs/intro#anchor`.
   */
  find(reference: string): {page: TwinPage; fragment?: string} {
    const trimmed = reference.trim();
    let pathname = trimmed;
    let fragment: string | undefined;
    if (/^[a-z][a-z+.-]*:/i.test(trimmed)) {
      const url = URL.canParse(trimmed) ? new URL(trimmed) : undefined;
      if (!url || url.origin !== new URL(this.siteUrl).origin) {
        throw invalidRequest(
          `"${reference}" is not a page of this site: give a path such as /docs/intro or a URL under ${this.siteUrl}.`,
        );
      }
      pathname = url.pathname;
      fragment = url.hash.slice(1) || undefined;
    } else {
      const hash = trimmed.indexOf('#');
      if (hash !== -1) {
        fragment = trimmed.slice(hash + 1) || undefined;
        pathname = trimmed.slice(0, hash);
      }
      pathname = pathname.replace(/\?.*$/, '');
    }
    const decoded = safeDecode(pathname);
    // Checked before anything else, so that no path leaving the site is ever looked up.
    this.build.resolve(decoded);
    const route = `/${decoded.replace(/^\/+/, '')}`.replace(/\/+$/, '').replace(/\.(md|html)$/, '');
    const page = this.byPath.get(route);
    if (!page || !this.build.exists(markdownTwinPath(route).slice(1))) {
      const near = nearMatches(
        route,
        this.pages.map((candidate) => candidate.path),
        5,
      );
      throw invalidRequest(
        `No page at ${route || '/'}: pages are docs and blog posts such as /docs/intro.` +
          (near.length > 0 ? ` Near matches: ${near.join(', ')}.` : ' Try search_docs.'),
      );
    }
    return {page, fragment};
  }
}

function safeDecode(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    throw invalidRequest(`"${pathname}" is not a valid path.`);
  }
}
