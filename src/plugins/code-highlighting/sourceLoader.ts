import path from 'node:path';

import {highlightCode} from './highlightCode';

/**
 * A bundler loader for the files a live example shows in its Source tab: the module exports the
 * file's text (trailing blank lines dropped) as `default` and its highlighted HTML as
 * `highlighted`, so the tab shows the very file that runs, coloured at build time.
 */
export default function highlightedSourceLoader(
  this: {resourcePath: string},
  source: string,
): string {
  const code = source.trimEnd();
  const language = path.extname(this.resourcePath).slice(1);
  return [
    `export default ${JSON.stringify(code)};`,
    `export const highlighted = ${JSON.stringify(highlightCode(code, language))};`,
  ].join('\n');
}
