import {existsSync, lstatSync, readdirSync, readFileSync, realpathSync} from 'node:fs';
import path from 'node:path';

import {ErrorCode, McpError} from '@modelcontextprotocol/sdk/types.js';

/** A request the server cannot answer as asked: the client sees the message. */
export const invalidRequest = (message: string): McpError =>
  new McpError(ErrorCode.InvalidParams, message);

/** The files every answer needs: without them the folder is no (complete) build of the site. */
const requiredFiles = ['llms.txt', 'search-index/manifest.json', 'mcp/symbols.json'];

/**
 * The built site the server answers from, and the only folder it reads: every path is resolved
 * inside it, and one that leaves it (`..`, an absolute path, a symbolic link pointing out) is
 * refused.
 */
export class BuildDirectory {
  readonly root: string;

  /** Opens `dir` (`build/` of the site); fails with how to make a build when it has none. */
  constructor(dir: string) {
    const missing = requiredFiles.filter((file) => !existsSync(path.join(dir, file)));
    if (missing.length > 0) {
      throw new Error(
        `${path.resolve(dir)} is not a build of the Lexical website (missing ${missing.join(', ')}). ` +
          'Run `npm install && npm run build` in the website repository first, or pass --build DIR.',
      );
    }
    this.root = realpathSync(dir);
  }

  /** The absolute path of `relative` (`/`-separated), which must stay inside the build. */
  resolve(relative: string): string {
    const parts = relative.split('/').filter((part) => part !== '' && part !== '.');
    if (relative.includes('\0') || relative.includes('\\') || parts.includes('..')) {
      throw invalidRequest(`"${relative}" is not a path inside the site.`);
    }
    const file = path.join(this.root, ...parts);
    // A symbolic link inside the build may point anywhere: what counts is where it leads.
    const real = existsSync(file) ? realpathSync(file) : file;
    if (real !== this.root && !real.startsWith(`${this.root}${path.sep}`)) {
      throw invalidRequest(`"${relative}" leads outside the site.`);
    }
    return real;
  }

  exists(relative: string): boolean {
    return existsSync(this.resolve(relative));
  }

  readText(relative: string): string {
    return readFileSync(this.resolve(relative), 'utf8');
  }

  readJson(relative: string): unknown {
    return JSON.parse(this.readText(relative));
  }

  /** The files under `folder` whose names end with `extension`, as `/`-separated paths. */
  listFiles(folder: string, extension: string): string[] {
    const found: string[] = [];
    const visit = (relative: string): void => {
      for (const entry of readdirSync(this.resolve(relative))) {
        const child = `${relative}/${entry}`;
        // lstat: a symbolic link is neither followed nor listed.
        const stats = lstatSync(path.join(this.root, child));
        if (stats.isDirectory()) visit(child);
        else if (stats.isFile() && entry.endsWith(extension)) found.push(child);
      }
    };
    if (existsSync(path.join(this.root, folder))) visit(folder);
    return found.sort();
  }
}
