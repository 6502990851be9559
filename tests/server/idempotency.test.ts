/**
 * Idempotent writes (docs/architecture.md §3 "Idempotent writes"): a write repeated with its Idempotency-Key is done
 * once and answered with its first answer, on either instance; a failed write releases its key; the same key on another
 * request, or a malformed key, is refused with 400 naming the header; a repeat arriving while the first runs waits for
 * its answer; keys are forgotten after a day.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENT_REPLAY_HEADER } from '../../contract/common/schemas';
import type { Db } from '../../server/src/db/client';
import { IdempotencyRepository } from '../../server/src/modules/idempotency/repository';
import { bearer, createTestApp, login, openSeededDb, type TestApp } from './helpers/test-app';

let db: Db;
let a: TestApp;
let b: TestApp;
let token = '';
let operatorId = 0;
let deviceId = 0;

beforeAll(async () => {
  db = await openSeededDb();
  a = await createTestApp(db);
  b = await createTestApp(db);
  token = (await login(a.app, 'operator')).access_token;
  operatorId = (
    await db.query<{ user_id: number }>("SELECT user_id FROM sys_user WHERE user_name = 'operator'")
  ).rows[0]!.user_id;
  deviceId = (
    await db.query<{ device_id: number }>('SELECT device_id FROM wo_device WHERE factory_id = 11 LIMIT 1')
  ).rows[0]!.device_id;
});
afterAll(async () => {
  await a.app.close();
  await b.app.close();
  await db.close();
});

const report = (t: TestApp, key: string | null, content = '重复提交测试') =>
  t.app.inject({
    method: 'POST',
    url: '/api/system/base/workOrder/fix',
    headers: { ...bearer(token), ...(key === null ? {} : { 'idempotency-key': key }) },
    payload: { factoryId: 11, deviceId, reportContent: content },
  });
const ordersSaying = async (content: string): Promise<number> =>
  (
    await db.query<{ n: number }>('SELECT count(*)::int AS n FROM wo_task WHERE report_content = $1', [
      content,
    ])
  ).rows[0]!.n;

describe('Idempotency-Key', () => {
  it('a repeat, on this instance or the other, gets the first answer and writes nothing more', async () => {
    const first = await report(a, 'key-repeat-0001', '重复一次');
    expect(first.json()).toMatchObject({ code: 200 });
    expect(first.headers[IDEMPOTENT_REPLAY_HEADER.toLowerCase()]).toBeUndefined();
    const again = await report(a, 'key-repeat-0001', '重复一次');
    const elsewhere = await report(b, 'key-repeat-0001', '重复一次');
    for (const repeat of [again, elsewhere]) {
      expect(repeat.statusCode).toBe(200);
      expect(repeat.json()).toEqual(first.json());
      expect(repeat.headers[IDEMPOTENT_REPLAY_HEADER.toLowerCase()]).toBe('true');
    }
    expect(await ordersSaying('重复一次')).toBe(1);
    // Without a key every request is its own write.
    await report(a, null, '重复一次');
    expect(await ordersSaying('重复一次')).toBe(2);
  });

  it('refuses the same key on another request with 400 naming the header, writing nothing', async () => {
    expect((await report(a, 'key-other-00001', '第一份')).json()).toMatchObject({ code: 200 });
    const other = await report(a, 'key-other-00001', '第二份');
    expect(other.statusCode).toBe(400);
    expect(other.json().msg).toContain('headers/idempotency-key');
    expect(await ordersSaying('第二份')).toBe(0);
  });

  it('releases the key of a failed write: the retry with the same key is done', async () => {
    const refused = await a.app.inject({
      method: 'POST',
      url: '/api/system/base/workOrder/fix',
      headers: { ...bearer(token), 'idempotency-key': 'key-failed-0001' },
      payload: { factoryId: 11, deviceId: 999_999, reportContent: '设备不存在' },
    });
    expect(refused.json().code).not.toBe(200);
    const retried = await report(a, 'key-failed-0001', '改正后提交');
    expect(retried.json()).toMatchObject({ code: 200 });
    expect(retried.headers[IDEMPOTENT_REPLAY_HEADER.toLowerCase()]).toBeUndefined();
    expect(await ordersSaying('改正后提交')).toBe(1);
  });

  it.each(['short', 'has spaces in it', 'x'.repeat(101), '中文的请求编号很长很长'])(
    'refuses the malformed key %j with 400 naming the header',
    async (key) => {
      const res = await report(a, key, '格式不对');
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toContain('headers/idempotency-key');
      expect(await ordersSaying('格式不对')).toBe(0);
    },
  );

  it('a repeat arriving while the first still runs (on the other instance) waits for its answer', async () => {
    const [one, two] = await Promise.all([
      report(a, 'key-together-01', '同时提交'),
      report(b, 'key-together-01', '同时提交'),
    ]);
    expect(one.json()).toMatchObject({ code: 200 });
    expect(two.json()).toEqual(one.json());
    const replayed = [one, two].map((r) => r.headers[IDEMPOTENT_REPLAY_HEADER.toLowerCase()] ?? null);
    expect(replayed.sort()).toEqual(['true', null].sort());
    expect(await ordersSaying('同时提交')).toBe(1);
  });

  it('lets an upload carrying a key through: its streamed bytes are neither hashed nor held back', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const res = await a.app.inject({
      method: 'POST',
      url: '/api/system/file/upload?fileName=seal.png',
      headers: {
        ...bearer(token),
        'content-type': 'application/octet-stream',
        'idempotency-key': 'key-upload-0001',
      },
      payload: png,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 200 });
  });

  it('forgets keys after a day: the sweep removes them, and a key past its day is claimed anew', async () => {
    await db.query(
      `INSERT INTO sys_idempotency (user_id, idem_key, request_hash, status, content_type, body, created_at)
       VALUES ($1, 'key-old-000001', $2, 200, 'application/json', '{"code":200,"msg":"旧的"}',
               timestamptz '2000-01-01T00:00:00Z')`,
      [operatorId, 'e'.repeat(64)],
    );
    const fresh = await report(a, 'key-old-000001', '一天以后');
    expect(fresh.json()).toMatchObject({ code: 200 });
    expect(await ordersSaying('一天以后')).toBe(1);
    await db.query(
      `INSERT INTO sys_idempotency (user_id, idem_key, request_hash, created_at)
       VALUES ($1, 'key-old-000002', $2, timestamptz '2000-01-01T00:00:00Z')`,
      [operatorId, 'e'.repeat(64)],
    );
    const swept = await new IdempotencyRepository(db).sweep(new Date(Date.now() - 24 * 3_600_000));
    expect(swept).toBeGreaterThanOrEqual(1);
    const left = await db.query("SELECT 1 FROM sys_idempotency WHERE idem_key = 'key-old-000002'");
    expect(left.rows).toHaveLength(0);
  });
});
