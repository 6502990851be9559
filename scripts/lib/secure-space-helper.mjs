// The reference secure-space helper (docs/secure-space.md): a tiny loopback HTTP server that answers the console's
// question "is the helper signed in?" at GET /status with `{ signedIn, user }`. It is signed in while it runs (the
// workstation's user is the one who started it); `signedIn: false` answers "not signed in", for tests and for trying
// the refusal. CORS only for the console origins it is given: another web page cannot read the answer.
import { createServer } from 'node:http';

export const DEFAULT_HELPER_PORT = 17653;
export const STATUS_PATH = '/status';
/** The console served by `npm start` (PORT 6567) and by `npm run dev` (Vite on the same port), by either name. */
export const DEFAULT_ORIGINS = Object.freeze(['http://127.0.0.1:6567', 'http://localhost:6567']);

function corsHeaders(origin) {
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-methods': 'GET',
    // Chrome's Private Network Access asks a loopback server before a page of another address may call it.
    'access-control-allow-private-network': 'true',
    'access-control-max-age': '600',
    vary: 'Origin',
  };
}

/**
 * Starts the helper on 127.0.0.1 (never on another interface: the answer is about this workstation). Resolves with
 * the server and its port once it listens.
 */
export function startSecureSpaceHelper({
  port = DEFAULT_HELPER_PORT,
  origins = DEFAULT_ORIGINS,
  signedIn = true,
  user = 'secure-space',
} = {}) {
  const allowed = new Set(origins);
  const server = createServer((request, response) => {
    const origin = request.headers.origin;
    // A browser call from a page that is not the console: refused, and without CORS headers it could not read it.
    if (origin !== undefined && !allowed.has(origin)) {
      response.writeHead(403, { 'content-type': 'text/plain; charset=utf-8' }).end('origin not allowed');
      return;
    }
    const cors = origin === undefined ? {} : corsHeaders(origin);
    const path = (request.url ?? '').split('?')[0];
    if (request.method === 'OPTIONS' && path === STATUS_PATH) {
      response.writeHead(204, cors).end();
      return;
    }
    if (request.method !== 'GET' || path !== STATUS_PATH) {
      response.writeHead(404, { ...cors, 'content-type': 'text/plain; charset=utf-8' }).end('not found');
      return;
    }
    const body = signedIn ? { signedIn: true, user } : { signedIn: false };
    response
      .writeHead(200, {
        ...cors,
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-store',
      })
      .end(JSON.stringify(body));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve({ server, port: server.address().port });
    });
  });
}
