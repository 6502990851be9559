/**
 * The .xlsx exports in the request's language (docs/i18n.md "Exports"): every export route (collected with an onRoute
 * hook, so a new one is walked too) asked in English writes its headers, sheet name and file name without Chinese, and
 * its labels (statuses, events, kinds, yes/no, the system) in English, while data stays as stored; every label the
 * exports write has its English in the catalogs; the alarm journal's system notes read in English in the list too.
 */
import type { LightMyRequestResponse } from 'fastify';
import { LOG_EXPORT_LABELS, LOGIN_COLUMNS, OPER_COLUMNS } from '../../server/src/modules/log/export-labels';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALARM_API, ALARM_KIND_LABEL } from '../../contract/alarm';
import { METER_KIND_LABEL } from '../../contract/asset-meter';
import {
  FIGURES,
  REPORT_API,
  REPORT_NOT_FILLED_LABEL,
  REPORT_STATUS_LABEL,
  WEEKLY_SECTIONS,
} from '../../contract/report';
import { USER_EXPORT_COLUMNS } from '../../contract/user/schemas';
import { WO_KINDS } from '../../contract/work-order';
import type { Db } from '../../server/src/db/client';
import { ESCALATION_NOTE } from '../../server/src/modules/alarm/escalation-repository';
import { EVENT_LABEL, PRIORITY_LABEL } from '../../server/src/modules/alarm/journal-routes';
import { RELEASED_BY_ORDER } from '../../server/src/modules/alarm/order-release';
import { journal } from '../../server/src/modules/alarm/journal-repository';
import { KIND_NAME } from '../../server/src/modules/report/notices';
import { exportText, exportTextKnown } from '../../server/src/shared/i18n/export-catalog';
import { storedTextEn } from '../../server/src/shared/i18n/stored-text-catalog';
import { alarmCall, raise, wipeAlarms } from './helpers/alarm-fixtures';
import { bearer, createTestApp, login, openSeededDb, testClock, type TestApp } from './helpers/test-app';
import { sheetName, sheetRows } from './helpers/xlsx-sheet';

const CJK = /[\u3400-\u9fff\uff00-\uffef\u3000-\u303f]/;
const NOW = Date.parse('2026-11-24T02:00:00Z');
const ENGLISH = { 'accept-language': 'en-US,en;q=0.9' };
const WO = '/api/system/base/workOrder';

/** Every export route with a body its filter accepts: a new export route fails the walk until it is named here. */
const BODIES: Readonly<Record<string, object>> = {
  ...Object.fromEntries(WO_KINDS.map((kind) => [`${WO}/${kind}/export`, {}])),
  [`${WO}/accept/export`]: {},
  '/api/asset/device/export': { factoryId: 11 },
  '/api/asset/meter/export': { factoryId: 11 },
  '/api/system/user/export': {},
  '/api/monitor/operlog/export': {},
  '/api/monitor/logininfor/export': {},
  [ALARM_API.JOURNAL_EXPORT]: {},
  '/api/energy/report/export': { granularity: 'day', start: '2026-11-01', end: '2026-11-23' },
  [REPORT_API.DAILY_EXPORT]: { factoryId: 11, month: '2026-11' },
  [REPORT_API.WEEKLY_EXPORT]: { factoryId: 11, month: '2026-11' },
  [REPORT_API.DAILY_PENDING_EXPORT]: {},
  [REPORT_API.WEEKLY_PENDING_EXPORT]: {},
};

let db: Db;
let t: TestApp;
const exportRoutes: string[] = [];
const tokens: Record<string, string> = {};

