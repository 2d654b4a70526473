import type {Token} from 'prism-react-renderer';

import {
  errorMessageHtml,
  errorOpeningHtml,
  hintClosingHtml,
  hintOpeningHtml,
  hintPopupHtml,
  type TypeHintPopupList,
} from './typeHintHtml';
import type {ExpectedError, TypeHint} from './typeHints';

export interface CodeAnnotations {
  hints: readonly TypeHint[];
  errors: readonly ExpectedError[];
  /** The page's (or source file's) popups, where these hints' popups go. */
  popups: TypeHintPopupList;
}

interface Range {
  start: number;
  end: number;
  open: string;
  close: string;
}

/**
 * An error grows to cover each hinted name it overlaps, so that every name is inside an error's
 * underline or outside it, never across: the spans nest.
 */
function widenedError(error: ExpectedError, hints: readonly TypeHint[]): ExpectedError {
  let {start} = error;
  let end = error.start + error.length;
  for (const hint of hints) {
    if (hint.start < end && hint.start + hint.length > start) {
      start = Math.min(start, hint.start);
      end = Math.max(end, hint.start + hint.length);
    }
  }
  return {...error, start, length: end - start};
}

/**
 * The highlighted lines with the annotations woven in: each hinted name wrapped and its popup
 * added to the page's list, each expected error underlined and its message added at the end of
 * its line. Tokens are split where a range begins or ends inside them, keeping their classes on
 * each piece.
 */
export function annotatedLinesHtml(
  code: string,
  lines: readonly Token[][],
  {hints, errors, popups}: CodeAnnotations,
  tokenHtml: (token: Token) => string,
  typeHtml: (type: string) => string,
): string[] {
  const widened = errors.map((error) => widenedError(error, hints));
  const ranges: Range[] = [
    // Errors first: at the same start, the wider range opens first and closes last.
    ...widened.map((error) => ({
      start: error.start,
      end: error.start + error.length,
      open: errorOpeningHtml,
      close: '</span>',
    })),
    ...hints.map((hint) => {
      const name = code.slice(hint.start, hint.start + hint.length);
      const popup = popups.indexOf(hintPopupHtml(hint, name, typeHtml(hint.type)));
      return {
        start: hint.start,
        end: hint.start + hint.length,
        open: hintOpeningHtml(popups, popup),
        close: hintClosingHtml,
      };
    }),
  ]
    .filter((range) => range.end > range.start)
    .sort((a, b) => a.start - b.start || b.end - a.end);

  let lineStart = 0;
  return lines.map((tokens) => {
    const lineText = tokens.map((token) => (token.empty ? '' : token.content)).join('');
    const lineEnd = lineStart + lineText.length;
    const starting = ranges.filter((range) => range.start >= lineStart && range.start < lineEnd);
    const boundaries = [...new Set(starting.flatMap((range) => [range.start, range.end]))];
    const open: Range[] = [];
    let html = '';
    let position = lineStart;
    for (const token of tokens) {
      let rest = token.empty ? '' : token.content;
      while (rest) {
        for (const range of starting) {
          if (range.start === position) {
            html += range.open;
            open.push(range);
          }
        }
        const next = Math.min(
          position + rest.length,
          ...boundaries.filter((boundary) => boundary > position),
        );
        html += tokenHtml({...token, content: rest.slice(0, next - position)});
        rest = rest.slice(next - position);
        position = next;
        for (let last = open.at(-1); last && last.end <= position; last = open.at(-1)) {
          html += last.close;
          open.pop();
        }
      }
    }
    // A range that runs past its line (an error over several lines) ends with it.
    html += open
      .reverse()
      .map((range) => range.close)
      .join('');
    html += widened
      .filter((error) => error.start >= lineStart && error.start <= lineEnd)
      .map(errorMessageHtml)
      .join('');
    lineStart = lineEnd + 1;
    return html;
  });
}
