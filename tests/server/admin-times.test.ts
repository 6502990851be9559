/**
 * Times on the administration lists are China time like every other time the console shows
 * (server/src/shared/china-time.ts, docs/administration.md): 用户管理's 创建时间 and 在线用户's 登录时间 / 最后访问 of an
 * instant are that instant at +08:00, never its UTC reading, whatever the process's or the database session's zone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OnlineRow } from '../../contract/online';
import type { Db } from '../../server/src/db/client';
import { createTestApp, getAs, login, openSeededDb, type TestApp } from './helpers/test-app';

let db: Db;
let t: TestApp;
let admin = '';

beforeAll(async () => {
  db = await openSeededDb();
  t = await createTestApp(db);
  admin = (await login(t.app, 'admin')).access_token;
});
afterAll(async () => {
  await t.app.close();
  await db.close();
});

/** The test clock's instant, 2026-03-02 08:00 UTC, in China time. */
const CHINA_NOW = '2026-03-02 16:00:00';

describe('administration lists show China time', () => {
  it('用户管理: 创建时间 of a user created at 08:00 UTC reads 16:00', async () => {
    await db.query("UPDATE sys_user SET create_time = $1 WHERE user_name = 'viewer'", [
      new Date(t.clock.now()),
    ]);
    const res = await getAs(t.app, admin, '/api/system/user/list?userName=viewer');
    expect(res.statusCode, res.body).toBe(200);
    const rows = (res.json() as { rows: { userName: string; createTime: string }[] }).rows;
    expect(rows.find((r) => r.userName === 'viewer')?.createTime).toBe(CHINA_NOW);
  });

  it('在线用户: 登录时间 and 最后访问 of a sign-in at 08:00 UTC read 16:00', async () => {
    const res = await getAs(t.app, admin, '/api/monitor/online/list');
    expect(res.statusCode, res.body).toBe(200);
    const rows = (res.json() as { rows: OnlineRow[] }).rows;
    const mine = rows.find((r) => r.userName === 'admin');
    expect(mine).toMatchObject({ loginTime: CHINA_NOW, lastSeen: CHINA_NOW });
  });
});
