// @vitest-environment node
import {execFile} from 'node:child_process';
import {mkdtemp, rm} from 'node:fs/promises';
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';

import {writeIndex} from '@site/src/plugins/search-index/buildIndex';
import {hostedIndexSettings} from '@site/src/search/hostedIndexSettings';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';

import {sampleIndex, sampleRecords} from '../search/sampleIndex';

const siteRoot = path.resolve(import.meta.dirname, '../../..');

interface ReceivedCall {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Just enough of Algolia's REST API for `search:upload`: settings, batches, copy and move
 * operations, and tasks that are always published. Records land in `indices`.
 */
function startFakeAlgolia() {
  const calls: ReceivedCall[] = [];
  const indices = new Map<string, unknown[]>();
  let taskID = 0;
  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const body: unknown = raw ? JSON.parse(raw) : null;
      calls.push({method: request.method ?? '', path: url.pathname, body});
      const [, , , indexName = '', action = ''] = url.pathname.split('/').map(decodeURIComponent);
      taskID += 1;
      let answer: unknown = {taskID, updatedAt: new Date().toISOString()};
      if (action === 'batch') {
        const {requests} = body as {requests: {action: string; body: unknown}[]};
        indices.set(indexName, [
          ...(indices.get(indexName) ?? []),
          ...requests.map((entry) => entry.body),
        ]);
        answer = {taskID, objectIDs: requests.map((_, i) => String(i))};
      } else if (action === 'operation') {
        const {operation, destination} = body as {operation: string; destination: string};
        if (operation === 'move') {
          indices.set(destination, indices.get(indexName) ?? []);
          indices.delete(indexName);
        }
      } else if (action === 'task') {
        answer = {status: 'published', pendingTask: false};
      }
      response.writeHead(200, {'content-type': 'application/json'});
      response.end(JSON.stringify(answer));
    });
  });
  return {server, calls, indices};
}

/** Runs `npm run search:upload`'s script with the given environment; resolves with its outcome. */
function runUpload(buildDir: string, env: Record<string, string>) {
  return new Promise<{code: number; stdout: string; stderr: string}>((resolve) => {
    const {ALGOLIA_APP_ID, ALGOLIA_ADMIN_API_KEY, ALGOLIA_INDEX_NAME, ALGOLIA_HOSTS, ...inherited} =
      process.env;
    execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/search-upload.ts', '--build', buildDir],
      {cwd: siteRoot, env: {...inherited, ...env}},
      (error, stdout, stderr) => {
        resolve({code: error ? Number(error.code ?? 1) : 0, stdout, stderr});
      },
    );
  });
}

describe('npm run search:upload', () => {
  let buildDir = '';
  let fake: ReturnType<typeof startFakeAlgolia>;
  let hostUrl = '';

  beforeAll(async () => {
    buildDir = await mkdtemp(path.join(tmpdir(), 'search-upload-'));
    await writeIndex(buildDir, sampleIndex);
    fake = startFakeAlgolia();
    const server: Server = fake.server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    hostUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => fake.server.close(resolve));
    await rm(buildDir, {recursive: true, force: true});
  });

  it('fails with a message naming every missing setting, and sends nothing', async () => {
    const {code, stderr} = await runUpload(buildDir, {
      ALGOLIA_APP_ID: 'APP',
      ALGOLIA_HOSTS: hostUrl,
    });
    expect(code).not.toBe(0);
    expect(stderr).toContain('search:upload needs ALGOLIA_ADMIN_API_KEY, ALGOLIA_INDEX_NAME');
    expect(fake.calls).toEqual([]);
  }, 30_000);

  it('sends the index settings and replaces the records with those of the build', async () => {
    const {code, stdout, stderr} = await runUpload(buildDir, {
      ALGOLIA_APP_ID: 'APP',
      ALGOLIA_ADMIN_API_KEY: 'admin-key',
      ALGOLIA_INDEX_NAME: 'lexical_docs',
      ALGOLIA_HOSTS: hostUrl,
    });
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toContain(
      `Uploaded ${sampleRecords.length} records from ${sampleIndex.pages.length} pages to lexical_docs.`,
    );

    const settingsCall = fake.calls.find((call) => call.path.endsWith('/settings'));
    expect(settingsCall).toMatchObject({
      method: 'PUT',
      path: '/1/indexes/lexical_docs/settings',
      body: hostedIndexSettings,
    });
    // The records went to a temporary index, which then replaced the live one whole.
    const moves = fake.calls.filter(
      (call) => (call.body as {operation?: string} | null)?.operation === 'move',
    );
    expect(moves).toHaveLength(1);
    expect(moves[0]?.body).toMatchObject({destination: 'lexical_docs'});
    expect(fake.indices.get('lexical_docs')).toEqual(sampleRecords);
  }, 30_000);
});
