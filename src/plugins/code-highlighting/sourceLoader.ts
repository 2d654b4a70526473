import path from 'node:path';

import {symbolIndexFileName} from '../api-reference/symbolIndexFile';
import {type ApiAddresses, apiAddresses} from './apiAddresses';
import {highlightCode} from './highlightCode';
import {TypeHintPopupList} from './typeHintHtml';
import {typeHintPopupsRegistration} from './typeHintPopupsModule';
import {typeHintsOfFile} from './typeHints';

let addresses: ApiAddresses | undefined;

/**
 * A bundler loader for the files a live example shows in its Source tab: the module exports the
 * file's text (trailing blank lines dropped) as `default` and its highlighted HTML as
 * `highlighted`, so the tab shows the very file that runs, coloured at build time. A TypeScript
 * file's names carry their types on hover, as the docs' samples do; the module is loaded when the
 * tab opens, so it holds the popups itself.
 */
export default function highlightedSourceLoader(
  this: {resourcePath: string; rootContext: string},
  source: string,
): string {
  const code = source.trimEnd();
  const language = path.extname(this.resourcePath).slice(1);
  const popups = new TypeHintPopupList('s', path.relative(this.rootContext, this.resourcePath));
  const annotations =
    language === 'ts' || language === 'tsx'
      ? {
          ...typeHintsOfFile(
            code,
            this.resourcePath,
            this.rootContext,
            (addresses ??= apiAddresses(
              path.join(this.rootContext, 'docs', 'api', symbolIndexFileName),
            )),
          ),
          popups,
        }
      : undefined;
  const highlighted = highlightCode(code, language, annotations);
  return [
    `export default ${JSON.stringify(code)};`,
    `export const highlighted = ${JSON.stringify(highlighted)};`,
    popups.popups.length > 0
      ? typeHintPopupsRegistration(popups, JSON.stringify(popups.popups))
      : '',
  ].join('\n');
}
