import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {devErrorMessages, pairErrorCodes, prodErrorCalls} from './extract';

/** The packages' production error codes and their messages. */
export interface ErrorCodes {
  /** The Lexical version the codes were read from. */
  version: string;
  /** Code → message, with inserted values written `{0}`, `{1}`, …. */
  codes: Record<string, string>;
}

/** The folders of `lexical` and every installed `@lexical/*` package of the given version. */
function lexicalPackageDirs(siteDir: string, version: string): string[] {
  const scope = path.join(siteDir, 'node_modules', '@lexical');
  return [
    path.join(siteDir, 'node_modules', 'lexical'),
    ...readdirSync(scope).map((name) => path.join(scope, name)),
  ].filter((dir) => {
    const manifest = path.join(dir, 'package.json');
    return (
      existsSync(manifest) &&
      (JSON.parse(readFileSync(manifest, 'utf8')) as {version?: string}).version === version
    );
  });
}

/**
 * Reads the error codes out of the installed packages: every `*.prod.js` bundle that throws
 * Lexical's minified errors is paired with its `*.dev.js` twin (see extract.ts).
 */
export function collectErrorCodes(siteDir: string, version: string): ErrorCodes {
  const codes = new Map<number, string>();
  for (const dir of lexicalPackageDirs(siteDir, version)) {
    const dist = path.join(dir, 'dist');
    for (const prodFile of existsSync(dist) ? readdirSync(dist) : []) {
      const devFile = prodFile.replace(/\.prod\.js$/, '.dev.js');
      if (!prodFile.endsWith('.prod.js') || !existsSync(path.join(dist, devFile))) {
        continue;
      }
      const prodSource = readFileSync(path.join(dist, prodFile), 'utf8');
      if (!prodSource.includes('lexical.dev/docs/error')) {
        continue;
      }
      try {
        const pairs = pairErrorCodes(
          devErrorMessages(readFileSync(path.join(dist, devFile), 'utf8')),
          prodErrorCalls(prodSource),
          codes,
        );
        for (const [code, message] of pairs) {
          codes.set(code, message);
        }
      } catch (error) {
        throw new Error(`Could not read the error codes of ${path.join(dist, prodFile)}.`, {
          cause: error,
        });
      }
    }
  }
  return {
    version,
    codes: Object.fromEntries(
      [...codes].sort(([a], [b]) => a - b).map(([code, message]) => [String(code), message]),
    ),
  };
}
