/**
 * The address of a page's Markdown twin: the page's path without a trailing slash, plus `.md`
 * (`/docs/concepts/editor-state` → `/docs/concepts/editor-state.md`, `/docs/react/` →
 * `/docs/react.md`). The build writes the twins there and pages link them, so both use this.
 */
export function markdownTwinPath(pagePath: string): string {
  return `${pagePath.replace(/\/+$/, '')}.md`;
}

/** Pages that have a Markdown twin: the docs (API reference included) and the blog. */
export function hasMarkdownTwin(pagePath: string): boolean {
  return /^\/(docs|blog)(\/|$)/.test(pagePath);
}
