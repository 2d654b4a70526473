import {createReadStream, existsSync, statSync} from 'node:fs';
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {createGzip} from 'node:zlib';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.xml': 'application/xml',
  '.woff2': 'font/woff2',
};

function resolveFile(root: string, urlPath: string): string | undefined {
  const clean = path.normalize(decodeURIComponent(urlPath.split('?')[0] ?? '/'));
  const candidates = [path.join(root, clean), path.join(root, clean, 'index.html')];
  return candidates.find(
    (file) => file.startsWith(root) && existsSync(file) && statSync(file).isFile(),
  );
}

/**
 * Serves a built site from `root` on a free loopback port, gzip-compressed when the client
 * accepts it, as a CDN would (Docusaurus's own `serve` does not compress).
 */
export async function serveStatic(root: string): Promise<{url: string; server: Server}> {
  const server = createServer((request, response) => {
    const file = resolveFile(root, request.url ?? '/');
    if (!file) {
      response.writeHead(404, {'content-type': contentTypes['.html']});
      createReadStream(path.join(root, '404.html')).pipe(response);
      return;
    }
    const contentType = contentTypes[path.extname(file)] ?? 'application/octet-stream';
    if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
      response.writeHead(200, {'content-type': contentType, 'content-encoding': 'gzip'});
      createReadStream(file)
        .pipe(createGzip({level: 9}))
        .pipe(response);
      return;
    }
    response.writeHead(200, {'content-type': contentType});
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {url: `http://127.0.0.1:${port}`, server};
}
