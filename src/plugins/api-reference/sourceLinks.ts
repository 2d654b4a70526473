import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

/** Where a declaration lives in the facebook/lexical repository. */
export interface RepositoryLocation {
  /** Path from the repository root, e.g. `packages/lexical/src/LexicalEditor.ts`. */
  path: string;
  /** 1-based line of the declaration, when found. */
  line?: number;
}

/**
 * Maps a declaration file of a published package (`node_modules/@lexical/rich-text/dist/index.d.ts`)
 * to its source in the monorepo (`packages/lexical-rich-text/src/index.ts`), using the `src/` the
 * package ships to find the file (`.ts` or `.tsx`) and the line that declares `name`.
 */
export function repositoryLocation(
  declarationFile: string,
  name: string,
): RepositoryLocation | undefined {
  const match = /node_modules\/((?:@lexical\/)?[^/]+)\/dist\/(.+)\.d\.ts$/.exec(
    declarationFile.split(path.sep).join('/'),
  );
  if (!match?.[1] || !match[2]) {
    return undefined;
  }
  const [, packageName, modulePath] = match;
  const packageDir = declarationFile.slice(
    0,
    declarationFile.lastIndexOf(`${path.sep}dist${path.sep}`),
  );
  const sourceFile = ['.ts', '.tsx']
    .map((extension) => `${modulePath}${extension}`)
    .find((file) => existsSync(path.join(packageDir, 'src', file)));
  if (!sourceFile) {
    return undefined;
  }
  const repositoryPath = `packages/${packageName.replace('@lexical/', 'lexical-')}/src/${sourceFile}`;
  return {
    path: repositoryPath,
    line: declarationLine(readFileSync(path.join(packageDir, 'src', sourceFile), 'utf8'), name),
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The 1-based line that declares `name` at the top level of a source file, if any. */
export function declarationLine(source: string, name: string): number | undefined {
  const declaration = new RegExp(
    `^export\\s+(?:default\\s+)?(?:declare\\s+)?(?:abstract\\s+)?(?:async\\s+)?` +
      `(?:class|interface|type|function\\*?|const|let|var|enum)\\s+${escapeRegExp(name)}\\b`,
  );
  const index = source.split('\n').findIndex((line) => declaration.test(line));
  return index === -1 ? undefined : index + 1;
}
