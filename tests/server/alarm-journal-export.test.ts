/**
 * The 告警记录 page's .xlsx export (docs/alarms.md "Journal"): the journal's filter in the body, the events it matches
 * and no others within the caller's factories, events and priorities named as the page names them; a factory out of
 * scope is 403 and a user without the export code 403; migration 032 gives a demo database seeded before it the page.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ALARM_API } from '../../contract/alarm';
import type { Db } from '../../server/src/db/client';
import { exportFileName } from '../../server/src/shared/list-export';
import { XLSX_TYPE } from '../../server/src/shared/xlsx';
import { alarmCall, raise, wipeAlarms } from './helpers/alarm-fixtures';
import { createTestApp, login, openSeededDb, sendAs, type TestApp } from './helpers/test-app';
import { sheetRows } from './helpers/xlsx-sheet';

let db: Db;
let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  db = await openSeededDb();
  t = await createTestApp(db);
  for (const name of ['operator', 'viewer', 'admin']) tokens[name] = (await login(t.app, name)).access_token;
});
beforeEach(async () => {
  await wipeAlarms(db);
});
afterAll(async () => {
  await t.app.close();
  await db.close();
});

const exportAs = (who: string, body: object) =>
  sendAs(t.app, tokens[who] ?? '', 'POST', ALARM_API.JOURNAL_EXPORT, body);
const column = (sheet: string[][], header: string): string[] => {
  const index = sheet[0]!.indexOf(header);
  expect(index, `${header} in ${sheet[0]!.join(',')}`).toBeGreaterThanOrEqual(0);
  return sheet.slice(1).map((r) => r[index] ?? '');
};

describe('the alarm journal export', () => {
  it("writes the filtered events of the caller's factories, named as the page names them", async () => {
    const here = await raise(db, { kind: 3, minutesAgo: 10, on: 'SH01-FM-01', now: t.clock.now() });
    await raise(db, { kind: 3, minutesAgo: 5, on: 'SZ01-FM-01', now: t.clock.now() });
    const ack = await alarmCall(t.app, tokens.operator ?? '', 'PUT', ALARM_API.ACK, {
      alarmRecordIds: String(here),
      note: '已通知值班',
    });
    expect(ack.statusCode).toBe(200);

    const res = await exportAs('operator', {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_TYPE);
    const name = exportFileName('告警记录', t.clock.now());
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent(name)}`,
    );
    const sheet = sheetRows(res);
    expect(sheet[0]?.slice(0, 4)).toEqual(['时间', '事件', '操作人', '备注']);
    // 上海第一水厂 only, newest first: the acknowledgement, then the raising (by the system)
    expect(column(sheet, '告警编号')).toEqual([String(here), String(here)]);
    expect(column(sheet, '事件')).toEqual(['确认', '触发']);
    expect(column(sheet, '操作人')[1]).toBe('系统');
    expect(column(sheet, '备注')[0]).toBe('已通知值班');

    const acks = sheetRows(await exportAs('admin', { event: 'acknowledged' }));
    expect(column(acks, '事件')).toEqual(['确认']);
    expect(column(acks, '优先级')[0]).toMatch(/^(紧急|高|中|低)$/);
  });

  it('refuses a factory out of scope and a user without the export code', async () => {
    const { rows } = await db.query<{ id: number }>("SELECT id FROM sys_area WHERE code = 'SZ01'");
    const other = rows[0]?.id ?? 12;
    expect((await exportAs('operator', { factoryId: other })).statusCode).toBe(403);
    expect((await exportAs('viewer', {})).statusCode).toBe(403);
  });

  it('bad input is a 400 naming the field', async () => {
    const res = await exportAs('admin', { event: 'exploded' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('body/event');
  });
});
