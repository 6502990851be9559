/**
 * The embedded database under a crash (docs/architecture.md §1 "Faults"): a server on a PGlite data folder is killed
 * with SIGKILL in the middle of a burst of writes; the folder opens again and every acknowledged write is in it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { restoreSeededFolder } from './helpers/test-app';
import { signIn, startServer, stopServer, type ServerProcess } from './helpers/server-process';
import { burstThenKill, foundAfterRestart } from './helpers/write-burst';

// Server processes start in seconds, more on a loaded machine: this test gets three minutes.
describe('kill -9 on the embedded database', { timeout: 180_000 }, () => {
  const dir = mkdtempSync(join(tmpdir(), 'woms-crash-'));
  let server: ServerProcess | undefined;
  afterAll(async () => {
    if (server) await stopServer(server, 'SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  it('loses no acknowledged write, and the data folder opens again', async () => {
    const folder = join(dir, 'pg');
    await restoreSeededFolder(folder);
    const env = { DATABASE_URL: folder, SEED: 'none' };
    server = await startServer(env);
    const burst = await burstThenKill(server, await signIn(server.url, 'admin', 'admin123'), 'KP');
    server = await startServer(env);
    const found = await foundAfterRestart(server, await signIn(server.url, 'admin', 'admin123'), burst);
    console.info(
      `faults: kill -9 on PGlite: ${burst.acked.length} writes acknowledged of ${burst.sent} sent, ${found} found after restart`,
    );
    expect(found).toBe(burst.acked.length);
    expect(await stopServer(server)).toBe(0);
  });
});
