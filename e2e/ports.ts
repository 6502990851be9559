/**
 * Where the servers under test listen (scripts/e2e.mjs picks free ports and passes them on).
 *
 * E2E_PORTS lists one `main` server per Playwright worker, each with its own in-memory database, so
 * what a test changes (passwords, users, work orders…) is seen by the tests of its own worker only.
 * E2E_SHORT_TTL_PORT is one more server whose access tokens live 3 s; a single describe of
 * session.spec.ts uses it, and a file only ever runs in one worker at a time.
 */
const mainPorts = (process.env.E2E_PORTS ?? '6597,6598')
  .split(',')
  .map((p) => Number(p.trim()))
  .filter((p) => Number.isInteger(p) && p > 0);
const shortTtlPort = Number(process.env.E2E_SHORT_TTL_PORT ?? Math.max(...mainPorts) + 1);

const url = (port: number) => `http://127.0.0.1:${port}`;

export const PORTS = { main: mainPorts, shortTtl: shortTtlPort };

/**
 * Where each main server's console asks the secure-space helper (SECURE_SPACE_URL; docs/secure-space.md): a port per
 * server from E2E_SECURE_SPACE_PORTS (scripts/e2e.mjs picks free ones), or the server's port + 1000 when Playwright
 * runs alone. Only e2e/exports.spec.ts starts a helper there.
 */
const helperPorts = (process.env.E2E_SECURE_SPACE_PORTS ?? '').split(',').map((p) => Number(p.trim()));
export function secureSpacePort(serverPort: number): number {
  const listed = helperPorts[mainPorts.indexOf(serverPort)];
  return listed !== undefined && Number.isInteger(listed) && listed > 0 ? listed : serverPort + 1000;
}
/** One server per worker: as many workers as main servers. */
export const WORKERS = mainPorts.length;
export const mainURLs = mainPorts.map(url);
/** A server whose access tokens live 3 s, for the transparent-refresh journey. */
export const shortTtlURL = url(shortTtlPort);

/**
 * The server of the worker with this parallelIndex. A worker restarted after a failure keeps its
 * parallelIndex, so it comes back to the same server (and the same data).
 */
export function workerURL(parallelIndex: number): string {
  const found = mainURLs[parallelIndex];
  if (!found) {
    throw new Error(
      `e2e: worker ${parallelIndex} has no server (E2E_PORTS lists ${mainURLs.length}); ` +
        'run `npm run test:e2e` (it starts one server per worker) or pass as many ports as workers',
    );
  }
  return found;
}
