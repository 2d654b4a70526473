import type {ApiEntryPoint} from './entryPoints';

/**
 * Older addresses of an API page, for @docusaurus/plugin-client-redirects' `createRedirects`:
 * lexical.dev once kept the hyphens of package names in module slugs (`lexical_rich-text`,
 * `lexical_code-core`), where ours turn them into underscores (`lexical_rich_text`).
 */
export function legacyApiPaths(
  existingPath: string,
  entryPoints: readonly ApiEntryPoint[],
  apiBase = '/docs/api/',
): string[] {
  const match = /^(modules|classes|interfaces)\/([^./]+)(.*)$/.exec(
    existingPath.startsWith(apiBase) ? existingPath.slice(apiBase.length) : '',
  );
  if (!match) {
    return [];
  }
  const [, folder = '', slug = '', rest = ''] = match;
  const entry = entryPoints.find((candidate) => candidate.slug === slug);
  const hyphenated = entry?.importPath.replace(/^@/, '').replaceAll('/', '_');
  return hyphenated && hyphenated !== slug ? [`${apiBase}${folder}/${hyphenated}${rest}`] : [];
}
