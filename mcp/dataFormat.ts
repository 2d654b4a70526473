/**
 * The data the site's build writes for the MCP server into `build/mcp/`, beside the pages, their
 * Markdown twins and the search index it also reads: the API symbols (written by the api-reference
 * plugin from TypeDoc's model) and the live examples (written by the markdown-twins plugin with
 * the twins, which show the same files).
 */

/** The folder of the build the files below are written to. */
export const mcpDataDirectory = 'mcp';
export const symbolsFileName = 'symbols.json';
export const examplesFileName = 'examples.json';

/** A member of a class or interface. */
export interface SymbolMember {
  name: string;
  /** `property` | `method` | `accessor` | `constructor`. */
  kind: string;
  /** The member's declaration in TypeScript, one line per overload. */
  signature: string;
  /** The first paragraph of its doc comment, as Markdown; `''` when it has none. */
  summary: string;
  /** The deprecation note (`''` when deprecated without one); absent when not deprecated. */
  deprecated?: string;
}

/** One exported symbol of one module of the pinned Lexical packages. */
export interface SymbolRecord {
  name: string;
  /** TypeDoc's kind, lower case: `function`, `class`, `interface`, `variable`, `type alias`… */
  kind: string;
  /** The import path that exports it: `lexical`, `@lexical/react/LexicalComposer`. */
  module: string;
  /** The npm package of the module: `@lexical/react`. */
  package: string;
  /** The declaration in TypeScript, one line per overload. */
  signature: string;
  /** Its doc comment's summary, as Markdown; `''` when it has none. */
  summary: string;
  /** The deprecation note (`''` when deprecated without one); absent when not deprecated. */
  deprecated?: string;
  /** The release it arrived in (`0.42.0`, or `<=0.17.0` when older than the releases read). */
  since?: string;
  /** The site address of its entry in the API reference, from the site's root. */
  url: string;
  /** A class's or interface's own members (not inherited ones). */
  members?: SymbolMember[];
}

export interface SymbolsFile {
  generatedBy: string;
  /** The pinned Lexical version the symbols are of. */
  lexicalVersion: string;
  /** The site's address with its base URL (`https://lexical.dev/`): the base of every `url`. */
  siteUrl: string;
  symbols: SymbolRecord[];
}

/** A live example: the files that run on the pages that show it. */
export interface ExampleRecord {
  name: string;
  /** The caption of its frame (the first page's, when pages caption it differently). */
  title: string;
  /** Its source files, main file first, with their paths in the repository. */
  files: {path: string; language: string; code: string}[];
  /** Site addresses (from the root) of the pages that show it. */
  pages: string[];
}

export interface ExamplesFile {
  generatedBy: string;
  examples: ExampleRecord[];
}
