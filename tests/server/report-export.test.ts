/**
 * The .xlsx export of daily and weekly reports (docs/architecture.md §3 "Daily and weekly reports"): a day or a month
 * of one factory, a row per day or week with its status, each figure of the plant kind under its label and unit, the
 * remark or sections, filler and approver; the file name; exactly one period (400 otherwise); code and scope.
 */
import { strFromU8, unzipSync } from 'fflate';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERM } from '../../contract/permissions';
import { REPORT_MSG } from '../../contract/report';
import type { Db } from '../../server/src/db/client';
import { createRole, createUser, grantCodes } from './helpers/fixtures';
import { bearer, createTestApp, login, openSeededDb, testClock, type TestApp } from './helpers/test-app';

const NOW = Date.parse('2026-11-24T02:00:00Z');
const OPERATOR = 2;
const SUPERVISOR = 3;

let db: Db;
let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  db = await openSeededDb();
  t = await createTestApp(db, { clock: testClock(NOW) });
  for (const table of ['om_report_history', 'om_daily_report', 'om_weekly_report'])
    await db.query(`DELETE FROM ${table}`);
  const role = await createRole(db, 'report-exporter');
  await grantCodes(db, role, [PERM.DAILY_EXPORT, PERM.WEEKLY_EXPORT]);
  await createUser(db, { userName: 'exporter', password: 'Pass1234', roleId: role, factories: [11] });
  const other = await createRole(db, 'report-filler-only');
  await grantCodes(db, other, [PERM.DAILY_IMPORT]);
  await createUser(db, { userName: 'nofile', password: 'Pass1234', roleId: other, factories: [11] });
  tokens.exporter = (await login(t.app, 'exporter', 'Pass1234')).access_token;
  tokens.nofile = (await login(t.app, 'nofile', 'Pass1234')).access_token;
  tokens.admin = (await login(t.app, 'admin')).access_token;
  await db.query(
    `INSERT INTO om_daily_report (factory_id, report_date, status, figures, remark, filled_by, approved_by)
     VALUES (11, '2026-11-20', 2, $1::jsonb, '含<特殊>&字符', $2, $3),
            (11, '2026-11-21', 0, '{"inflow": 1000}', '', $2, NULL)`,
    [
      JSON.stringify({
        inflow: 230_000,
        outflow: 220_000,
        electricity: 70_400.5,
        energyPerM3: 0.32,
        ph: 7.2,
      }),
      OPERATOR,
      SUPERVISOR,
    ],
  );
  await db.query(
    `INSERT INTO om_weekly_report (factory_id, week_start, status, figures, days, work_done, problems, next_plan,
                                   filled_by, approved_by)
     VALUES (12, '2026-11-16', 1, $1::jsonb, 5, '巡检制冷机组', '', '更换冷却塔填料', $2, NULL)`,
    [JSON.stringify({ electricity: 600_000, gas: 150_000.5 }), SUPERVISOR],
  );
});
afterAll(async () => {
  await t.app.close();
  await db.close();
});

