/** A heading of a generated page with its explicit anchor: `### $getRoot() \{#$getroot\}`. */
export interface AnchoredHeading {
  /** Number of `#`. */
  level: number;
  /** The heading text without call parentheses: `$getRoot`. */
  name: string;
  anchor: string;
}

const anchoredHeading = /^(#{1,6}) (.+?)(?:\(\))? \\\{#([^}\\]+)\\\}\s*$/gm;

/** The headings of a generated Markdown page that carry an explicit anchor, in order. */
export function anchoredHeadings(markdown: string): AnchoredHeading[] {
  return [...markdown.matchAll(anchoredHeading)].map(([, hashes = '', name = '', anchor = '']) => ({
    level: hashes.length,
    // The Markdown escapes `_` (`KEY\_ENTER\_COMMAND`); the name is the symbol's own.
    name: name.replace(/\\(.)/g, '$1'),
    anchor,
  }));
}

/** The site address of a generated page: `modules/lexical.md` → `/docs/api/modules/lexical`. */
export function pageAddress(urlBase: string, file: string): string {
  return `${urlBase}${file.replace(/\.md$/, '')}`;
}
