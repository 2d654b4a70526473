import path from 'node:path';

import type {Code, Root} from 'mdast';
import {visit} from 'unist-util-visit';
import type {VFile} from 'vfile';

import {hasMetaFlag} from '../../utils/codeBlockMeta';
import {isApiReferencePage} from '../api-reference/symbolIndexFile';
import type {CodeAnnotations} from './annotateLines';
import {type ApiAddresses, apiAddresses} from './apiAddresses';
import {highlightCode} from './highlightCode';
import {TypeHintPopupList} from './typeHintHtml';
import {typeHintPopupsModule} from './typeHintPopupsModule';
import {typeHintsOf} from './typeHints';

export interface RemarkHighlightCodeOptions {
  /** The API reference's symbol index (name → address), for the type hints' links. */
  symbolsFile?: string;
  /** Where each page's type hint popups are written, a JSON file per page. */
  popupsDir: string;
}

const typeHintedLanguages: Record<string, 'ts' | 'tsx'> = {ts: 'ts', typescript: 'ts', tsx: 'tsx'};

/**
 * The type hints of a TypeScript sample, as `npm run check:doc-code` compiles it: not for a
 * `fragment` (shown, never compiled) nor for the API reference's own examples, which the check
 * does not compile either.
 */
function annotationsOf(
  node: Code,
  file: VFile,
  popups: TypeHintPopupList,
  addresses: ApiAddresses,
): (CodeAnnotations & {code: string}) | undefined {
  const extension = typeHintedLanguages[node.lang ?? ''];
  if (!extension || hasMetaFlag(node.meta ?? '', 'fragment') || isApiReferencePage(file.path)) {
    return undefined;
  }
  try {
    return {...typeHintsOf(node.value, extension, addresses), popups};
  } catch (error) {
    const line = node.position?.start.line ?? 0;
    throw new Error(
      `${file.path}:${line}: this code block does not compile as npm run check:doc-code ` +
        `compiles it (mark a compile error it shows on purpose with // @errors: <code>, or a ` +
        `block never meant to compile with the fragment flag).\n${String(error)}`,
    );
  }
}

/**
 * Highlights every fenced code block of a Markdown or MDX page at build time. The HTML reaches the
 * theme's code block as its `highlighted` prop; the block's text stays its children, for the copy
 * button and for the magic comments, which the block still reads in the browser. TypeScript
 * samples also get each name's type on hover (typeHints.ts), their notations taken out; the
 * page's popups go to a file of their own, which the page fetches on demand.
 */
export default function remarkHighlightCode({symbolsFile, popupsDir}: RemarkHighlightCodeOptions) {
  const addresses = apiAddresses(symbolsFile);
  return (tree: Root, file: VFile): void => {
    const popups = new TypeHintPopupList('t', path.relative(file.cwd, file.path));
    visit(tree, 'code', (node) => {
      const annotations = annotationsOf(node, file, popups, addresses);
      if (annotations) node.value = annotations.code;
      node.data = {
        ...node.data,
        hProperties: {
          ...node.data?.hProperties,
          highlighted: highlightCode(node.value, node.lang ?? 'text', annotations),
        },
      };
    });
    if (popups.popups.length > 0) {
      tree.children.unshift(typeHintPopupsModule(popups, popupsDir, file.path));
    }
  };
}
