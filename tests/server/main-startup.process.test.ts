/**
 * main.ts end to end: a bad env value is ONE clear line on stderr and exit code 1 (docs/architecture.md §3); a good one
 * opens its folder, migrates, listens, prints the URL and the demo accounts, and shuts down cleanly on SIGTERM.
 * Seeding an empty folder is the e2e run's first step (scripts/e2e.mjs), which every journey then signs in on; here
 * the folders start from the run's snapshot, so a start costs seconds, not a fresh database.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { decode as decodeJpeg, encode as encodeJpeg } from 'jpeg-js';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVER_ARGS } from '../../scripts/lib/server-build.mjs';
import { buildApp } from '../../server/src/app';
import { restoreSeededFolder, testConfig } from './helpers/test-app';

const root = fileURLToPath(new URL('../../', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'woms-main-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function start(env: Record<string, string>) {
  return spawnSync(process.execPath, [...SERVER_ARGS], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
    // a second alone; generous beside the other stages on two cores
    timeout: 60_000,
  });
}

describe('main.ts startup failures', { timeout: 90_000 }, () => {
  it.each([
    [{ PORT: 'abc' }, 'woms-server: Invalid PORT "abc": expected an integer 1-65535'],
    [
      { DATABASE_URL: 'mysql://db/woms' },
      'woms-server: Invalid DATABASE_URL "mysql://db/woms": expected a directory path, memory:// or postgres://',
    ],
  ])('exits 1 with one line for %o', (env, line) => {
    const res = start(env);
    expect(res.status).toBe(1);
    expect(res.stderr.trim()).toBe(line);
    expect(res.stdout).toBe('');
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => resolve(typeof addr === 'object' && addr ? addr.port : 0));
    });
  });
}

describe('main.ts full start', () => {
  it("opens a seeded folder without seeding it again, serves a sign-in and a photo's thumbnail, and stops on SIGTERM with exit code 0", async () => {
    const dir = join(scratch, 'main');
    await restoreSeededFolder(dir);
    const port = await freePort();
    const child = spawn(process.execPath, [...SERVER_ARGS], {
      cwd: root,
      env: {
        PATH: process.env.PATH ?? '',
        DATABASE_URL: dir,
        // the start-up move writes the demo photos here, not to the working directory (docs/architecture.md §3 "Files")
        FILES_DIR: join(scratch, 'main-files'),
        CAPTCHA_TEST_CODE: 'abcd',
        PORT: String(port),
        LOG_LEVEL: 'warn',
      },
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no banner: ${out}`)), 120_000);
        child.stdout.on('data', () => {
          if (out.includes('operator123')) {
            clearTimeout(timer);
            resolve();
          }
        });
      });
      expect(out).toContain(`WOMS server ready: http://localhost:${port}/woms/`);
      expect(out).toContain(`database: embedded PGlite in ${dir}\n`);
      // how long it took, for the warm-start figure of the bench
      expect(out).toMatch(/\nstarted in \d+\.\d s\n/);
      expect(out).not.toContain('seeded now');
      // the demo photos the seed left in the database are in FILES_DIR now
      expect(readdirSync(join(scratch, 'main-files', 'woms'), { recursive: true }).length).toBeGreaterThan(0);
      expect(out).toMatch(/supervisor\s+super123/);
      const base = `http://127.0.0.1:${port}`;
      const { uuid } = (await (await fetch(`${base}/api/code`)).json()) as { uuid: string };
      const form = new URLSearchParams({
        grant_type: 'password',
        client_id: 'woms',
        client_secret: 'woms',
        username: 'admin',
        password: 'admin123',
        code: 'ABCD',
        uuid,
      });
      const token = (await (
        await fetch(`${base}/api/auth/oauth/token`, { method: 'POST', body: form })
      ).json()) as { access_token: string };
      const info = await fetch(`${base}/api/system/user/getInfo`, {
        headers: { authorization: `Bearer ${token.access_token}` },
      });
      expect(((await info.json()) as { permissions: string[] }).permissions).toEqual(['*:*:*']);
      // The thumbnail is made by the worker bundled beside the server (server/dist/thumbnail-worker.mjs), which this
      // process must find and run without a TypeScript loader (docs/architecture.md §1 "What ships").
      const auth = { authorization: `Bearer ${token.access_token}` };
      const photo = encodeJpeg({ data: Buffer.alloc(800 * 600 * 4, 128), width: 800, height: 600 }, 80).data;
      const upload = await fetch(`${base}/api/system/file/upload?fileName=pump.jpg`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/octet-stream' },
        body: photo,
      });
      const { data } = (await upload.json()) as { data: { thumbnailUrl: string } };
      const thumb = await fetch(`${base}${data.thumbnailUrl}`, { headers: auth });
      expect(thumb.status).toBe(200);
      expect(thumb.headers.get('content-type')).toBe('image/jpeg');
      const { width, height } = decodeJpeg(Buffer.from(await thumb.arrayBuffer()));
      expect([width, height]).toEqual([240, 180]);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
    // A real process: the bundle's start, PGlite and the migrations check, beside the other stages (22 s seen there).
  }, 180_000);
});

describe('buildApp without a db', () => {
  it('opens and migrates config.databaseUrl itself and closes it with the app', async () => {
    // The captcha row needs the migrated tables: the folder is the run's snapshot, already migrated.
    const dir = join(scratch, 'build-app');
    await restoreSeededFolder(dir);
    const app = buildApp({
      config: testConfig({ DATABASE_URL: dir, SEED: 'none', FILES_DIR: join(scratch, 'build-app-files') }),
    });
    await app.ready();
    try {
      const res = await app.inject({ method: 'GET', url: '/api/code' });
      expect(res.json().code).toBe(200);
    } finally {
      await app.close();
    }
  }, 60_000);
});
