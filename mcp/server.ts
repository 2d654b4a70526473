/**
 * The Lexical docs as a Model Context Protocol server, over stdio: search, pages, API symbols and
 * live examples, answered from a build of this site (issue 44). See README.md, "MCP server for
 * coding assistants".
 *
 * Usage: npm run --silent mcp [-- --build DIR]   (DIR defaults to this repository's build/)
 *
 * stdout carries the protocol: everything else goes to stderr.
 */
import path from 'node:path';
import {parseArgs} from 'node:util';

import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';

import sitePackage from '../package.json';
import {registerResources} from './resources';
import {Site} from './site';
import {registerExampleTools} from './tools/examples';
import {registerGetPage} from './tools/getPage';
import {registerGetSymbol} from './tools/getSymbol';
import {registerSearchDocs} from './tools/searchDocs';

/** The build this repository's `npm run build` writes. */
const defaultBuild = path.resolve(import.meta.dirname, '..', 'build');

/** The build in `buildDir`, or why it cannot be read. */
function openSite(buildDir: string): Site | Error {
  try {
    return new Site(buildDir);
  } catch (error) {
    const failure = error instanceof Error ? error : new Error(String(error));
    console.error(`[lexical-docs-mcp] ${failure.message}`);
    return failure;
  }
}

/**
 * The server over a build. Without a build it still starts, and every tool answers with what is
 * missing and how to build it: an assistant sees that, where it would not see a server that exits.
 */
function createServer(loaded: Site | Error): McpServer {
  const server = new McpServer(
    {name: 'lexical-docs', title: 'Lexical docs', version: sitePackage.version},
    {
      instructions:
        'The Lexical text editor framework’s documentation, API reference and live examples' +
        (loaded instanceof Site ? ` for Lexical ${loaded.lexicalVersion}` : '') +
        '. Use search_docs for how-to questions, get_symbol before writing code that calls a ' +
        'Lexical API, get_page to read a guide, get_example for complete working editors.',
    },
  );
  const current = (): Site => {
    if (loaded instanceof Error) throw loaded;
    return loaded;
  };
  registerSearchDocs(server, current);
  registerGetPage(server, current);
  registerGetSymbol(server, current);
  registerExampleTools(server, current);
  if (loaded instanceof Site) registerResources(server, loaded.build, loaded.pages);
  return server;
}

async function main(): Promise<void> {
  const {values} = parseArgs({options: {build: {type: 'string'}}});
  const site = openSite(path.resolve(values.build ?? defaultBuild));
  const server = createServer(site);
  // The search engine takes most of a second to build: build it once the client has its answer
  // to `initialize`, while it settles, rather than in the first search.
  server.server.oninitialized = () => {
    if (site instanceof Site) setImmediate(() => site.search());
  };
  await server.connect(new StdioServerTransport());
  console.error('[lexical-docs-mcp] Ready on stdio.');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
