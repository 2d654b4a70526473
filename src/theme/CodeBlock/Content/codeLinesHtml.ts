import {escapeHtml} from '@site/src/utils/escapeHtml';
import {type HighlightedCode, splitHighlightedLines} from '@site/src/utils/highlightedCode';
import clsx from 'clsx';

export interface CodeLines {
  /** The code as the block received it, magic comments included. */
  codeInput: string;
  /** The code the block shows: magic comments taken out. */
  code: string;
  /** Its highlighting, made at build time from `codeInput`. */
  highlighted: HighlightedCode | undefined;
  /** Classes per shown line (0-based), e.g. highlighted lines. */
  lineClassNames: Readonly<Record<number, readonly string[]>>;
  /** With line numbers, the CSS module classes of the line, its number and its content. */
  numbering?: Readonly<Record<'line' | 'number' | 'content', string | undefined>>;
}

/**
 * The highlighted lines that the block shows. Magic comments take whole lines out of the code and
 * the rest keep their order, so walking the input's lines against the shown ones pairs them up.
 */
function shownHighlightedLines(highlighted: string[], inputLines: string[], shown: string[]) {
  let next = 0;
  return highlighted.filter((_html, index) => {
    if (inputLines[index] !== shown[next]) return false;
    next += 1;
    return true;
  });
}

/**
 * The inner HTML of a code block's `<code>`: one element per line as the theme's CodeBlock/Line
 * renders it (class `token-line`, optional numbering, a closing `<br>`), holding the build-time
 * token spans, or plain escaped text for a block that was not highlighted.
 */
export function codeLinesHtml({
  codeInput,
  code,
  highlighted,
  lineClassNames,
  numbering,
}: CodeLines): string {
  const shown = code.split('\n');
  const tokenLines = highlighted
    ? shownHighlightedLines(
        splitHighlightedLines(highlighted),
        codeInput.replace(/\r?\n$/, '').split(/\r?\n/),
        shown,
      )
    : shown.map(escapeHtml);
  return tokenLines
    .map((tokens, index) => {
      const className = clsx('token-line', lineClassNames[index], numbering?.line);
      const content = numbering
        ? `<span class="${clsx(numbering.number)}"></span><span class="${clsx(numbering.content)}">${tokens}</span>`
        : tokens;
      return `<div class="${className}">${content}<br></div>`;
    })
    .join('');
}
