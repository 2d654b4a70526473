import {createHash} from 'node:crypto';

import {escapeHtml} from '../../utils/escapeHtml';
import type {ExpectedError, TypeHint} from './typeHints';

/**
 * The classes of what annotations add to a code line besides the code: a hint's popup (once the
 * page has loaded it) and an error's message. Whoever reads a block's code from the page (the
 * Markdown twins, the tests) leaves them out.
 */
export const annotationOnlyClasses = ['type-hint-popup', 'type-error-message'] as const;

/** The same, as a CSS selector. */
export const annotationOnlySelector = annotationOnlyClasses.map((name) => `.${name}`).join(', ');

/**
 * The popups of one page's (or one source file's) type hints, each distinct popup once: the names
 * refer to them by index. They are not part of the page's HTML or of its content chunk; the page
 * loads them on the first hover, focus or tap of a name (typeHintPopups.ts), so that they cost
 * nothing on first load.
 */
export class TypeHintPopupList {
  readonly #indexes = new Map<string, number>();

  /**
   * `letter` and a short hash of `source` (the page's or the file's path relative to the site),
   * unique on the site and the same from one build to the next.
   */
  constructor(letter: string, source: string) {
    this.key = `${letter}${createHash('sha1').update(source).digest('hex').slice(0, 6)}`;
  }

  /** Where the page finds the list: names say `<key>:<index>`. */
  readonly key: string;

  /** The index of a popup in the list, added if the list does not hold it yet. */
  indexOf(popupHtml: string): number {
    let index = this.#indexes.get(popupHtml);
    if (index === undefined) {
      index = this.#indexes.size;
      this.#indexes.set(popupHtml, index);
    }
    return index;
  }

  /** The popups' HTML, in index order. */
  get popups(): string[] {
    return [...this.#indexes.keys()];
  }
}

const escapeAttribute = (value: string): string => escapeHtml(value).replaceAll('"', '&quot;');

/**
 * Where a hinted name opens: focusable by a tap or the block's arrow keys but no tab stop of its
 * own, and naming its popup in the page's list.
 */
export const hintOpeningHtml = (popups: TypeHintPopupList, index: number): string =>
  `<span class="type-hint" tabindex="-1" data-hint="${popups.key}:${String(index)}">`;

export const hintClosingHtml = '</span>';

/**
 * A hint's popup, which the page appends to the name when it loads it. `typeHtml` is the
 * highlighted type, its lines joined by `<br>` (a line break would split the code's line). The
 * popup is hidden until the name is hovered or focused (typeHints.css); its info describes the
 * name for screen readers all the same (the page gives it an id).
 */
export function hintPopupHtml(hint: TypeHint, name: string, typeHtml: string): string {
  const summary = hint.summary
    ? `<span class="type-hint-summary">${escapeHtml(hint.summary)}</span>`
    : '';
  const link = hint.url
    ? `<a class="type-hint-link" href="${escapeAttribute(hint.url)}">${escapeHtml(name)} in the API reference</a>`
    : '';
  return (
    `<span class="type-hint-popup"><span class="type-hint-info">` +
    `<span class="type-hint-type">${typeHtml}</span>${summary}</span>${link}</span>`
  );
}

export const errorOpeningHtml = '<span class="type-error">';

/** An expected error's message, shown under the line it is on. */
export const errorMessageHtml = (error: ExpectedError): string =>
  `<span class="type-error-message">error TS${error.code}: ${escapeHtml(error.message)}</span>`;
