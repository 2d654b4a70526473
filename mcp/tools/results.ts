import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';

/**
 * Longest answer a tool gives, in characters (about 10,000 tokens): enough for the longest guide
 * section, small enough to leave an assistant room to work. Longer answers are cut with a note.
 */
export const maxAnswerChars = 40_000;

/** A tool's answer as one text block, cut to {@link maxAnswerChars}. */
export function textResult(text: string): CallToolResult {
  const clipped =
    text.length <= maxAnswerChars
      ? text
      : `${text.slice(0, maxAnswerChars)}\n\n[Cut at ${maxAnswerChars} of ${text.length} characters.]`;
  return {content: [{type: 'text', text: clipped}]};
}
