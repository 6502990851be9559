/**
 * The report approval pages' exports (日报审批, 周报审批; docs/secure-space.md "Exports"): the reports waiting of the
 * page's factory filter in the caller's factories, the longest waiting first, as an .xlsx named after the page; a
 * factory outside the scope is refused as for the list, a caller without the page's export code is 403; migration 037
 * gives a demo database seeded before it the export buttons on the roles holding the pages.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERM } from '../../contract/permissions';
import { REPORT_API } from '../../contract/report';
import type { Db } from '../../server/src/db/client';
import { migrate } from '../../server/src/db/migrate';
import { exportFileName } from '../../server/src/shared/list-export';
import { XLSX_TYPE } from '../../server/src/shared/xlsx';
import { createTestApp, login, openSeededDb, sendAs, testClock, type TestApp } from './helpers/test-app';
import { sheetRows } from './helpers/xlsx-sheet';

const NOW = Date.parse('2026-11-24T02:00:00Z');
const OPERATOR = 2;

let db: Db;
let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  db = await openSeededDb();
  t = await createTestApp(db, { clock: testClock(NOW) });
  for (const table of ['om_report_history', 'om_daily_report', 'om_weekly_report'])
    await db.query(`DELETE FROM ${table}`);
  // waiting: 11 on the 20th (submitted last), 12 on the 21st, 21 (outside the supervisor's factories); 11 on the 19th
  // approved already
  await db.query(
    `INSERT INTO om_daily_report (factory_id, report_date, status, figures, filled_by, submitted_at)
     VALUES (11, '2026-11-20', 1, '{}', $1, '2026-11-23T03:00:00Z'),
            (12, '2026-11-21', 1, '{}', $1, '2026-11-23T01:00:00Z'),
            (21, '2026-11-21', 1, '{}', $1, '2026-11-23T00:00:00Z'),
            (11, '2026-11-19', 2, '{}', $1, '2026-11-22T00:00:00Z')`,
    [OPERATOR],
  );
  await db.query(
    `INSERT INTO om_weekly_report (factory_id, week_start, status, figures, days, filled_by, submitted_at)
     VALUES (11, '2026-11-16', 1, '{}', 7, $1, '2026-11-23T02:00:00Z')`,
    [OPERATOR],
  );
  for (const name of ['supervisor', 'operator', 'admin'])
    tokens[name] = (await login(t.app, name)).access_token;
});
afterAll(async () => {
  await t.app.close();
  await db.close();
});

const post = (who: string, url: string, body: object) => sendAs(t.app, tokens[who] ?? '', 'POST', url, body);

function fileOf(res: LightMyRequestResponse, page: string): string[][] {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe(XLSX_TYPE);
  const name = exportFileName(page, NOW);
  expect(res.headers['content-disposition']).toBe(`attachment; filename*=UTF-8''${encodeURIComponent(name)}`);
  return sheetRows(res);
}

describe('the approval pages export their lists', () => {
  it("writes the daily reports waiting in the caller's factories, the longest waiting first", async () => {
    const sheet = fileOf(await post('supervisor', REPORT_API.DAILY_PENDING_EXPORT, {}), '日报审批');
    expect(sheet).toEqual([
      ['工厂', '日期', '填报人', '提交时间', '异常指标'],
      ['苏州工业园能源站', '2026-11-21', '运维员小王', '2026-11-23 09:00:00', '0'],
      ['上海第一水厂', '2026-11-20', '运维员小王', '2026-11-23 11:00:00', '0'],
    ]);
  });

  it('writes only the factory of the filter', async () => {
    const sheet = fileOf(
      await post('supervisor', REPORT_API.DAILY_PENDING_EXPORT, { factoryId: 11 }),
      '日报审批',
    );
    expect(sheet.slice(1).map((r) => r[1])).toEqual(['2026-11-20']);
  });

  it('writes the weekly reports waiting with their Monday and Sunday', async () => {
    const sheet = fileOf(await post('supervisor', REPORT_API.WEEKLY_PENDING_EXPORT, {}), '周报审批');
    expect(sheet).toEqual([
      ['工厂', '开始日期', '结束日期', '填报人', '提交时间', '异常指标'],
      ['上海第一水厂', '2026-11-16', '2026-11-22', '运维员小王', '2026-11-23 10:00:00', '0'],
    ]);
  });

  it('refuses a factory outside the scope as the list does, and bad input naming the field', async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: `${REPORT_API.DAILY_PENDING}?factoryId=21`,
      headers: { authorization: `Bearer ${tokens.supervisor}` },
    });
    const res = await post('supervisor', REPORT_API.DAILY_PENDING_EXPORT, { factoryId: 21 });
    expect(res.headers['content-type']).not.toBe(XLSX_TYPE);
    expect([res.statusCode, res.json().code, res.json().msg]).toEqual([
      list.statusCode,
      list.json().code,
      list.json().msg,
    ]);
    const bad = await post('supervisor', REPORT_API.DAILY_PENDING_EXPORT, { factoryId: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('body/factoryId');
  });

  it("is each page's own export code: the operator, without the approval pages, is 403", async () => {
    for (const url of [REPORT_API.DAILY_PENDING_EXPORT, REPORT_API.WEEKLY_PENDING_EXPORT]) {
      expect((await post('operator', url, {})).statusCode).toBe(403);
      expect((await post('admin', url, {})).statusCode).toBe(200);
    }
  });
});

describe('migration 037', () => {
  it('gives a demo database seeded before it the export buttons, on the roles that hold the pages', async () => {
    const holders = () =>
      db.query<{ role: string; perms: string }>(
        `SELECT r.role_key AS role, m.perms FROM sys_role_menu rm JOIN sys_role r ON r.role_id = rm.role_id
           JOIN sys_menu m ON m.menu_id = rm.menu_id
          WHERE rm.menu_id IN (20122, 20222)
          ORDER BY r.role_key, m.perms`,
      );
    const seeded = (await holders()).rows;
    expect(seeded).toEqual([
      { role: 'supervisor', perms: PERM.DAILY_APPROVAL_EXPORT },
      { role: 'supervisor', perms: PERM.WEEKLY_APPROVAL_EXPORT },
    ]);
    // As a database seeded before 037: neither the buttons nor their grants, the migration not applied.
    await db.query('DELETE FROM sys_menu WHERE menu_id IN (20122, 20222)');
    await db.query("DELETE FROM schema_migrations WHERE version = '037-approval-exports'");
    expect(await migrate(db)).toEqual(['037-approval-exports']);
    expect((await holders()).rows).toEqual(seeded);
  });
});
