import {mkdtempSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';

const siteDir = path.resolve(import.meta.dirname, '../..');

/** The server started with the README's command, as an assistant starts it. */
async function connect(extraArgs: string[] = []): Promise<Client> {
  const transport = new StdioClientTransport({
    command: 'npm',
    args: [
      'run',
      '--silent',
      'mcp',
      '--prefix',
      siteDir,
      ...(extraArgs.length ? ['--', ...extraArgs] : []),
    ],
    stderr: 'pipe',
  });
  const client = new Client({name: 'lexical-docs-test', version: '0.0.0'});
  await client.connect(transport);
  return client;
}

let client: Client;

async function call(name: string, args: Record<string, unknown> = {}) {
  const result = (await client.callTool({name, arguments: args})) as CallToolResult;
  const first = result.content[0];
  return {text: first?.type === 'text' ? first.text : '', isError: result.isError === true};
}

beforeAll(async () => {
  client = await connect();
});
afterAll(async () => {
  await client.close();
});

describe('the MCP server over the build', () => {
  it('lists its five tools, each with a description and an input schema', async () => {
    const {tools} = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      'get_example',
      'get_page',
      'get_symbol',
      'list_examples',
      'search_docs',
    ]);
    for (const tool of tools) {
      expect(tool.description?.length, `${tool.name} needs a description`).toBeGreaterThan(40);
      expect(tool.inputSchema.type).toBe('object');
    }
  });

  it('finds the $getRoot API entry first for "$getRoot"', async () => {
    const {text, isError} = await call('search_docs', {query: '$getRoot', limit: 3});
    expect(isError).toBe(false);
    expect(text.split('\n')[0]).toMatch(/^1\. .*\$getRoot/);
    expect(text).toContain('https://lexical.dev/docs/api/modules/lexical');
  });

  it('answers a how-to query with the editor state guide among the first hits', async () => {
    const {text} = await call('search_docs', {query: 'update the editor state'});
    expect(text).toContain('https://lexical.dev/docs/concepts/editor-state');
  });

  it.each([
    ['an empty query', ''],
    ['a 1,000-character query', 'x'.repeat(1000)],
  ])('answers %s with an error that says what to do', async (_, query) => {
    const {text, isError} = await call('search_docs', {query});
    expect(isError).toBe(true);
    expect(text).toMatch(/empty|longer than/);
  });

  it('returns a page as Markdown, its title first', async () => {
    const {text} = await call('get_page', {url_or_path: 'https://lexical.dev/docs/intro'});
    expect(text.split('\n')[0]).toBe('# Introduction');
  });

  it('returns one section of a page by its anchor', async () => {
    const {text, isError} = await call('get_page', {
      url_or_path: '/docs/intro.md',
      section: 'what-makes-lexical-different',
    });
    expect(isError).toBe(false);
    expect(text.split('\n')[0]).toBe('## What makes Lexical different');
    expect(text).not.toContain('# Introduction');
  });

  it('names near pages for an unknown page', async () => {
    const {text, isError} = await call('get_page', {url_or_path: '/docs/intr'});
    expect(isError).toBe(true);
    expect(text).toContain('No page at /docs/intr');
    expect(text).toContain('/docs/intro');
  });

  it.each([
    '../package.json',
    '/docs/../../package.json',
    '/%2e%2e/package.json',
    'file:///etc/passwd',
    'https://example.com/docs/intro',
  ])('refuses %s, outside the site', async (reference) => {
    const {text, isError} = await call('get_page', {url_or_path: reference});
    expect(isError).toBe(true);
    expect(text).toMatch(/not a page of this site|not a path inside the site|leads outside/);
  });

  it("gives a symbol's signature, doc comment, release, page and guides", async () => {
    const {text, isError} = await call('get_symbol', {name: '$getRoot'});
    expect(isError).toBe(false);
    expect(text).toContain('function $getRoot(): RootNode');
    expect(text).toContain("import {$getRoot} from 'lexical';");
    expect(text).toContain('Returns the RootNode of the active EditorState.');
    expect(text).toContain('Since Lexical 0.17.0 or earlier.');
    expect(text).toContain(
      'https://lexical.dev/docs/api/modules/lexical/dollar-functions#$getroot',
    );
    expect(text).toMatch(/## Guide pages that mention it\n- \[/);
  });

  it("gives a class member's signature, by Class.member or by its name alone", async () => {
    const {text} = await call('get_symbol', {name: 'LexicalEditor.update'});
    expect(text).toContain('update(updateFn: () => void, options?: EditorUpdateOptions): void');
    expect(text).toContain('https://lexical.dev/docs/api/classes/lexical.LexicalEditor#update');
    const bare = await call('get_symbol', {name: 'registerCommand'});
    expect(bare.text.split('\n')[0]).toBe(
      '# LexicalEditor.registerCommand (method of class LexicalEditor)',
    );
  });

  it('lists the candidates of a name with different declarations in several packages', async () => {
    const {text} = await call('get_symbol', {name: 'HorizontalRuleNode'});
    expect(text).toContain('pass `package` to choose');
    expect(text).toContain("from '@lexical/extension'");
    expect(text).toContain("from '@lexical/react/LexicalHorizontalRuleNode'`), class (deprecated)");
    const chosen = await call('get_symbol', {
      name: 'HorizontalRuleNode',
      package: '@lexical/extension',
    });
    expect(chosen.text.split('\n')[0]).toBe('# HorizontalRuleNode (class)');
  });

  it('names near symbols for an unknown one', async () => {
    const {text, isError} = await call('get_symbol', {name: '$getRooot'});
    expect(isError).toBe(true);
    expect(text).toContain('No exported symbol "$getRooot"');
    expect(text).toContain('$getRoot');
  });

  it('lists the live examples and returns one with its files and pages', async () => {
    const list = await call('list_examples');
    expect(list.text).toContain('- minimal: ');
    const {text} = await call('get_example', {name: 'minimal'});
    expect(text).toContain('## src/examples/minimal/Example.tsx');
    expect(text).toContain('https://lexical.dev/docs/getting-started/react');
    const unknown = await call('get_example', {name: 'minimla'});
    expect(unknown.isError).toBe(true);
    expect(unknown.text).toContain('Near matches: minimal');
  });

  it('serves llms.txt and every page twin as resources', async () => {
    const {resources} = await client.listResources();
    const uris = resources.map((resource) => resource.uri);
    expect(uris).toContain('https://lexical.dev/llms.txt');
    expect(uris).toContain('https://lexical.dev/docs/intro.md');
    const page = await client.readResource({uri: 'https://lexical.dev/docs/intro.md'});
    expect(page.contents[0]).toMatchObject({mimeType: 'text/markdown'});
    await expect(client.readResource({uri: 'https://lexical.dev/docs/nope.md'})).rejects.toThrow(
      /No page at \/docs\/nope/,
    );
  });
});

describe('the MCP server without a build', () => {
  it('starts, and its tools say how to make a build', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'lexical-mcp-'));
    const bare = await connect(['--build', empty]);
    try {
      const result = (await bare.callTool({
        name: 'search_docs',
        arguments: {query: 'node'},
      })) as CallToolResult;
      expect(result.isError).toBe(true);
      expect(result.content[0]).toMatchObject({
        text: expect.stringContaining('npm run build') as string,
      });
    } finally {
      await bare.close();
    }
  });
});
