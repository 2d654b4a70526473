import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

/**
 * Links in Lexical's doc comments that point at its guides: `docs/collaboration/react` (relative:
 * a browser would resolve it under the API page), `/docs/…`, or `https://lexical.dev/docs/…`.
 */
const guideLink = /\]\((?:https:\/\/lexical\.dev)?\/?docs\/([^)#\s]*)(?:#([^)\s]*))?\)/g;

/** The heading ids of a guide page: the `{/* #id *\/}` comments after its headings. */
function headingIds(source: string): Set<string> {
  return new Set([...source.matchAll(/\{\/\* #([\w-]+) \*\/\}/g)].map((match) => match[1] ?? ''));
}

/**
 * Maps the guide links of generated API Markdown to this site's pages, where a page of that path
 * exists in `docsDir`: `](/docs/path#anchor)`, the anchor kept only when the page has it (a
 * broken anchor fails the build). Links to guides this site does not have keep pointing at
 * lexical.dev, as absolute addresses.
 */
export function guideLinkRewriter(docsDir: string): (markdown: string) => string {
  const pages = new Map<string, Set<string> | null>();
  const pageOf = (docPath: string): Set<string> | null => {
    const cached = pages.get(docPath);
    if (cached !== undefined) return cached;
    const file = [`${docPath}.md`, `${docPath}.mdx`, `${docPath}/index.md`]
      .map((candidate) => path.join(docsDir, candidate))
      .find((candidate) => existsSync(candidate));
    const ids = file ? headingIds(readFileSync(file, 'utf8')) : null;
    pages.set(docPath, ids);
    return ids;
  };
  return (markdown) =>
    markdown.replace(guideLink, (_whole, docPath: string, anchor: string | undefined) => {
      const trimmed = docPath.replace(/\/$/, '');
      const ids = pageOf(trimmed);
      if (!ids) {
        return `](https://lexical.dev/docs/${docPath}${anchor ? `#${anchor}` : ''})`;
      }
      return `](/docs/${trimmed}${anchor && ids.has(anchor) ? `#${anchor}` : ''})`;
    });
}
