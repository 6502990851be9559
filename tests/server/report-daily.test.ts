/**
 * Daily reports (docs/architecture.md §3 "Daily and weekly reports"): the route codes, the form before and after the
 * first save, rounding and the derived kWh per m³, every step of the workflow and every refusal (a refusal changes
 * nothing: the row is checked), the history, the messages to approvers and filler, the month's calendar, the pending
 * list and the factory scope. The test starts from no reports at all and its own filler and approvers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERM } from '../../contract/permissions';
import {
  FIGURES,
  PLANT_FIGURES,
  REPORT_MSG,
  REPORT_STATUS,
  type DailyReport,
  type PendingReport,
  type ReportMonth,
} from '../../contract/report';
import type { Db } from '../../server/src/db/client';
import { expectStale } from './helpers/record-version';
import { createRole, createUser, grantCodes } from './helpers/fixtures';
import { bearer, createTestApp, login, openSeededDb, testClock, type TestApp } from './helpers/test-app';

/** Tuesday 24 November 2026, 10:00 China time. */
const NOW = Date.parse('2026-11-24T02:00:00Z');
const DAY = '2026-11-20';
const ADMIN = 1;
const SUPERVISOR = 3;

let db: Db;
let t: TestApp;
const ids: Record<string, number> = {};
const tokens: Record<string, string> = {};
const permissions = new Map<string, unknown>();

beforeAll(async () => {
  db = await openSeededDb();
  t = await createTestApp(db, {
    clock: testClock(NOW),
    beforeReady: (app) =>
      app.addHook('onRoute', (r) => {
        if (r.url.startsWith('/api/om/'))
          permissions.set(`${String(r.method)} ${r.url}`, r.config?.permission);
      }),
  });
  await db.query('DELETE FROM om_report_history');
  await db.query('DELETE FROM om_daily_report');
  await db.query('DELETE FROM om_weekly_report');
  await db.query('DELETE FROM sys_task_msg WHERE task_type = 0');
  const fill = await createRole(db, 'daily-filler');
  await grantCodes(db, fill, [PERM.DAILY_IMPORT, PERM.DAILY_EXPORT]);
  const approve = await createRole(db, 'daily-approver');
  await grantCodes(db, approve, [PERM.DAILY_COMPLETE]);
  for (const [name, roleId, factories] of [
    ['filler', fill, [11]],
    ['approver', approve, [11]],
    ['far', approve, [12]],
  ] as const) {
    ids[name] = await createUser(db, {
      userName: name,
      password: 'Pass1234',
      roleId,
      factories: [...factories],
    });
    tokens[name] = (await login(t.app, name, 'Pass1234')).access_token;
  }
  tokens.viewer = (await login(t.app, 'viewer')).access_token;
});
afterAll(async () => {
  await t.app.close();
  await db.close();
});

const call = (who: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(tokens[who] ?? ''), ...(payload ? { payload } : {}) });

async function data<T>(res: Awaited<ReturnType<typeof call>>, msg?: string): Promise<T> {
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  expect(body.code, res.body).toBe(200);
  if (msg) expect(body.msg).toBe(msg);
  return body.data as T;
}

const form = async (date = DAY): Promise<DailyReport> =>
  data<DailyReport>(await call('filler', 'GET', `/api/om/daily/form?factoryId=11&date=${date}`));

const FULL = {
  inflow: 230_000,
  outflow: 220_000,
  electricity: 70_400,
  pac: 1_200,
  naclo: 300,
  turbidity: 0.13,
  chlorine: 0.6,
  ph: 7.2,
  devicesRunning: 40,
  devicesFaulty: 1,
  ordersOpened: 2,
  ordersClosed: 1,
  alarmsRaised: 3,
};

const save = (version: number, figures: object, who = 'filler', date = DAY) =>
  call(who, 'PUT', '/api/om/daily/form', { factoryId: 11, date, version, figures, remark: '正常' });
