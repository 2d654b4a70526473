import type {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {z} from 'zod';

import {invalidRequest} from '../buildDirectory';
import type {ExamplesFile} from '../dataFormat';
import {nearMatches} from '../nearMatches';
import type {Site} from '../site';
import {textResult} from './results';

const absolute = (siteUrl: string, path: string): string =>
  new URL(path.replace(/^\//, ''), siteUrl).href;

/** The live examples, one line each: name, caption, pages, files. */
function listExamples(examples: ExamplesFile, siteUrl: string): string {
  return examples.examples
    .map(
      (example) =>
        `- ${example.name}: ${example.title} (on ${example.pages.map((page) => absolute(siteUrl, page)).join(', ')}; files: ${example.files.map((file) => file.path.split('/').at(-1)).join(', ')})`,
    )
    .join('\n');
}

/** One example's source files, each as a code block, and the pages that show it. */
function readExample(examples: ExamplesFile, siteUrl: string, name: string): string {
  const example = examples.examples.find((candidate) => candidate.name === name.toLowerCase());
  if (!example) {
    const names = examples.examples.map((candidate) => candidate.name);
    const near = nearMatches(name, names, 3);
    throw invalidRequest(
      `No live example "${name}".${near.length > 0 ? ` Near matches: ${near.join(', ')}.` : ''} The examples: ${names.join(', ')}.`,
    );
  }
  return [
    `# Live example "${example.name}": ${example.title}`,
    '',
    `A complete Lexical program that runs on ${example.pages.map((page) => absolute(siteUrl, page)).join(', ')}.`,
    ...example.files.flatMap((file) => [
      '',
      `## ${file.path}`,
      '',
      `\`\`\`${file.language}`,
      file.code,
      '```',
    ]),
  ].join('\n');
}

export function registerExampleTools(server: McpServer, site: () => Site): void {
  server.registerTool(
    'list_examples',
    {
      title: 'List the live examples',
      description:
        'Lists the live Lexical editors that run on the docs pages: each one’s name, what it ' +
        'shows, the pages it is on and its source files. Read one with get_example.',
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    () => textResult(listExamples(site().examples, site().siteUrl)),
  );
  server.registerTool(
    'get_example',
    {
      title: 'Read a live example’s source',
      description:
        'Returns the complete source files of one live example (a small working Lexical + React ' +
        'editor, type-checked against the documented version) and the pages that show it. Names ' +
        'come from list_examples (e.g. "minimal", "rich-text", "tables").',
      inputSchema: {
        name: z
          .string()
          .trim()
          .min(1, 'Give an example name from list_examples, e.g. "minimal".')
          .max(100)
          .describe('The example’s name, from list_examples.'),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    ({name}) => textResult(readExample(site().examples, site().siteUrl, name)),
  );
}
