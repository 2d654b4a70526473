import {createServer} from 'node:http';
import type {AddressInfo} from 'node:net';
import {text} from 'node:stream/consumers';

/** A local search host that starts its answers at once and finishes them on release. */
export interface HeldAnswerHost {
  /** `http://127.0.0.1:<port>`, the host's origin. */
  origin: string;
  /** The page fetches this URL to release every answer held, and those that come after. */
  releaseUrl: string;
  close: () => Promise<void>;
}

/** How long an answer is held at most, so that a test that fails early does not hang. */
const maxHoldMs = 10_000;

const corsHeaders = {'access-control-allow-origin': '*'};

/**
 * Starts a host that answers each POST with `answer(its body)`, but sends only the status, the
 * headers and a first byte at once: the rest follows when `releaseUrl` is fetched. A browser client sees a host
 * that has answered and is still sending, which is what algoliasearch's timers tell apart (its
 * connect timeout ends when the headers arrive), so a test can hold an answer for as long as it
 * needs to watch the modal wait, with no race against that timeout.
 */
export async function startHeldAnswerHost(
  answer: (requestBody: string) => string,
): Promise<HeldAnswerHost> {
  let released = false;
  const held: (() => void)[] = [];
  const server = createServer((request, response) => {
    if (request.method === 'GET' && request.url === '/release') {
      released = true;
      for (const send of held.splice(0)) send();
      response.writeHead(204, corsHeaders).end();
      return;
    }
    void text(request).then((body) => {
      response.writeHead(200, {...corsHeaders, 'content-type': 'application/json'});
      // Chromium tells the page of a response only with its first byte of body: a space, which
      // JSON allows before the value.
      response.write(' ');
      const send = () => {
        if (!response.writableEnded) response.end(answer(body));
      };
      if (released) send();
      else {
        held.push(send);
        setTimeout(send, maxHoldMs).unref();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    releaseUrl: `${origin}/release`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}