const post = (who: string, kind: 'daily' | 'weekly', payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/om/${kind}/export`,
    headers: bearer(tokens[who] ?? ''),
    payload,
  });

/** The sheet's rows, each cell's text or number at its column. */
function sheetOf(res: LightMyRequestResponse): (string | number | null)[][] {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe(
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  );
  const xml = strFromU8(unzipSync(new Uint8Array(res.rawPayload))['xl/worksheets/sheet1.xml']!);
  return [...xml.matchAll(/<row r="\d+">(.*?)<\/row>/g)].map((row) => {
    const cells: (string | number | null)[] = [];
    for (const c of row[1]!.matchAll(
      /<c r="([A-Z]+)\d+"[^>]*>(?:<v>(.*?)<\/v>|<is><t[^>]*>(.*?)<\/t><\/is>)<\/c>/g,
    )) {
      const col = [...c[1]!].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0) - 1;
      while (cells.length < col) cells.push(null);
      cells.push(
        c[2] !== undefined
          ? Number(c[2])
          : c[3]!.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&'),
      );
    }
    return cells;
  });
}

const fileName = (res: LightMyRequestResponse): string =>
  decodeURIComponent(String(res.headers['content-disposition']).replace("attachment; filename*=UTF-8''", ''));

describe('daily export', () => {
  it("writes a row for every day of the month up to today, with the water plant's figures and units", async () => {
    const res = await post('exporter', 'daily', { factoryId: 11, month: '2026-11' });
    expect(fileName(res)).toBe('上海第一水厂日报2026-11.xlsx');
    const [header, ...rows] = sheetOf(res);
    expect(header).toEqual([
      '日期',
      '状态',
      '进水量(m³)',
      '出水量(m³)',
      '用电量(kWh)',
      '吨水电耗(kWh/m³)',
      'PAC投加量(kg)',
      '次氯酸钠投加量(kg)',
      '出水浊度(NTU)',
      '余氯(mg/L)',
      'pH',
      '运行设备(台)',
      '故障设备(台)',
      '新建工单(个)',
      '完成工单(个)',
      '告警次数(次)',
      '备注',
      '填报人',
      '审批人',
    ]);
    expect(rows).toHaveLength(24);
    expect(rows[0]?.slice(0, 2)).toEqual(['2026-11-01', '未填报']);
    expect(rows[19]).toEqual([
      '2026-11-20',
      '已通过',
      230_000,
      220_000,
      70_400.5,
      0.32,
      null,
      null,
      null,
      null,
      7.2,
      null,
      null,
      null,
      null,
      null,
      '含<特殊>&字符',
      '运维员小王',
      '主管老李',
    ]);
    expect(rows[20]?.slice(0, 3)).toEqual(['2026-11-21', '草稿', 1_000]);
  });

  it('writes one day', async () => {
    const res = await post('exporter', 'daily', { factoryId: 11, date: '2026-11-21' });
    expect(fileName(res)).toBe('上海第一水厂日报2026-11-21.xlsx');
    expect(sheetOf(res)).toHaveLength(2);
  });

  it('needs exactly one period that has begun, the export code and a factory in scope', async () => {
    const refused = (res: LightMyRequestResponse, status: number, msg: string) => {
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json()).toEqual({ code: status, msg });
    };
    refused(await post('exporter', 'daily', { factoryId: 11 }), 400, `body/date ${REPORT_MSG.EXPORT_RANGE}`);
    refused(
      await post('exporter', 'daily', { factoryId: 11, date: '2026-11-20', month: '2026-11' }),
      400,
      `body/date ${REPORT_MSG.EXPORT_RANGE}`,
    );
    refused(
      await post('exporter', 'daily', { factoryId: 11, week: '2026-11-16' }),
      400,
      `body/week ${REPORT_MSG.EXPORT_RANGE}`,
    );
    refused(
      await post('exporter', 'daily', { factoryId: 11, date: '2026-11-25' }),
      400,
      `body/date ${REPORT_MSG.FUTURE}`,
    );
    refused(
      await post('exporter', 'daily', { factoryId: 11, month: '2026-12' }),
      400,
      `body/month ${REPORT_MSG.FUTURE}`,
    );
    refused(await post('exporter', 'daily', { factoryId: 12, month: '2026-11' }), 403, '没有权限访问该工厂');
    refused(
      await post('nofile', 'daily', { factoryId: 11, month: '2026-11' }),
      403,
      '没有权限，请联系管理员授权',
    );
    refused(
      await post('exporter', 'weekly', { factoryId: 11, week: '2026-11-17' }),
      400,
      `body/week ${REPORT_MSG.NOT_MONDAY}`,
    );
  });
});

describe('weekly export', () => {
  it("writes a row for every week of the month, with an energy station's figures and the sections", async () => {
    const res = await post('admin', 'weekly', { factoryId: 12, month: '2026-11' });
    expect(fileName(res)).toBe('苏州工业园能源站周报2026-11.xlsx');
    const [header, ...rows] = sheetOf(res);
    expect(header).toEqual([
      '开始日期',
      '结束日期',
      '状态',
      '用电量(kWh)',
      '用气量(m³)',
      '用水量(m³)',
      '供热量(GJ)',
      '供冷量(GJ)',
      '运行设备(台)',
      '故障设备(台)',
      '新建工单(个)',
      '完成工单(个)',
      '告警次数(次)',
      '本周工作',
      '存在问题',
      '下周计划',
      '填报人',
      '审批人',
    ]);
    expect(rows.map((r) => r[0])).toEqual(['2026-11-02', '2026-11-09', '2026-11-16', '2026-11-23']);
    expect(rows[2]).toEqual([
      '2026-11-16',
      '2026-11-22',
      '待审批',
      600_000,
      150_000.5,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      '巡检制冷机组',
      '',
      '更换冷却塔填料',
      '主管老李',
      '',
    ]);
  });
});
