/**
 * Code-aware tokenising, shared by the index and the query so that both see the same terms.
 *
 * Docs text mixes prose with identifiers: `$getRoot`, `registerNodeTransform`, `@lexical/react`,
 * `editor.update`, `KEY_ENTER_COMMAND`. A token keeps those whole; each token then gives several
 * terms, so that the identifier is found by its whole name, by its camelCase or dotted parts, and
 * (through the engine's prefix search) by the start of any of them.
 */

/** A word, or an identifier with its inner `.`, `/`, `-` and `_` and a leading `$` or `@`. */
const tokenPattern = /[@$]?[\p{L}\p{N}_$]+(?:[./-][@$]?[\p{L}\p{N}_$]+)*/gu;

/** Frequent English words: searched only as whole words, and counting for little. */
export const stopWords = new Set(
  (
    'a an and are as at be by can do does for from has have how i if in into is it its of on or ' +
    'so than that the their then there these this to was were what when where which while who ' +
    'why will with you your'
  ).split(' '),
);

export interface Token {
  /** The token as written. */
  text: string;
  /** Its offset in the source text. */
  start: number;
}

/** Splits text into words and identifiers, with their offsets (for highlighting). */
export function tokenize(text: string): Token[] {
  return [...text.matchAll(tokenPattern)].map((match) => ({text: match[0], start: match.index}));
}

/** `registerNodeTransform` → `register`, `Node`, `Transform`; `KEY_ENTER` → `KEY`, `ENTER`. */
function identifierParts(word: string): string[] {
  return word
    .split(/[./_@$-]+/)
    .flatMap((part) => part.split(/(?<=[\p{Ll}\p{N}])(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u))
    .filter(Boolean);
}

/**
 * True for a token written as code names are: `$getRoot`, `ListNode`, `registerRichText`,
 * `KEY_ENTER_COMMAND`. A query word written so names a symbol; plain words do not.
 */
export function isSymbolName(token: string): boolean {
  return /^\$|\p{Ll}\p{Lu}|\p{Lu}{2}\p{Ll}|\w_\w/u.test(token);
}

/** `selection.insertText` → `selection`, `insertText`: a member written with its owner. */
export function dottedParts(token: string): string[] {
  return token.split('.').filter(Boolean);
}

/** The whole token in lower case, without the `$` or `@` sigil. */
export function normalizeToken(token: string): string {
  return token.replace(/^[@$]/, '').toLowerCase();
}

/** `commands` → `command`, `entries` → `entry`: enough stemming for plural nouns. */
function singular(word: string): string | null {
  if (!/^\p{L}+$/u.test(word) || word.length < 4) return null;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return null;
}

/**
 * `fn` with each input's result kept. The term functions below run on every word of the index
 * and of every snippet shown, and most words recur thousands of times; their inputs are the
 * site's vocabulary and the reader's queries, a bounded set.
 */
function memoize<T>(fn: (input: string) => T): (input: string) => T {
  const results = new Map<string, T>();
  return (input) => {
    let result = results.get(input);
    if (result === undefined) {
      result = fn(input);
      results.set(input, result);
    }
    return result;
  };
}

/** The terms a token is matched by as a whole word: itself, normalised, and its singular. */
export const wholeTerms = memoize((token: string): string[] => {
  const whole = normalizeToken(token);
  const stem = singular(whole);
  return stem ? [whole, stem] : [whole];
});

/**
 * The extra terms an identifier is indexed under: each of its parts, and each run of parts to the
 * end of it (`nodetransform`, `transform`), so that a query for any camelCase tail matches it.
 * They go in fields of their own that count for less than whole words.
 */
export const partTerms = memoize((token: string): string[] => {
  const whole = new Set(wholeTerms(token));
  const parts = identifierParts(token).map((part) => part.toLowerCase());
  if (parts.length < 2) return [];
  const terms = new Set<string>();
  parts.forEach((part, i) => {
    terms.add(part);
    terms.add(parts.slice(i).join(''));
  });
  return [...terms].filter((term) => !whole.has(term) && (term.length > 1 || /\p{N}/u.test(term)));
});

/** Every term a token is indexed under, whole or by part: what highlighting looks for. */
export const indexTerms = memoize((token: string): string[] => [
  ...wholeTerms(token),
  ...partTerms(token),
]);

/** Every term the tokens of a space-free piece of text are indexed under (`editor.update()`). */
export const wordIndexTerms = memoize((word: string): string[] =>
  tokenize(word).flatMap((token) => indexTerms(token.text)),
);

/**
 * Adjacent query words run together (`link node` → `linknode`), as a reader may split an
 * identifier in two: `LinkNode`, `OffsetView`, `$patchStyleText`. Each comes with the two words
 * it joins.
 */
export function joinedQueryWords(query: string): [joined: string, words: [string, string]][] {
  const words = tokenize(query)
    .map((token) => normalizeToken(token.text))
    .filter((word) => !stopWords.has(word));
  return words.slice(1).map((word, i) => {
    const previous = words[i] ?? '';
    return [`${previous}${word}`, [previous, word]];
  });
}
