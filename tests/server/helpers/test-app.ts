/**
 * One migrated + seeded in-memory PGlite per test file, loaded from the run's snapshot (docs/architecture.md
 * §5: migrating and seeding costs seconds, an instance ~700 MB), a controllable clock instead of sleeping,
 * and sign-in helpers over inject().
 */
import { randomUUID } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../../../server/src/app';
import { loadConfig, type Config } from '../../../server/src/config';
import type { AppInstance } from '../../../server/src/context';
import { pgliteDb, type Db } from '../../../server/src/db/client';
import { moveFilesToFolder } from '../../../server/src/modules/file/move-to-folder';
import type { Clock } from '../../../server/src/shared/clock';
import type { TokenReply } from '../../../contract/auth/schemas';
import { appDbOf, openSeededPostgres } from '../setup/postgres-template';
import { sharedCompilers } from './shared-compilers';

export const TEST_CAPTCHA = 'Ab3d';

export interface TestClock extends Clock {
  advance(ms: number): void;
}

export function testClock(start = Date.parse('2026-03-02T08:00:00Z')): TestClock {
  let t = start;
  return { now: () => t, advance: (ms) => void (t += ms) };
}

/**
 * The config of a test app. FILES_DIR defaults to a fresh folder under the OS's temporary folder, made only when a
 * file is written, so no test writes to the working directory's ./data/files; createTestApp removes it on close.
 */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    DATABASE_URL: 'memory://',
    CAPTCHA_TEST_CODE: TEST_CAPTCHA,
    LOG_LEVEL: 'silent',
    SEED: 'none',
    FILES_DIR: join(tmpdir(), `woms-files-${randomUUID()}`),
    ...env,
  });
}

export interface TestApp {
  app: AppInstance;
  clock: TestClock;
  config: Config;
}

/**
 * A test file's PGlite with 16 MB of shared buffers instead of PostgreSQL's 128 MB (docs/architecture.md §5
 * "Database and performance"): a file's database is a few tens of MB and lives in memory anyway, and opening an
 * instance with the default cost about 0.15 s of CPU more (its shared memory made and cleared), 66 files on each run;
 * the server project went from 70–74 s to 56–67 s alone, with the same tests.
 */
const TEST_PGLITE_CONF = ['shared_buffers = 16MB'];

/**
 * The file's database, migrated and demo-seeded: a fresh in-memory PGlite loaded from the run's snapshot
 * (tests/server/setup/seeded-snapshot.ts), or in the PostgreSQL run a fresh copy of the seeded template database
 * (tests/server/setup/seeded-postgres.ts). Call once in beforeAll, close in afterAll.
 */
export async function openSeededDb(): Promise<Db> {
  const postgres = inject('seededPostgres');
  if (postgres) return openSeededPostgres(postgres);
  return pgliteDb(
    await PGlite.create({ loadDataDir: await seededSnapshot(), postgresqlconf: TEST_PGLITE_CONF }),
  );
}

let snapshotBytes: Promise<ArrayBuffer> | undefined;

/**
 * The run's snapshot, read once per worker (files share a worker's modules: vitest.config.ts). PGlite reads a
 * `loadDataDir` only through `type` and `arrayBuffer()` and never writes to the bytes, so every file is handed the
 * same bytes instead of a fresh Blob: copying the ~75 MB into and out of a Blob cost about 0.1 s per file.
 */
async function seededSnapshot(): Promise<Blob> {
  snapshotBytes ??= readFile(inject('seededSnapshot')).then((tar) =>
    tar.buffer.slice(tar.byteOffset, tar.byteOffset + tar.byteLength),
  );
  const bytes = await snapshotBytes;
  const snapshot: Pick<Blob, 'type' | 'arrayBuffer'> = {
    type: 'application/x-tar',
    arrayBuffer: () => Promise.resolve(bytes),
  };
  return snapshot as Blob;
}

/**
 * The run's snapshot seeded on the process clock written out as a PGlite data folder (for the tests of what opens a
 * folder itself, main.ts and buildApp without a db, on the process clock: tests/server/setup/live-snapshot.ts). The
 * caller removes `dir`.
 */