const submit = (version: number, figures: object, date = DAY) =>
  call('filler', 'POST', '/api/om/daily/submit', { factoryId: 11, date, version, figures, remark: '正常' });

async function row(date = DAY) {
  const { rows } = await db.query<{
    id: number;
    status: number;
    version: number;
    figures: Record<string, number>;
  }>('SELECT id, status, version, figures FROM om_daily_report WHERE factory_id = 11 AND report_date = $1', [
    date,
  ]);
  return rows[0] ?? null;
}

const refused = (res: Awaited<ReturnType<typeof call>>, status: number, msg: string) => {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toEqual({ code: status === 200 ? 500 : status, msg });
};

/** The open to-dos of a user about the day's report, by kind, as their to-do tab lists them. */
async function todoKinds(who: string): Promise<Array<string | undefined>> {
  const res = await call(who, 'GET', '/api/system/base/task/msg/list/11/2');
  return (res.json().rows as Array<{ fillDate: string | null; todoKind?: string }>)
    .filter((m) => m.fillDate === DAY)
    .map((m) => m.todoKind);
}

async function messages(fillDate = DAY) {
  const { rows } = await db.query<{ user_id: number; tab: number; urge_type: number; msg_title: string }>(
    `SELECT user_id, tab, urge_type, msg_title FROM sys_task_msg
      WHERE task_type = 0 AND fill_date = $1 ORDER BY msg_id`,
    [fillDate],
  );
  await db.query('DELETE FROM sys_task_msg WHERE task_type = 0');
  return rows;
}

describe('routes', () => {
  it('carry the fill, approval and export codes', () => {
    expect(Object.fromEntries(permissions)).toMatchObject({
      'GET /api/om/daily/month': PERM.DAILY_IMPORT,
      'GET /api/om/daily/form': PERM.DAILY_IMPORT,
      'PUT /api/om/daily/form': PERM.DAILY_IMPORT,
      'POST /api/om/daily/submit': PERM.DAILY_IMPORT,
      'GET /api/om/daily/pending': PERM.DAILY_COMPLETE,
      'GET /api/om/daily/:id': PERM.DAILY_COMPLETE,
      'POST /api/om/daily/:id/approve': PERM.DAILY_COMPLETE,
      'POST /api/om/daily/:id/reject': PERM.DAILY_COMPLETE,
      'POST /api/om/daily/export': PERM.DAILY_EXPORT,
    });
  });
});

