import {$isLinkNode} from '@lexical/link';
import {$isListNode, ListNode} from '@lexical/list';
import {$isHeadingNode, $isQuoteNode} from '@lexical/rich-text';
import {$findMatchingParent, $getNearestNodeOfType} from '@lexical/utils';
import {$getSelection, $isRangeSelection, $isRootOrShadowRoot, type TextFormatType} from 'lexical';

/** The kinds of block the toolbar can turn the selected blocks into. */
export type BlockType = 'paragraph' | 'h1' | 'h2' | 'h3' | 'quote' | 'bullet' | 'number' | 'check';

/** The text formats the toolbar toggles. */
export const toolbarFormats = [
  'bold',
  'italic',
  'underline',
  'code',
] as const satisfies readonly TextFormatType[];

export type ToolbarFormat = (typeof toolbarFormats)[number];

/** What the toolbar shows as pressed: the formats, block and link at the selection. */
export interface ToolbarState {
  formats: Record<ToolbarFormat, boolean>;
  /** The block the selection starts in, or null when it is of another kind (or no selection). */
  block: BlockType | null;
  link: boolean;
}

const noFormats: ToolbarState['formats'] = {
  bold: false,
  italic: false,
  underline: false,
  code: false,
};

/** Reads the toolbar's state from the current selection. Call it inside a read or an update. */
export function $readToolbarState(): ToolbarState {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return {formats: noFormats, block: null, link: false};

  const formats = {...noFormats};
  for (const format of toolbarFormats) formats[format] = selection.hasFormat(format);

  const anchor = selection.anchor.getNode();
  const link = $findMatchingParent(anchor, $isLinkNode) !== null;

  // A list item's kind is its list's type; other blocks are the top-level element's kind.
  const list = $getNearestNodeOfType(anchor, ListNode);
  if ($isListNode(list)) return {formats, block: list.getListType(), link};
  const block = $isRootOrShadowRoot(anchor)
    ? anchor
    : $findMatchingParent(anchor, (node) => {
        const parent = node.getParent();
        return parent !== null && $isRootOrShadowRoot(parent);
      });
  if ($isHeadingNode(block)) {
    const tag = block.getTag();
    return {formats, block: tag === 'h1' || tag === 'h2' || tag === 'h3' ? tag : null, link};
  }
  if ($isQuoteNode(block)) return {formats, block: 'quote', link};
  return {formats, block: block?.getType() === 'paragraph' ? 'paragraph' : null, link};
}
