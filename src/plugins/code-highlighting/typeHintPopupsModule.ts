import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, renameSync, writeFileSync} from 'node:fs';
import path from 'node:path';

import * as acorn from 'acorn';
import type {Program} from 'estree-jsx';
import type {MdxjsEsm} from 'mdast-util-mdxjs-esm';

import {typeHintsCacheDir} from './compiledSampleCache';
import type {TypeHintPopupList} from './typeHintHtml';

/**
 * The folder of the pages' popup lists. Not Docusaurus's generated files: a page's module restored
 * from the bundler's persistent cache refers to its list without writing it again, so the lists
 * must live and go with that cache. The dev server does not watch node_modules, hence lists named
 * by their content: a page whose popups change refers to a new file.
 */
export const typeHintPopupsDir = path.join(typeHintsCacheDir, 'popups');

/**
 * The code by which a page's or source file's module registers its popup list with the browser
 * side (typeHintPopups.ts); `source` is the expression of its TypeHintPopupsSource.
 */
export const typeHintPopupsRegistration = (popups: TypeHintPopupList, source: string): string =>
  `import {registerTypeHintPopups} from '@site/src/plugins/code-highlighting/typeHintPopups';\n` +
  `export const typeHintPopupsKey = registerTypeHintPopups(${JSON.stringify(popups.key)}, ${source});\n`;

/**
 * Writes `text` to a file named by it, unless there already: the client and server builds may
 * write it at the same time (hence the rename, which readers see whole).
 */
function writeOnce(file: string, text: string): void {
  if (existsSync(file)) return;
  mkdirSync(path.dirname(file), {recursive: true});
  const partial = `${file}.${String(process.pid)}.partial`;
  writeFileSync(partial, text);
  renameSync(partial, file);
}

/**
 * A page's popups as a file of their own: writes them to `<popupsDir>/<key>.<hash>.json` and
 * gives the ESM node by which the page's module (at `pageFile`) registers that file's URL. The
 * bundler emits the file as an asset (`new URL(…, import.meta.url)`; see index.ts for where), so
 * the popups are neither in the page's HTML nor in its content chunk, and the browser fetches
 * them only when a reader reaches for a type.
 */
export function typeHintPopupsModule(
  popups: TypeHintPopupList,
  popupsDir: string,
  pageFile: string,
): MdxjsEsm {
  const text = JSON.stringify(popups.popups);
  const hash = createHash('sha256').update(text).digest('hex').slice(0, 8);
  const file = path.join(popupsDir, `${popups.key}.${hash}.json`);
  writeOnce(file, text);
  const relative = path.relative(path.dirname(pageFile), file).split(path.sep).join('/');
  const specifier = relative.startsWith('.') ? relative : `./${relative}`;
  const url = `new URL(${JSON.stringify(specifier)}, import.meta.url)`;
  const value = typeHintPopupsRegistration(popups, url);
  const estree = acorn.parse(value, {ecmaVersion: 'latest', sourceType: 'module'});
  return {type: 'mdxjsEsm', value, data: {estree: estree as unknown as Program}};
}