describe('the daily workflow', () => {
  it('answers a day not filled yet with its pre-filled figures', async () => {
    const report = await form();
    expect(report).toMatchObject({
      id: null,
      factoryId: 11,
      factoryName: '上海第一水厂',
      plantKind: 'water',
      status: null,
      version: 0,
      editable: true,
      due: '2026-11-21 10:00',
      filledBy: null,
      opinion: '',
      history: [],
      date: DAY,
      previousDate: null,
      remark: '',
    });
    expect(report.figures.map((f) => f.key)).toEqual(PLANT_FIGURES.water);
    for (const f of report.figures) {
      expect(f.value).toBe(f.prefill);
      expect(f.manual).toBe(false);
    }
    expect(report.figures.find((f) => f.key === 'pac')?.prefill).toBeNull();
    expect(await row()).toBeNull();
  });

  it('creates a draft on the first save, keeping figures as typed and computing kWh per m³', async () => {
    const before = await form();
    const saved = await data<DailyReport>(
      await save(0, { ...FULL, energyPerM3: 99, pac: null }),
      REPORT_MSG.SAVED,
    );
    expect(saved).toMatchObject({
      status: REPORT_STATUS.DRAFT,
      version: 1,
      filledBy: 'filler',
      remark: '正常',
    });
    const value = (key: string) => saved.figures.find((f) => f.key === key);
    expect(value('turbidity')?.value).toBe(0.13);
    expect(value('energyPerM3')?.value).toBe(0.32);
    expect(value('energyPerM3')?.manual).toBe(false);
    expect(value('pac')).toMatchObject({ value: null, manual: false });
    expect(value('chlorine')).toMatchObject({ value: 0.6, prefill: null, manual: true });
    // the pre-fill is stored as it was answered
    expect(saved.figures.map((f) => f.prefill)).toEqual(before.figures.map((f) => f.prefill));
    expect((await row())?.figures).toMatchObject({ turbidity: 0.13, energyPerM3: 0.32, pac: null });
  });

  it('takes over only the figures a save names', async () => {
    const saved = await data<DailyReport>(await save(1, { pac: 1_200.4 }));
    expect(saved.version).toBe(2);
    expect(saved.figures.find((f) => f.key === 'pac')?.value).toBe(1_200.4);
    expect(saved.figures.find((f) => f.key === 'inflow')?.value).toBe(230_000);
  });

  it('refuses a stale version, a figure of the other kind and a value out of range, changing nothing', async () => {
    const before = await row();
    expectStale(await save(1, { pac: 5 }), 2);
    expectStale(await save(0, { pac: 5 }), 2);
    refused(await save(2, { gas: 5 }), 400, `body/figures/gas ${REPORT_MSG.FIGURE_NOT_APPLICABLE('用气量')}`);
    refused(await save(2, { ph: 15 }), 400, 'body/figures/ph must be <= 14');
    refused(await save(2, { inflow: -1 }), 400, 'body/figures/inflow must be >= 0');
    // More digits after the point than the figure takes: refused with the rule, never rounded.
    refused(
      await save(2, { turbidity: 0.126 }),
      400,
      `body/figures/turbidity ${REPORT_MSG.FIGURE_DECIMALS(FIGURES.turbidity)}`,
    );
    refused(
      await save(2, { inflow: 1.5 }),
      400,
      `body/figures/inflow ${REPORT_MSG.FIGURE_DECIMALS(FIGURES.inflow)}`,
    );
    expect(await row()).toEqual(before);
  });

  it('refuses to submit with a figure left empty', async () => {
    const before = await row();
    refused(
      await submit(2, { naclo: null }),
      400,
      `body/figures/naclo ${REPORT_MSG.FIGURE_REQUIRED('次氯酸钠投加量')}`,
    );
    expect(await row()).toEqual(before);
    expect(await messages()).toEqual([]);
  });

  it('submits, writing the history and a to-do for each approver of the factory', async () => {
    const submitted = await data<DailyReport>(await submit(2, FULL), REPORT_MSG.SUBMITTED);
    expect(submitted).toMatchObject({ status: REPORT_STATUS.SUBMITTED, version: 3, editable: false });
    expect(submitted.submittedAt).toBe('2026-11-24 10:00:00');
    expect(submitted.history).toEqual([
      { action: 'submit', by: 'filler', at: '2026-11-24 10:00:00', opinion: '' },
    ]);
    const sent = await messages();
    const to = sent.map((m) => m.user_id);
    expect(to).toContain(ids.approver);
    expect(to).toContain(SUPERVISOR);
    for (const nobody of [ids.filler, ids.far, ADMIN]) expect(to).not.toContain(nobody);
    for (const m of sent) {
      expect(m).toMatchObject({ tab: 2, urge_type: 2, msg_title: '请审批上海第一水厂11月20日日报' });
    }
  });

  it('keeps a submitted report read-only for its filler', async () => {
    const before = await row();
    refused(await save(3, { pac: 1 }), 200, REPORT_MSG.READ_ONLY);
    refused(await submit(3, FULL), 200, REPORT_MSG.READ_ONLY);
    expect(await row()).toEqual(before);
  });

  it('lists it for the approvers of its factory only, and shows it to them by id', async () => {
    const { id } = (await row())!;
    const pending = await data<PendingReport[]>(await call('approver', 'GET', '/api/om/daily/pending'));
    expect(pending).toEqual([
      {
        id,
        factoryId: 11,
        factoryName: '上海第一水厂',
        date: DAY,
        filledBy: 'filler',
        submittedAt: '2026-11-24 10:00:00',
        flagged: 0,
        version: 3,
      },
    ]);
    expect(await data(await call('far', 'GET', '/api/om/daily/pending'))).toEqual([]);
    refused(await call('far', 'GET', '/api/om/daily/pending?factoryId=11'), 403, '没有权限访问该工厂');
    refused(await call('far', 'GET', `/api/om/daily/${id}`), 404, REPORT_MSG.NOT_FOUND);
    refused(
      await call('far', 'POST', `/api/om/daily/${id}/approve`, { version: 3 }),
      404,
      REPORT_MSG.NOT_FOUND,
    );
    expect((await data<DailyReport>(await call('approver', 'GET', `/api/om/daily/${id}`))).status).toBe(1);
  });

  it('rejects with an opinion only, at the version the approver saw, and tells the filler', async () => {
    const { id } = (await row())!;
    const before = await row();
    const reject = (payload: object) => call('approver', 'POST', `/api/om/daily/${id}/reject`, payload);
    refused(await reject({ version: 3, opinion: '  ' }), 400, `body/opinion ${REPORT_MSG.OPINION_REQUIRED}`);
    refused(await reject({ version: 2, opinion: '数据有误' }), 200, REPORT_MSG.STALE);
    expect(await row()).toEqual(before);
    const rejected = await data<DailyReport>(
      await reject({ version: 3, opinion: '数据有误' }),
      REPORT_MSG.REJECTED,
    );
    expect(rejected).toMatchObject({
      status: REPORT_STATUS.REJECTED,
      version: 4,
      opinion: '数据有误',
      editable: true,
    });
    // The to-do queue follows (docs/requirements.md §3 "To-do queue"): the approval is done with, the fill is back.
    expect(await todoKinds('approver')).toEqual([]);
    expect(await todoKinds('filler')).toEqual(['dailyFill']);
    expect(await messages()).toEqual([
      { user_id: ids.filler, tab: 2, urge_type: 1, msg_title: '上海第一水厂11月20日日报被驳回：数据有误' },
    ]);
    refused(
      await call('approver', 'POST', `/api/om/daily/${id}/approve`, { version: 4 }),
      200,
      REPORT_MSG.NOT_PENDING,
    );
  });

  it('lets the filler submit again, clearing the opinion; approval makes it read-only for good', async () => {
    const { id } = (await row())!;
    expect((await form()).opinion).toBe('数据有误');
    const again = await data<DailyReport>(await submit(4, { ...FULL, pac: 1_100 }));
    expect(again).toMatchObject({ status: REPORT_STATUS.SUBMITTED, version: 5, opinion: '' });
    expect(await todoKinds('filler')).toEqual([]);
    expect(await todoKinds('approver')).toEqual(['dailyApproval']);
    await messages();
    const approved = await data<DailyReport>(
      await call('approver', 'POST', `/api/om/daily/${id}/approve`, { version: 5, opinion: '同意' }),
      REPORT_MSG.APPROVED,
    );
    expect(approved).toMatchObject({
      status: REPORT_STATUS.APPROVED,
      version: 6,
      approvedBy: 'approver',
      approvedAt: '2026-11-24 10:00:00',
      opinion: '',
      editable: false,
    });
    expect(approved.history.map((h) => [h.action, h.by, h.opinion])).toEqual([
      ['submit', 'filler', ''],
      ['reject', 'approver', '数据有误'],
      ['submit', 'filler', ''],
      ['approve', 'approver', '同意'],
    ]);
    expect(await messages()).toEqual([
      { user_id: ids.filler, tab: 1, urge_type: 1, msg_title: '上海第一水厂11月20日日报已审批通过' },
    ]);
    const before = await row();
    refused(await save(6, { pac: 1 }), 200, REPORT_MSG.READ_ONLY);
    refused(
      await call('approver', 'POST', `/api/om/daily/${id}/reject`, { version: 6, opinion: 'x' }),
      200,
      REPORT_MSG.NOT_PENDING,
    );
    expect(await row()).toEqual(before);
  });

  it('names the previous report beside each figure', async () => {
    const next = await form('2026-11-21');
    expect(next.previousDate).toBe(DAY);
    expect(next.figures.find((f) => f.key === 'pac')?.previous).toBe(1_100);
  });
});

