/**
 * The day's upload quota of a user (UPLOAD_QUOTA_MB_PER_DAY, docs/architecture.md §3 "Files"), here 1 MB: uploads
 * count per user and China day on the server's clock; one that would pass the quota is 429 with the quota in its
 * message and stores neither a row nor a file, refused before its body is read when its length is declared; uploads
 * sent at once cannot overtake it together; another user, and the next day, start afresh.
 */
import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_MSG } from '../../contract/file';
import type { Db } from '../../server/src/db/client';
import {
  bearer,
  count,
  createTestApp,
  login,
  openSeededDb,
  testClock,
  type TestApp,
} from './helpers/test-app';

const KB = 1024;
const QUOTA_MSG = FILE_MSG.QUOTA.replace('{n}', '1');
/** A PDF of `size` bytes: the signature, then filler. */
const pdfOf = (size: number): Buffer =>
  Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(size - 9, 0x20)]);

let db: Db;
let t: TestApp;
const tokens: Record<string, string> = {};
const filesDir = join(tmpdir(), `woms-files-${randomUUID()}`);
// 10:00 China time: the day's uploads so far are the test's own.
const clock = testClock(Date.parse('2026-03-02T10:00:00+08:00'));

beforeAll(async () => {
  db = await openSeededDb();
  t = await createTestApp(db, { clock, env: { UPLOAD_QUOTA_MB_PER_DAY: '1', FILES_DIR: filesDir } });
  for (const name of ['operator', 'supervisor']) tokens[name] = (await login(t.app, name)).access_token;
});
afterAll(async () => {
  await t.app.close();
  await db.close();
});

/** The next China day at the same hour, signed in afresh (yesterday's token has expired). */
async function nextDay(): Promise<void> {
  clock.advance(24 * 3_600_000);
  tokens.operator = (await login(t.app, 'operator')).access_token;
}

/** An upload; `stream` sends the body without a declared length, so only its real size can be counted. */
const upload = (who: string, body: Buffer, stream = false) =>
  t.app.inject({
    method: 'POST',
    url: '/api/system/file/upload?fileName=q.pdf',
    headers: { ...bearer(tokens[who] ?? ''), 'content-type': 'application/octet-stream' },
    payload: stream ? Readable.from([body]) : body,
  });

async function storedFiles(): Promise<number> {
  const walk = async (dir: string): Promise<number> => {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    let n = 0;
    for (const e of entries) n += e.isDirectory() ? await walk(join(dir, e.name)) : 1;
    return n;
  };
  return walk(filesDir);
}

describe('the daily upload quota', () => {
  it('takes uploads up to the quota and refuses the one past it, storing nothing of it', async () => {
    expect((await upload('operator', pdfOf(600 * KB))).json()).toMatchObject({ code: 200 });
    const rows = await count(db, 'sys_file');
    const files = await storedFiles();
    // Declared past the quota: refused before a byte is read.
    const declared = await upload('operator', pdfOf(600 * KB));
    expect(declared.statusCode).toBe(429);
    expect(declared.json()).toEqual({ code: 429, msg: QUOTA_MSG });
    // Not declared: counted with its real size once received, then removed.
    const streamed = await upload('operator', pdfOf(600 * KB), true);
    expect(streamed.json()).toEqual({ code: 429, msg: QUOTA_MSG });
    expect(await count(db, 'sys_file')).toBe(rows);
    expect(await storedFiles()).toBe(files);
    // What still fits is taken.
    expect((await upload('operator', pdfOf(400 * KB))).json()).toMatchObject({ code: 200 });
  });

  it("counts each user's own uploads", async () => {
    expect((await upload('supervisor', pdfOf(900 * KB))).json()).toMatchObject({ code: 200 });
  });

  it('lets no uploads sent at once overtake it together', async () => {
    await nextDay();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => upload('operator', pdfOf(300 * KB), true)),
    );
    const codes = answers.map((r) => r.json<{ code: number }>().code).sort();
    console.info(`upload quota: 6 uploads of 300 KB at once against 1 MB: ${codes.join(', ')}`);
    expect(codes).toEqual([200, 200, 200, 429, 429, 429]);
  });

  it('starts afresh the next China day', async () => {
    await nextDay();
    expect((await upload('operator', pdfOf(900 * KB))).json()).toMatchObject({ code: 200 });
  });
});
