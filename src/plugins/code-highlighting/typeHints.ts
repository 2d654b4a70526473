import path from 'node:path';

import {createTwoslasher, type TwoslashInstance} from 'twoslash';
import ts from 'typescript';

import type {ApiAddresses} from './apiAddresses';
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
 * The API reference entry of a name: an imported export's own entry, or a member's entry for the
 * class or interface the compiler names. Local names have none.
 */
export function apiAddressOf(hover: Hover, addresses: ApiAddresses): string | undefined {
  const member = /^\((?:method|property|getter|setter)\) ([\w$]+)\.([\w$]+)/.exec(hover.text);
  if (member) return addresses.member(member[1] ?? '', member[2] ?? '');
  return hover.text.startsWith('(alias) ') ? addresses.of(hover.target) : undefined;
}

/** The hints and errors of a compilation, its positions moved back by `offset`. */
function hintedCode(result: CompiledSample, addresses: ApiAddresses, offset = 0): TypeHintedCode {
  return {
    code: result.code.slice(offset),
    hints: result.hovers
      .filter((hover) => hover.start >= offset)
      .map((hover) => ({
        start: hover.start - offset,
        length: hover.length,
        type: typeText(hover),
        summary: summaryOf(hover.docs),
        url: apiAddressOf(hover, addresses),
      })),
    errors: result.errors.map((error) => ({
      start: error.start - offset,
      length: error.length,
      code: Number(error.code),
      message: error.text,
    })),
  };
}

/**
 * Compiles one sample as `npm run check:doc-code` does and returns, for each name the compiler
 * resolves, its type, doc summary and API address. Throws, naming the error, when the sample has
 * a compile error it does not declare with `// @errors: <codes>`.
 */
export function typeHintsOf(
  code: string,
  extension: 'ts' | 'tsx',
  addresses: ApiAddresses,
): TypeHintedCode {
  const result = cachedCompile(code, extension, () => {
    twoslasher ??= createTwoslasher({compilerOptions: docCodeCompilerOptions});
    return twoslasher(code, extension);
  });
  return hintedCode(result, addresses);
}

// The live examples compile as the site's own code (`npm run typecheck`): its tsconfig.json gives
// the types of CSS modules and React.
let siteTwoslasher: TwoslashInstance | undefined;

/**
 * The type hints of a source file of the site (a live example's, for its Source tab), compiled
 * with the site's tsconfig.json next to the file itself, so that its relative imports resolve.
 * Throws on any compile error.
 */
export function typeHintsOfFile(
  code: string,
  file: string,
  siteDir: string,
  addresses: ApiAddresses,
): TypeHintedCode {
  const relative = path.relative(siteDir, file);
  // twoslash's notation for the file's name, which it keeps at the top of the code it returns: the
  // file's own path, so that a module importing it back (a type, say) meets one declaration.
  const notation = `// @filename: ${relative.split(path.sep).join('/')}\n`;
  const ext = path.extname(relative);
  siteTwoslasher ??= createTwoslasher({
    compilerOptions: siteCompilerOptions(siteDir),
    vfsRoot: siteDir,
  });
  const result = siteTwoslasher(`${notation}${code}`, ext.slice(1));
  // twoslash empties the file it compiled once done, which would hide the real file from the
  // next file that imports it: put the file's text back.
  const compiledFile = path.join(siteDir, relative);
  for (const environment of siteTwoslasher.getCacheMap()?.values() ?? []) {
    environment.createFile(compiledFile, code);
  }
  return hintedCode(result, addresses, notation.length);
}

function siteCompilerOptions(siteDir: string): ts.CompilerOptions {
  const configFile = path.join(siteDir, 'tsconfig.json');
  const {config} = ts.readConfigFile(configFile, (file) => ts.sys.readFile(file)) as {
    config: unknown;
  };
  return {...ts.parseJsonConfigFileContent(config, ts.sys, siteDir).options, noEmit: true};
}
