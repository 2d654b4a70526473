import {existsSync, mkdirSync, readFileSync, renameSync, writeFileSync} from 'node:fs';
import path from 'node:path';

import * as acorn from 'acorn';
import type {Program} from 'estree-jsx';
import type {MdxjsEsm} from 'mdast-util-mdxjs-esm';

import type {TypeHintPopupList} from './typeHintHtml';

/** The folder, in Docusaurus's generated files, of the pages' popup lists. */
export const typeHintPopupsDirName = 'type-hint-popups';

/**
 * The code by which a page's or source file's module registers its popup list with the browser
 * side (typeHintPopups.ts); `source` is the expression of its TypeHintPopupsSource.
 */
export const typeHintPopupsRegistration = (popups: TypeHintPopupList, source: string): string =>
  `import {registerTypeHintPopups} from '@site/src/plugins/code-highlighting/typeHintPopups';\n` +
  `export const typeHintPopupsKey = registerTypeHintPopups(${JSON.stringify(popups.key)}, ${source});\n`;

/**
 * Writes `text` unless the file holds it already: the dev server watches the file, and the client
 * and server builds may write it at the same time (hence the rename, which readers see whole).
 */
function writeIfChanged(file: string, text: string): void {
  if (existsSync(file) && readFileSync(file, 'utf8') === text) return;
  mkdirSync(path.dirname(file), {recursive: true});
  const partial = `${file}.${String(process.pid)}.partial`;
  writeFileSync(partial, text);
  renameSync(partial, file);
}

/**
 * A page's popups as a file of their own: writes them to `<popupsDir>/<key>.json` and gives the
 * ESM node by which the page's module (at `pageFile`) registers that file's URL. The bundler
 * emits the file as an asset (`new URL(…, import.meta.url)`; see index.ts for where), so the
 * popups are neither in the page's HTML nor in its content chunk, and the browser fetches them
 * only when a reader reaches for a type.
 */
export function typeHintPopupsModule(
  popups: TypeHintPopupList,
  popupsDir: string,
  pageFile: string,
): MdxjsEsm {
  const file = path.join(popupsDir, `${popups.key}.json`);
  writeIfChanged(file, JSON.stringify(popups.popups));
  const relative = path.relative(path.dirname(pageFile), file).split(path.sep).join('/');
  const url = `new URL(${JSON.stringify(relative.startsWith('.') ? relative : `./${relative}`)}, import.meta.url)`;
  const value = typeHintPopupsRegistration(popups, url);
  const estree = acorn.parse(value, {ecmaVersion: 'latest', sourceType: 'module'});
  return {type: 'mdxjsEsm', value, data: {estree: estree as unknown as Program}};
}