beforeAll(async () => {
  db = await openSeededDb();
  t = await createTestApp(db, {
    clock: testClock(NOW),
    beforeReady: (app) => {
      app.addHook('onRoute', (r) => {
        if ([r.method].flat().includes('POST') && r.url.endsWith('/export')) exportRoutes.push(r.url);
      });
    },
  });
  for (const name of ['admin', 'operator']) tokens[name] = (await login(t.app, name)).access_token;
  // an alarm with its story: raised, acknowledged by a person with a note, escalated and released by the system
  await wipeAlarms(db);
  const id = await raise(db, { kind: 4, minutesAgo: 30, on: 'SH01-FM-01', now: NOW });
  await db.query(`UPDATE alarm_record SET content = '仪表通讯中断，离线' WHERE alarm_record_id = $1`, [id]);
  const ack = await alarmCall(t.app, tokens.operator ?? '', 'PUT', ALARM_API.ACK, {
    alarmRecordIds: String(id),
    note: '已通知值班',
  });
  expect(ack.statusCode, ack.body).toBe(200);
  const touched = [{ id, factoryId: 11 }];
  await journal(db, touched, 'escalated', null, new Date(NOW + 60_000), ESCALATION_NOTE.SUPERVISORS);
  await journal(db, touched, 'released', null, new Date(NOW + 120_000), RELEASED_BY_ORDER('WX20261124001'));
});
afterAll(async () => {
  await t.app.close();
  await db.close();
});

const exportIn = (url: string, headers: Record<string, string> = ENGLISH): Promise<LightMyRequestResponse> =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(tokens.admin ?? ''), ...headers },
    payload: BODIES[url] ?? {},
  });

const fileName = (res: LightMyRequestResponse): string =>
  decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(String(res.headers['content-disposition']))?.[1] ?? '');

const column = (sheet: string[][], header: string): string[] => {
  const index = sheet[0]!.indexOf(header);
  expect(index, `${header} in ${sheet[0]!.join(',')}`).toBeGreaterThanOrEqual(0);
  return sheet.slice(1).map((r) => r[index] ?? '');
};

describe('every export in English', () => {
  it('walks every export route', () => {
    expect(exportRoutes.length).toBeGreaterThanOrEqual(15);
    expect([...exportRoutes].sort()).toEqual(Object.keys(BODIES).sort());
  });

  it.each(Object.keys(BODIES))('%s: headers, sheet and file name in English', async (url) => {
    const res = await exportIn(url);
    expect(res.statusCode, res.body).toBe(200);
    const header = sheetRows(res)[0] ?? [];
    expect(header.length).toBeGreaterThan(0);
    expect(header.filter((h) => CJK.test(h))).toEqual([]);
    expect(sheetName(res).replace('上海第一水厂', '')).not.toMatch(CJK);
    // a report's file names its factory, which is data
    expect(fileName(res).replace('上海第一水厂', '')).not.toMatch(CJK);
  });

  it('names the page in the file as the English menu does, and keeps Chinese for a Chinese request', async () => {
    const en = await exportIn(`${WO}/fix/export`);
    expect(fileName(en)).toBe('Repair orders_20261124.xlsx');
    expect(sheetName(en)).toBe('Repair orders');
    const zh = await exportIn(`${WO}/fix/export`, { 'accept-language': 'zh-CN,en;q=0.8' });
    expect(fileName(zh)).toBe('维修工单_20261124.xlsx');
    expect(sheetRows(zh)[0]?.[0]).toBe('工单编号');
  });

  it('writes the labels of work orders, ledgers, users and reports in English', async () => {
    const orders = sheetRows(await exportIn(`${WO}/fix/export`));
    expect(orders.length).toBeGreaterThan(1);
    expect(column(orders, 'Order status').filter((s) => CJK.test(s))).toEqual([]);
    const meters = sheetRows(await exportIn('/api/asset/meter/export'));
    expect(meters.length).toBeGreaterThan(1);
    expect(new Set(column(meters, 'Online'))).toEqual(new Set(['Online', 'Offline']));
    expect(column(meters, 'Measures').filter((s) => CJK.test(s))).toEqual([]);
    const devices = sheetRows(await exportIn('/api/asset/device/export'));
    expect(devices.length).toBeGreaterThan(1);
    expect(
      [...column(devices, 'Status'), ...column(devices, 'Asset type')].filter((s) => CJK.test(s)),
    ).toEqual([]);
    const daily = sheetRows(await exportIn(REPORT_API.DAILY_EXPORT));
    expect(column(daily, 'Status').filter((s) => CJK.test(s))).toEqual([]);
    const users = sheetRows(await exportIn('/api/system/user/export'));
    expect(new Set(column(users, 'Status'))).toEqual(new Set(['Normal']));
    expect(column(users, 'Sex').filter((s) => CJK.test(s) || /^\d$/.test(s))).toEqual([]);
    const energy = sheetRows(await exportIn('/api/energy/report/export'));
    expect(new Set(column(energy, 'Energy'))).toEqual(new Set(['Electricity', 'Water', 'Gas']));
  });

  it("writes the alarm journal's events, the system and its notes in English, a person's note as typed", async () => {
    const sheet = sheetRows(await exportIn(ALARM_API.JOURNAL_EXPORT));
    expect(column(sheet, 'Event')).toEqual(['Released', 'Escalated', 'Acknowledged', 'Raised']);
    expect(column(sheet, 'By')).toEqual([
      'System',
      'System',
      expect.not.stringMatching(/^System$/),
      'System',
    ]);
    expect(column(sheet, 'Remark')).toEqual([
      'Order WX20261124001 accepted',
      'Factory supervisors notified',
      '已通知值班',
      '',
    ]);
    expect(new Set(column(sheet, 'Alarm content'))).toEqual(new Set(['Meter communication lost: offline']));
    expect(column(sheet, 'Alarm kind').filter((s) => CJK.test(s))).toEqual([]);
    expect(column(sheet, 'Priority').filter((s) => CJK.test(s))).toEqual([]);
  });
});

