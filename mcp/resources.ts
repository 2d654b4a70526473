import {type McpServer, ResourceTemplate} from '@modelcontextprotocol/sdk/server/mcp.js';

import {markdownTwinPath} from '../src/utils/markdownTwinPath';
import type {BuildDirectory} from './buildDirectory';
import type {TwinPages} from './pages';

/** The site's files for language models, at the root of the build. */
const llmsFiles = [
  {
    file: 'llms.txt',
    description:
      'The index of the Lexical docs for language models: every page, with its Markdown address.',
  },
  {
    file: 'llms-full.txt',
    description: 'Every guide page of the Lexical docs in one Markdown file (large).',
  },
  {
    file: 'llms-api.txt',
    description: 'The whole Lexical API reference in one Markdown file (large).',
  },
];

/**
 * The resources: `llms.txt` and its two companions, and the Markdown twin of every page, each at
 * its address on the site (`https://lexical.dev/docs/intro.md`).
 */
export function registerResources(
  server: McpServer,
  build: BuildDirectory,
  pages: TwinPages,
): void {
  for (const {file, description} of llmsFiles) {
    if (!build.exists(file)) continue;
    const uri = new URL(file, pages.siteUrl).href;
    server.registerResource(file, uri, {description, mimeType: 'text/plain'}, () => ({
      contents: [{uri, mimeType: 'text/plain', text: build.readText(file)}],
    }));
  }
  server.registerResource(
    'page',
    new ResourceTemplate(`${pages.siteUrl}{+path}`, {
      list: () => ({
        resources: pages.pages.map((page) => ({
          uri: new URL(markdownTwinPath(page.path).slice(1), pages.siteUrl).href,
          name: page.path,
          mimeType: 'text/markdown',
        })),
      }),
    }),
    {
      description: 'A page of the Lexical docs or blog as Markdown: its address plus `.md`.',
      mimeType: 'text/markdown',
    },
    (uri) => {
      const {page} = pages.find(uri.href);
      return {contents: [{uri: uri.href, mimeType: 'text/markdown', text: pages.read(page)}]};
    },
  );
}
