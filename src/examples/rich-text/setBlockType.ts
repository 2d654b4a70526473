import {
  INSERT_CHECK_LIST_COMMAND,
  INSERT_ORDERED_LIST_COMMAND,
  INSERT_UNORDERED_LIST_COMMAND,
  REMOVE_LIST_COMMAND,
} from '@lexical/list';
import {$createHeadingNode, $createQuoteNode} from '@lexical/rich-text';
import {$setBlocksType} from '@lexical/selection';
import {$createParagraphNode, $getSelection, $isRangeSelection, type LexicalEditor} from 'lexical';

import type {BlockType} from './toolbarState';

const listCommands = {
  bullet: INSERT_UNORDERED_LIST_COMMAND,
  number: INSERT_ORDERED_LIST_COMMAND,
  check: INSERT_CHECK_LIST_COMMAND,
} as const;

/**
 * Turns the selected blocks into `target`, or back into paragraphs when they already are of that
 * kind (a toolbar button toggles). Lists go through the list commands, which the list extensions
 * handle; headings and quotes replace each selected block with `$setBlocksType`.
 */
export function setBlockType(
  editor: LexicalEditor,
  current: BlockType | null,
  target: BlockType,
): void {
  if (target === 'bullet' || target === 'number' || target === 'check') {
    editor.dispatchCommand(
      current === target ? REMOVE_LIST_COMMAND : listCommands[target],
      undefined,
    );
    return;
  }
  editor.update(() => {
    const selection = $getSelection();
    if (!$isRangeSelection(selection)) return;
    if (current === target || target === 'paragraph') {
      $setBlocksType(selection, () => $createParagraphNode());
    } else if (target === 'quote') {
      $setBlocksType(selection, () => $createQuoteNode());
    } else {
      $setBlocksType(selection, () => $createHeadingNode(target));
    }
  });
}
