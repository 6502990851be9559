/**
 * What the server logs when a client, not the server, is at fault (docs/architecture.md §3 "Errors"): an aborted
 * upload, a body over the limit, a client gone in the middle of its body, a WebSocket frame over the limit each make
 * one warning without a stack trace; the server's own failures stay errors with their stack. The app logs its JSON
 * lines to a stream the test reads, at LOG_LEVEL=warn (so every line read is a warning or worse).
 */
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { request as httpRequest, type ClientRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { LIVE_MAX_PAYLOAD } from '../../contract/live';
import { PUBLIC_ROUTE } from '../../contract/permissions';
import { buildApp } from '../../server/src/app';
import type { AppInstance } from '../../server/src/context';
import type { Db } from '../../server/src/db/client';
import { isSocketClientFault } from '../../server/src/errors';
import { sharedCompilers } from './helpers/shared-compilers';
import { bearer, login, openSeededDb, testClock, testConfig } from './helpers/test-app';
import { appDbOf } from './setup/postgres-template';

interface LogLine {
  level: number;
  msg: string;
  code?: string;
  err?: { stack?: string };
}

const WARN = 40;
const ERROR = 50;

let db: Db;
let app: AppInstance;
let base: string;
let token: string;
const lines: LogLine[] = [];
let waiting: (() => void) | null = null;
/** Resolves once the upload route's handler is about to run, for the test that aborts mid-way. */
let atHandler: (() => void) | null = null;
/** Resolves once a body is about to be read, for the test that goes away in the middle of one. */
let atBody: (() => void) | null = null;

beforeAll(async () => {
  db = await openSeededDb();
  const config = testConfig({ LOG_LEVEL: 'warn', FILES_DIR: join(tmpdir(), `woms-files-${randomUUID()}`) });
  app = buildApp({
    config,
    db: appDbOf(db),
    clock: testClock(),
    schemaCompilers: sharedCompilers,
    logStream: {
      write: (line) => {
        lines.push(JSON.parse(line) as LogLine);
        waiting?.();
      },
    },
  });
  app.addHook('onClose', async () => rm(config.filesDir, { recursive: true, force: true }));
  app.addHook('preParsing', (_request, _reply, payload, done) => {
    atBody?.();
    done(null, payload);
  });
  app.addHook('preHandler', (request, _reply, done) => {
    if (request.url.startsWith('/api/system/file/upload')) atHandler?.();
    done();
  });
  // Outside /api (no response schema needed): a defect of the server, and one whose error merely looks like a
  // connection reset (an outbound call reset), while the client's own connection is fine.
  app.get('/test/defect', { config: { permission: PUBLIC_ROUTE } }, () => {
    throw new Error('a defect');
  });
  app.get('/test/outbound-reset', { config: { permission: PUBLIC_ROUTE } }, () => {
    throw Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' });
  });
  await app.ready();
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  token = (await login(app, 'operator')).access_token;
});

afterAll(async () => {
  await app.close();
  await db.close();
});

/** The lines logged from now on, once at least `n` are in. */
async function logged(n: number, from: number): Promise<LogLine[]> {
  while (lines.length - from < n) await new Promise<void>((resolve) => (waiting = resolve));
  waiting = null;
  // One more round trip through the server: whatever it would log after the first lines is in by then.
  await app.inject({ method: 'GET', url: '/woms/' });
  return lines.slice(from);
}

/** A request whose body the client starts and then abandons, destroying its connection once `when` resolves. */
function abandon(path: string, headers: Record<string, string>, start: Buffer, when: Promise<void>) {
  return new Promise<void>((resolve) => {
    const req: ClientRequest = httpRequest(new URL(path, base), { method: 'POST', headers });
    req.on('error', () => resolve());
    req.on('close', () => resolve());
    req.write(start);
    void when.then(() => req.destroy());
  });
}

/** One warning naming the client's fault, without an error object or a stack. */
function expectOneClientWarning(found: LogLine[], code: string, msg: string): void {
  expect(found).toEqual([{ ...found[0], level: WARN, code, msg }]);
  expect(found[0]?.err).toBeUndefined();
  expect(JSON.stringify(found)).not.toContain('    at ');
}

describe('client faults: one warning, no stack', () => {
  it('an upload the client aborts mid-way', async () => {
    const from = lines.length;
    const reached = new Promise<void>((resolve) => (atHandler = resolve));
    await abandon(
      `/api/system/file/upload?fileName=half.pdf`,
      { ...bearer(token), 'content-type': 'application/octet-stream', 'content-length': '100000' },
      Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(20_000, 0x41)]),
      reached,
    );
    const found = await logged(1, from);
    atHandler = null;
    expect(found).toHaveLength(1);
    expect(found[0]?.level).toBe(WARN);
    expect(['ECONNRESET', 'ERR_STREAM_PREMATURE_CLOSE']).toContain(found[0]?.code);
    expect(found[0]?.msg).toMatch(/^client error: /);
    expect(found[0]?.err).toBeUndefined();
  });

  it('a client gone in the middle of its body', async () => {
    const from = lines.length;
    const reading = new Promise<void>((resolve) => (atBody = resolve));
    await abandon(
      '/api/auth/oauth/token',
      { 'content-type': 'application/json', 'content-length': '1000' },
      Buffer.from('{"username":'),
      reading,
    );
    const found = await logged(1, from);
    atBody = null;
    expectOneClientWarning(found, 'ECONNRESET', 'client error: aborted');
  });

  it('a body over the limit (413, as before)', async () => {
    const from = lines.length;
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/oauth/token',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x'.repeat(1024 * 1024 + 1) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ code: 413, msg: 'Request body is too large' });
    expectOneClientWarning(
      await logged(1, from),
      'FST_ERR_CTP_BODY_TOO_LARGE',
      'client error: Request body is too large',
    );
  });

  it('a WebSocket frame over the limit (closed with 1009, as before)', async () => {
    const from = lines.length;
    const ws = new WebSocket(`${base.replace(/^http/, 'ws')}/api/ws/count/operator?access_token=${token}`);
    await new Promise((resolve, reject) => {
      ws.once('open', resolve);
      ws.once('error', reject);
    });
    const code = new Promise<number>((resolve) => ws.once('close', resolve));
    ws.send('x'.repeat(LIVE_MAX_PAYLOAD + 1));
    expect(await code).toBe(1009);
    expectOneClientWarning(
      await logged(1, from),
      'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH',
      'client error: Max payload size exceeded',
    );
  });

  it("tells a live socket's client faults from the server's own errors", () => {
    const coded = (code: string) => Object.assign(new Error(code), { code });
    expect(isSocketClientFault(coded('ECONNRESET'))).toBe(true);
    expect(isSocketClientFault(coded('WS_ERR_INVALID_UTF8'))).toBe(true);
    expect(isSocketClientFault(new Error('a defect'))).toBe(false);
    expect(isSocketClientFault(coded('ERR_INVALID_ARG_TYPE'))).toBe(false);
  });
});

describe("the server's own failures: an error with its stack", () => {
  it.each([
    ['a defect', '/test/defect'],
    ['a reset of something else than the client’s connection', '/test/outbound-reset'],
  ])('%s', async (_what, url) => {
    const from = lines.length;
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 500, msg: '服务器内部错误' });
    const found = await logged(1, from);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ level: ERROR, msg: 'unhandled error' });
    expect(found[0]?.err?.stack).toContain('    at ');
  });
});
