import {createTwoslasher, type TwoslashInstance} from 'twoslash';

import {cachedCompile, type CompiledSample} from './compiledSampleCache';
import {docCodeCompilerOptions} from './docCodeCompilerOptions';

type Hover = CompiledSample['hovers'][number];

/** What the compiler knows about one name of a sample, for the reader who points at it. */
export interface TypeHint {
  /** Offset of the name in the shown code, and its length. */
  start: number;
  length: number;
  /** Its type or signature, as the compiler prints it. */
  type: string;
  /** The first sentence of its doc comment. */
  summary?: string;
  /** Its entry in the API reference. */
  url?: string;
}

/** A compile error the sample shows on purpose (`// @errors: 2345`). */
export interface ExpectedError {
  start: number;
  length: number;
  code: number;
  message: string;
}

export interface TypeHintedCode {
  /** The code to show: twoslash's notations (`// @errors`, `// ---cut---`) taken out. */
  code: string;
  hints: TypeHint[];
  errors: ExpectedError[];
}

/** The API reference's address of each exported name (symbols.json of the API plugin). */
export type SymbolAddresses = Readonly<Record<string, string | undefined>>;

/** Longer signatures are cut here: an option bag's full type helps nobody in a popup. */
const maxTypeLength = 400;
const maxSummaryLength = 300;

// One compiler for the whole build: its first sample loads the packages' declarations (about
// 2 s), the next ones take about 0.1 s each.
let twoslasher: TwoslashInstance | undefined;

/** The type as a reader wants it: without the `(alias)` prefix and the `import X` line. */
function typeText(hover: Hover): string {
  const text = hover.text
    .replace(/^\(alias\) /, '')
    .replace(/\nimport [\w$]+$/, '')
    .trim();
  return text.length > maxTypeLength ? `${text.slice(0, maxTypeLength)}…` : text;
}

/** The first sentence of a doc comment, its `{@link X}` tags as plain names. */
export function summaryOf(docs: string | undefined): string | undefined {
  if (!docs) return undefined;
  const prose = docs
    .replace(
      /\{@link(?:code|plain)?\s+([^}|\s]+)(?:\s*\|\s*|\s+)?([^}]*)\}/g,
      (_tag, target, label) => String(label).trim() || String(target),
    )
    .replace(/\s+/g, ' ')
    .trim();
  const sentence = /^.*?[.!?](?=\s|$)/.exec(prose)?.[0] ?? prose;
  if (!sentence) return undefined;
  return sentence.length > maxSummaryLength ? `${sentence.slice(0, maxSummaryLength)}…` : sentence;
}

/**
 * The API reference entry of a name: an imported export's own entry, or a member's anchor on the
 * page of the class or interface that declares it. Local names have none.
 */
export function apiAddressOf(hover: Hover, symbols: SymbolAddresses): string | undefined {
  const member = /^\((?:method|property|getter|setter)\) ([\w$]+)\.([\w$]+)/.exec(hover.text);
  if (member) {
    const owner = symbols[member[1] ?? ''];
    return owner && !owner.includes('#') ? `${owner}#${member[2]?.toLowerCase()}` : undefined;
  }
  return hover.text.startsWith('(alias) ') ? symbols[hover.target] : undefined;
}

/**
 * Compiles one sample as `npm run check:doc-code` does and returns, for each name the compiler
 * resolves, its type, doc summary and API address. Throws, naming the error, when the sample has
 * a compile error it does not declare with `// @errors: <codes>`.
 */
export function typeHintsOf(
  code: string,
  extension: 'ts' | 'tsx',
  symbols: SymbolAddresses,
): TypeHintedCode {
  const result = cachedCompile(code, extension, () => {
    twoslasher ??= createTwoslasher({compilerOptions: docCodeCompilerOptions});
    return twoslasher(code, extension);
  });
  return {
    code: result.code,
    hints: result.hovers.map((hover) => ({
      start: hover.start,
      length: hover.length,
      type: typeText(hover),
      summary: summaryOf(hover.docs),
      url: apiAddressOf(hover, symbols),
    })),
    errors: result.errors.map((error) => ({
      start: error.start,
      length: error.length,
      code: Number(error.code),
      message: error.text,
    })),
  };
}