describe('periods and scope', () => {
  it('refuses a day not begun and a day that is no calendar day', async () => {
    refused(
      await call('filler', 'GET', '/api/om/daily/form?factoryId=11&date=2026-11-25'),
      400,
      `querystring/date ${REPORT_MSG.FUTURE}`,
    );
    refused(await save(0, {}, 'filler', '2026-11-25'), 400, `body/date ${REPORT_MSG.FUTURE}`);
    refused(
      await call('filler', 'GET', '/api/om/daily/form?factoryId=11&date=2026-02-30'),
      400,
      'querystring/date has an invalid format',
    );
    expect(await row('2026-11-25')).toBeNull();
  });

  it('answers a factory outside the scope 403, one that is none 404 工厂不存在, a caller without the code 403', async () => {
    refused(
      await call('filler', 'GET', `/api/om/daily/form?factoryId=12&date=${DAY}`),
      403,
      '没有权限访问该工厂',
    );
    refused(
      await call('filler', 'GET', `/api/om/daily/month?factoryId=12&month=2026-11`),
      403,
      '没有权限访问该工厂',
    );
    refused(await call('filler', 'GET', `/api/om/daily/form?factoryId=9999&date=${DAY}`), 404, '工厂不存在');
    refused(await save(0, { pac: 1 }, 'far'), 403, '没有权限，请联系管理员授权');
    refused(
      await call('filler', 'PUT', '/api/om/daily/form', {
        factoryId: 12,
        date: DAY,
        version: 0,
        figures: {},
        remark: '',
      }),
      403,
      '没有权限访问该工厂',
    );
    refused(
      await call('viewer', 'GET', `/api/om/daily/form?factoryId=21&date=${DAY}`),
      403,
      '没有权限，请联系管理员授权',
    );
    const { rows } = await db.query('SELECT 1 FROM om_daily_report WHERE factory_id = 12');
    expect(rows).toEqual([]);
  });

  it('lists every day of the month up to today with its status and whether it is overdue', async () => {
    const month = await data<ReportMonth>(
      await call('filler', 'GET', '/api/om/daily/month?factoryId=11&month=2026-11'),
    );
    expect(month.factoryId).toBe(11);
    expect(month.plantKind).toBe('water');
    expect(month.periods).toHaveLength(24);
    expect(month.periods[0]?.date).toBe('2026-11-01');
    const day = (date: string) => month.periods.find((p) => p.date === date);
    expect(day(DAY)).toMatchObject({ id: (await row())!.id, status: REPORT_STATUS.APPROVED, overdue: false });
    expect(day('2026-11-21')).toMatchObject({ id: null, status: null, flagged: 0, overdue: true });
    // due at 10:00 today, which it is: not passed yet
    expect(day('2026-11-23')).toMatchObject({ status: null, overdue: false });
    const october = await data<ReportMonth>(
      await call('filler', 'GET', '/api/om/daily/month?factoryId=11&month=2026-10'),
    );
    expect(october.periods).toHaveLength(31);
    refused(
      await call('filler', 'GET', '/api/om/daily/month?factoryId=11&month=2026-12'),
      400,
      `querystring/month ${REPORT_MSG.FUTURE}`,
    );
  });
});
