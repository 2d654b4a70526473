import {createRequire} from 'node:module';

import {normalizeTokens, Prism, type Token} from 'prism-react-renderer';

import {additionalCodeLanguages} from '../../data/codeThemes';
import {escapeHtml} from '../../utils/escapeHtml';
import {
  type HighlightedCode,
  joinHighlightedLines,
  splitHighlightedLines,
} from '../../utils/highlightedCode';
import {annotatedLinesHtml, type CodeAnnotations} from './annotateLines';

// Prism's language files register on a global `Prism`: lend them the instance that
// prism-react-renderer bundles, as the theme's browser set-up did.
const require = createRequire(import.meta.url);
const globalScope = globalThis as {Prism?: typeof Prism};
const previousPrism = globalScope.Prism;
globalScope.Prism = Prism;
for (const language of additionalCodeLanguages) require(`prismjs/components/prism-${language}`);
globalScope.Prism = previousPrism;

/**
 * A token as HTML: plain text bare, otherwise one span per type, outermost first. A token's types
 * run from its enclosing tokens' to its own and its alias, and prism-react-renderer let later types
 * win; nested spans give the same result in CSS, an inner type's colour overriding an outer one's.
 */
function tokenHtml(token: Token): string {
  // An empty line holds one '\n' token; the block's <br> already ends the line.
  const text = token.empty ? '' : escapeHtml(token.content);
  if (token.types.length === 1 && token.types[0] === 'plain') return text;
  return token.types.reduceRight(
    (inner, type) => `<span class="token ${type}">${inner}</span>`,
    text,
  );
}

/** A type in a popup: TypeScript's colours, its lines joined by <br> within the code's line. */
const typeHtml = (type: string): string =>
  splitHighlightedLines(highlightCode(type, 'ts')).join('<br>');

/**
 * Highlights code the way the theme's code block did in the browser (prism-react-renderer's
 * tokenizer, run with Prism's tokenize hooks), as HTML with Prism's token classes; the colours
 * come from the stylesheet that `tokenStylesheet` writes. Languages without a grammar (`text`,
 * `output`…) come out as escaped plain text. With annotations, names carry their type hints and
 * expected errors are marked (annotateLines.ts).
 */
export function highlightCode(
  code: string,
  language: string,
  annotations?: CodeAnnotations,
): HighlightedCode {
  const languageName = language.toLowerCase();
  const grammar = Prism.languages[languageName];
  let tokens: (string | Prism.Token)[] = [code];
  if (grammar) {
    const environment = {code, grammar, language: languageName, tokens};
    Prism.hooks.run('before-tokenize', environment);
    environment.tokens = Prism.tokenize(code, grammar);
    Prism.hooks.run('after-tokenize', environment);
    tokens = environment.tokens;
  }
  const lines = normalizeTokens(tokens);
  return joinHighlightedLines(
    annotations
      ? annotatedLinesHtml(code, lines, annotations, tokenHtml, typeHtml)
      : lines.map((line) => line.map(tokenHtml).join('')),
  );
}
