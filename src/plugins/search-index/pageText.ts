/**
 * What both readers of a page agree on: the build's, which reads the rendered HTML, and the dev
 * server's, which reads the Markdown sources (`npm start` renders no HTML to read).
 */

/** Section names for hits outside the docs sidebars' categories. */
export const sectionNames = {docs: 'Docs', api: 'API reference', blog: 'Blog'} as const;

/** Elements that are never prose: code listings, controls, graphics, scripts and navigation. */
export const nonProseTags = new Set(['pre', 'button', 'svg', 'script', 'style', 'nav']);

/** Elements whose own text is one piece of prose (in the rendered page, or as JSX in Markdown). */
export const proseTags = new Set(['p', 'li', 'td', 'th', 'dt', 'dd', 'summary', 'figcaption']);

/** API paragraphs that only point at the source file: every member has one. */
export const sourcePointer = /^Defined in:/;

/** True for the pages of the API reference, which form one section of their own. */
export function isApiReferencePath(pathname: string): boolean {
  return pathname === '/docs/api' || pathname.startsWith('/docs/api/');
}

/** Text as the index keeps it: no zero-width spaces, whitespace collapsed. */
export function cleanText(text: string): string {
  return text
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
