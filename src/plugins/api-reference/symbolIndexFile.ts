import {existsSync, readFileSync} from 'node:fs';

/** Where the symbol index (see symbolIndex.ts) is written, in the API folder. */
export const symbolIndexFileName = 'symbols.json';

/** The symbol index (name → address) the API plugin wrote, or none before it has. */
export function readSymbolIndex(symbolsFile: string | undefined): Record<string, string> {
  return symbolsFile && existsSync(symbolsFile)
    ? (JSON.parse(readFileSync(symbolsFile, 'utf8')) as Record<string, string>)
    : {};
}

/** Whether a Markdown file is a page of the generated API reference (docs/api/…). */
export const isApiReferencePage = (file: string): boolean => /[\\/]docs[\\/]api[\\/]/.test(file);