export async function restoreSeededFolder(dir: string): Promise<void> {
  const tar = await readFile(inject('liveSnapshot'));
  const lite = await PGlite.create({ dataDir: dir, loadDataDir: new Blob([tar]) });
  await lite.close();
}

/**
 * An app on the file's database (cheap: build several with different env if needed), with a files folder of its own
 * (docs/architecture.md §3 "Files"): testConfig's temporary folder, removed when the app closes, unless
 * `env.FILES_DIR` names one. `moveFiles` first runs main.ts's start-up move, so the bytes the demo seed left in the
 * database (its photos) are in that folder; only the tests that read the demo's files ask for it (it writes ~50
 * files per app). Once moved they are in that folder only: a second app on the same database reads them only with
 * the same FILES_DIR.
 */
export async function createTestApp(
  db: Db,
  opts: {
    env?: Record<string, string>;
    beforeReady?: (app: AppInstance) => void;
    clock?: TestClock;
    moveFiles?: boolean;
  } = {},
): Promise<TestApp> {
  // testConfig's own folder unless env names one: made by the first file written, so an app never closed and never
  // written to leaves nothing behind
  const config = testConfig(opts.env);
  if (opts.moveFiles) await moveFilesToFolder(db, config.filesDir);
  const clock = opts.clock ?? testClock();
  const app = buildApp({ config, db: appDbOf(db), clock, schemaCompilers: sharedCompilers });
  if (opts.env?.FILES_DIR === undefined) {
    app.addHook('onClose', async () => rm(config.filesDir, { recursive: true, force: true }));
  }
  opts.beforeReady?.(app);
  await app.ready();
  return { app, clock, config };
}

export async function captcha(app: AppInstance): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/code' });
  return (res.json() as { uuid: string }).uuid;
}

export interface LoginFields {
  username: string;
  password: string;
  code?: string;
  uuid?: string;
  client_id?: string;
  client_secret?: string;
}

/** Posts the password grant as a form body (what the console sends). */
export async function postLogin(
  app: AppInstance,
  fields: LoginFields,
  extra: Partial<InjectOptions> = {},
): Promise<LightMyRequestResponse> {
  const form = new URLSearchParams({
    grant_type: 'password',
    client_id: 'woms',
    client_secret: 'woms',
    scope: 'server',
    code: TEST_CAPTCHA,
    ...fields,
    uuid: fields.uuid ?? (await captcha(app)),
  });
  return app.inject({
    method: 'POST',
    url: '/api/auth/oauth/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
    ...extra,
  });
}

export const DEMO_PASSWORDS: Record<string, string> = {
  admin: 'admin123',
  operator: 'operator123',
  supervisor: 'super123',
  viewer: 'viewer123',
  newcomer: 'newcomer123',
};

export async function login(
  app: AppInstance,
  username: string,
  password = DEMO_PASSWORDS[username] ?? '',
): Promise<TokenReply> {
  const res = await postLogin(app, { username, password });
  const body = res.json() as TokenReply & { msg?: string };
  if (!body.access_token) throw new Error(`login ${username} failed: ${res.body}`);
  return body;
}

/** The refresh grant as docs/requirements.md §7 sends it: query parameters. */
export function postRefresh(
  app: AppInstance,
  refreshToken: string,
  client = { client_id: 'woms', client_secret: 'woms' },
): Promise<LightMyRequestResponse> {
  const q = new URLSearchParams({
    grant_type: 'refresh_token',
    scope: 'server',
    refresh_token: refreshToken,
    ...client,
  });
  return app.inject({ method: 'POST', url: `/api/auth/oauth/token?${q.toString()}` });
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

export async function getAs(app: AppInstance, token: string, url: string): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url, headers: bearer(token) });
}

/** A write as the bearer of `token`, with a JSON body when one is given. */
export async function sendAs(
  app: AppInstance,
  token: string,
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
): Promise<LightMyRequestResponse> {
  return app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
}

export async function count(db: Db, table: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return rows[0]?.n ?? 0;
}
