/**
 * Measures the MCP server (mcp/server.ts) on `build/`, over stdio from the SDK's client:
 *
 * - start: from spawning the server to its answer to `initialize`, median of --starts (5), both as
 *   the README's command starts it (`npm run --silent mcp`) and as one Node process (`node
 *   --import tsx`);
 * - answers: each tool called --calls (20) times in one session, median and slowest; the first
 *   search (which builds the engine) is reported apart;
 * - memory: the server process's resident set (VmRSS) after all the calls.
 *
 * Usage: npm run measure:mcp -- [--build DIR] [--starts N] [--calls N]   (run `npm run build` first)
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';

import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';

const siteDir = path.resolve(import.meta.dirname, '..');

/** One call of each tool, with input an assistant would send. */
const toolCalls: [name: string, args: Record<string, unknown>][] = [
  ['search_docs', {query: 'update the editor state'}],
  ['get_page', {url_or_path: '/docs/concepts/editor-state'}],
  ['get_symbol', {name: '$getRoot'}],
  ['get_symbol', {name: 'LexicalEditor'}],
  ['list_examples', {}],
  ['get_example', {name: 'rich-text'}],
];

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const ms = (value: number): string => `${value.toFixed(1)} ms`;

type Command = {label: string; command: string; args: string[]};

function commands(buildDir: string): Command[] {
  const serverArgs = ['mcp/server.ts', '--build', buildDir];
  return [
    {
      label: 'npm run --silent mcp',
      command: 'npm',
      args: ['run', '--silent', 'mcp', '--prefix', siteDir, '--', '--build', buildDir],
    },
    {
      label: 'node --import tsx',
      command: process.execPath,
      args: ['--import', 'tsx', ...serverArgs],
    },
  ];
}

async function start(
  command: Command,
): Promise<{client: Client; transport: StdioClientTransport; ms: number}> {
  const transport = new StdioClientTransport({
    command: command.command,
    args: command.args,
    cwd: siteDir,
    stderr: 'ignore',
  });
  const client = new Client({name: 'measure-mcp', version: '0.0.0'});
  const started = performance.now();
  await client.connect(transport);
  return {client, transport, ms: performance.now() - started};
}

async function timeCall(
  client: Client,
  name: string,
  args: Record<string, unknown>,
): Promise<number> {
  const started = performance.now();
  const result = await client.callTool({name, arguments: args});
  if (result.isError) throw new Error(`${name} failed: ${JSON.stringify(result.content)}`);
  return performance.now() - started;
}

/** The resident set of a process, from Linux's /proc. */
function residentMegabytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]);
  return kilobytes / 1024;
}

async function main(): Promise<void> {
  const {values} = parseArgs({
    options: {
      build: {type: 'string', default: path.join(siteDir, 'build')},
      starts: {type: 'string', default: '5'},
      calls: {type: 'string', default: '20'},
    },
  });
  const buildDir = path.resolve(values.build);
  const calls = Number(values.calls);

  for (const command of commands(buildDir)) {
    const times: number[] = [];
    for (let run = 0; run < Number(values.starts); run += 1) {
      const {client, ms: startMs} = await start(command);
      times.push(startMs);
      await client.close();
    }
    console.log(`start (${command.label}): median ${ms(median(times))} of ${times.length}`);
  }

  // One process, so that its memory is the server's own.
  const single = commands(buildDir)[1];
  if (!single) throw new Error('No command to measure.');
  const {client, transport} = await start(single);
  try {
    console.log(
      `first search_docs, right after start (waits for the engine to be built): ${ms(await timeCall(client, 'search_docs', {query: 'node'}))}`,
    );
    for (const [name, args] of toolCalls) {
      const times: number[] = [];
      for (let run = 0; run < calls; run += 1) times.push(await timeCall(client, name, args));
      console.log(
        `${name} ${JSON.stringify(args)}: median ${ms(median(times))}, slowest ${ms(Math.max(...times))} (${calls} calls)`,
      );
    }
    const pid = transport.pid;
    if (pid !== null) console.log(`memory: ${residentMegabytes(pid).toFixed(0)} MB resident`);
  } finally {
    await client.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