describe('the alarm journal list in English', () => {
  it("gives the system's notes in English and a person's note as typed", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${ALARM_API.JOURNAL}?pageNum=1&pageSize=10`,
      headers: { ...bearer(tokens.admin ?? ''), ...ENGLISH },
    });
    expect(res.statusCode, res.body).toBe(200);
    const notes = (res.json().rows as { note: string | null }[]).map((r) => r.note);
    expect(notes).toEqual([
      'Order WX20261124001 accepted',
      'Factory supervisors notified',
      '已通知值班',
      null,
    ]);
    const zh = await t.app.inject({
      method: 'GET',
      url: `${ALARM_API.JOURNAL}?pageNum=1&pageSize=10`,
      headers: bearer(tokens.admin ?? ''),
    });
    expect((zh.json().rows as { note: string | null }[])[1]?.note).toBe(ESCALATION_NOTE.SUPERVISORS);
  });
});

describe('the export catalog', () => {
  const labels: string[] = [
    ...USER_EXPORT_COLUMNS.map(([header]) => header),
    ...[...OPER_COLUMNS, ...LOGIN_COLUMNS].map(([header]) => header),
    ...LOG_EXPORT_LABELS,
    ...Object.values(EVENT_LABEL),
    ...Object.values(PRIORITY_LABEL),
    ...Object.values(ALARM_KIND_LABEL),
    ...Object.values(METER_KIND_LABEL),
    ...Object.values(REPORT_STATUS_LABEL),
    REPORT_NOT_FILLED_LABEL,
    ...WEEKLY_SECTIONS.map((s) => s.label),
    ...Object.values(KIND_NAME),
    ...Object.values(FIGURES).flatMap((f) => [f.label, ...(CJK.test(f.unit) ? [f.unit] : [])]),
  ].filter((text) => CJK.test(text));

  it.each(labels)('has the English of %s', (zh) => {
    expect(exportTextKnown(zh), `${zh} has no English in export-catalog.ts`).toBe(true);
    expect(exportText('en', zh)).not.toMatch(CJK);
    expect(exportText('zh', zh)).toBe(zh);
  });

  it.each([...Object.values(ESCALATION_NOTE), RELEASED_BY_ORDER('WX20261124001')])(
    'has the English of the system note %s',
    (note) => {
      expect(storedTextEn(note)).not.toMatch(CJK);
    },
  );
});
