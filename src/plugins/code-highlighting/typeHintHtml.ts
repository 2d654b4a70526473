import {createHash} from 'node:crypto';

import {escapeHtml} from '../../utils/escapeHtml';
import type {ExpectedError, TypeHint} from './typeHints';

/** A range of the code to wrap: a name with a type hint, or an expected error. */
export type Annotation =
  ({kind: 'hint'; id: string} & TypeHint) | ({kind: 'error'} & ExpectedError);

/**
 * The classes of what annotations add to a code line besides the code: a hint's popup and an
 * error's message. Whoever reads a block's code from the page (the Markdown twins) leaves them out.
 */
export const annotationOnlyClasses = ['type-hint-popup', 'type-error-message'] as const;

/** The same, as a CSS selector. */
export const annotationOnlySelector = annotationOnlyClasses.map((name) => `.${name}`).join(', ');

/**
 * The start of a block's hint ids: `letter` and a short hash of `key` (the page's or the source
 * file's path), so that ids are unique on the page and the same from one build to the next.
 */
export const hintIdPrefix = (letter: string, key: string): string =>
  `${letter}${createHash('sha1').update(key).digest('hex').slice(0, 6)}`;

const escapeAttribute = (value: string): string => escapeHtml(value).replaceAll('"', '&quot;');

/**
 * Where a hinted name opens: focusable by a tap or the block's arrow keys but no tab stop of its
 * own, and described by its type for screen readers.
 */
export const hintOpeningHtml = (id: string): string =>
  `<span class="type-hint" tabindex="-1" aria-describedby="${id}">`;

/**
 * A hint's popup, closing the name's span. `typeHtml` is the highlighted type, its lines joined by
 * `<br>` (a line break would split the code's line). The popup is hidden until the name is hovered
 * or focused (src/css/typeHints.css); its text describes the name all the same.
 */
export function hintClosingHtml(hint: TypeHint, id: string, name: string, typeHtml: string) {
  const summary = hint.summary
    ? `<span class="type-hint-summary">${escapeHtml(hint.summary)}</span>`
    : '';
  const link = hint.url
    ? `<a class="type-hint-link" href="${escapeAttribute(hint.url)}">${escapeHtml(name)} in the API reference</a>`
    : '';
  return (
    `<span class="type-hint-popup"><span class="type-hint-info" id="${id}">` +
    `<span class="type-hint-type">${typeHtml}</span>${summary}</span>${link}</span></span>`
  );
}

export const errorOpeningHtml = '<span class="type-error">';

/** An expected error's message, shown under the line it is on. */
export const errorMessageHtml = (error: ExpectedError): string =>
  `<span class="type-error-message">error TS${error.code}: ${escapeHtml(error.message)}</span>`;
