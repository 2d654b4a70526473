import path from 'node:path';

/**
 * Markdown links to local files: `](target.md#anchor)`, not outside addresses nor site paths
 * (`/docs/…`, the guide links of doc comments: see docCommentLinks.ts).
 */
const localLink = /\]\((?!https?:|mailto:|\/)([^)\s]*)\)/g;

/**
 * Rewrites the local links of a Markdown page that moves from `from` to `to` (paths relative to
 * the same root): each target is resolved against the old place, passed through `remap` (which
 * may send it to another file), and made relative to the new place.
 */
export function rewriteLinks(
  markdown: string,
  from: string,
  to: string,
  remap: (file: string, anchor: string) => string,
): string {
  return markdown.replace(localLink, (whole, target: string) => {
    const [file = '', anchor = ''] = target.split('#');
    const resolved = file === '' ? from : path.posix.join(path.posix.dirname(from), file);
    const destination = remap(resolved, anchor);
    const relative =
      destination === to ? '' : path.posix.relative(path.posix.dirname(to), destination);
    if (!relative && !anchor) {
      return whole;
    }
    return `](${relative}${anchor ? `#${anchor}` : ''})`;
  });
}
