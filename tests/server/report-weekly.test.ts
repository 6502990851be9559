/**
 * Weekly reports (docs/architecture.md §3 "Daily and weekly reports"): the route codes, the roll-up of the week's
 * submitted and approved daily reports (sums, means, kWh per m³ from the totals), recomputed while it may change and
 * frozen at the submit, the Monday and future-week rules, the required sections, the workflow with its messages, the
 * month's weeks and the previous week's figures.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERM } from '../../contract/permissions';
import { REPORT_MSG, REPORT_STATUS, type ReportMonth, type WeeklyReport } from '../../contract/report';
import type { Db } from '../../server/src/db/client';
import { expectStale } from './helpers/record-version';
import { createRole, createUser, grantCodes } from './helpers/fixtures';
import { bearer, createTestApp, login, openSeededDb, testClock, type TestApp } from './helpers/test-app';

/** Tuesday 24 November 2026, 10:00 China time: this week starts on 23 November. */
const NOW = Date.parse('2026-11-24T02:00:00Z');
const WEEK = '2026-11-16';

let db: Db;
let t: TestApp;
const ids: Record<string, number> = {};
const tokens: Record<string, string> = {};
const permissions = new Map<string, unknown>();

async function daily(date: string, status: number, figures: object): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO om_daily_report (factory_id, report_date, status, figures) VALUES (11, $1, $2, $3::jsonb) RETURNING id`,
    [date, status, JSON.stringify(figures)],
  );
  return rows[0]!.id;
}

beforeAll(async () => {
  db = await openSeededDb();
  t = await createTestApp(db, {
    clock: testClock(NOW),
    beforeReady: (app) =>
      app.addHook('onRoute', (r) => {
        if (r.url.startsWith('/api/om/weekly'))
          permissions.set(`${String(r.method)} ${r.url}`, r.config?.permission);
      }),
  });
  for (const table of ['om_report_history', 'om_daily_report', 'om_weekly_report'])
    await db.query(`DELETE FROM ${table}`);
  await db.query('DELETE FROM sys_task_msg WHERE task_type = 0');
  const fill = await createRole(db, 'weekly-filler');
  await grantCodes(db, fill, [PERM.WEEKLY_EDIT, PERM.WEEKLY_EXPORT]);
  const approve = await createRole(db, 'weekly-approver');
  await grantCodes(db, approve, [PERM.WEEKLY_APPROVE]);
  for (const [name, roleId] of [
    ['wfiller', fill],
    ['wapprover', approve],
  ] as const) {
    ids[name] = await createUser(db, { userName: name, password: 'Pass1234', roleId, factories: [11] });
    tokens[name] = (await login(t.app, name, 'Pass1234')).access_token;
  }
  const { APPROVED, SUBMITTED, DRAFT, REJECTED } = REPORT_STATUS;
  await daily('2026-11-15', APPROVED, { electricity: 5_000, outflow: 1 });
  await daily('2026-11-16', APPROVED, {
    electricity: 100,
    outflow: 1_000,
    turbidity: 0.1,
    devicesRunning: 40,
    pac: 10,
  });
  await daily('2026-11-17', SUBMITTED, {
    electricity: 200.04,
    outflow: 1_000,
    turbidity: 0.2,
    devicesRunning: 41,
    pac: null,
  });
  ids.draft = await daily('2026-11-18', DRAFT, { electricity: 999, outflow: 1_000 });
  await daily('2026-11-19', REJECTED, { electricity: 888 });
  await daily('2026-11-23', APPROVED, { electricity: 7_000 });
});
afterAll(async () => {
  await t.app.close();
  await db.close();
});

const call = (who: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(tokens[who] ?? ''), ...(payload ? { payload } : {}) });

async function data<T>(res: Awaited<ReturnType<typeof call>>, msg?: string): Promise<T> {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().code, res.body).toBe(200);
  if (msg) expect(res.json().msg).toBe(msg);
  return res.json().data as T;
}

const refused = (res: Awaited<ReturnType<typeof call>>, status: number, msg: string) => {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toEqual({ code: status === 200 ? 500 : status, msg });
};

const form = (week = WEEK) => call('wfiller', 'GET', `/api/om/weekly/form?factoryId=11&week=${week}`);
const body = (version: number, sections: object = {}) => ({
  factoryId: 11,
  week: WEEK,
  version,
  workDone: '完成滤池反冲洗',
  problems: '',
  nextPlan: '检修2#送水泵',
  ...sections,
});
const values = (r: WeeklyReport) => Object.fromEntries(r.figures.map((f) => [f.key, f.value]));

async function row() {
  const { rows } = await db.query(
    'SELECT * FROM om_weekly_report WHERE factory_id = 11 AND week_start = $1',
    [WEEK],
  );
  return rows[0] ?? null;
}
async function messages() {
  const { rows } = await db.query<Record<string, unknown>>(
    `SELECT user_id, tab, urge_type, start_date::text AS start, end_date::text AS end, msg_title FROM sys_task_msg
      WHERE task_type = 0 ORDER BY msg_id`,
  );
  await db.query('DELETE FROM sys_task_msg WHERE task_type = 0');
  return rows;
}

describe('routes', () => {
  it('carry the weekly fill, approval and export codes', () => {
    expect(Object.fromEntries(permissions)).toMatchObject({
      'GET /api/om/weekly/month': PERM.WEEKLY_EDIT,
      'GET /api/om/weekly/form': PERM.WEEKLY_EDIT,
      'PUT /api/om/weekly/form': PERM.WEEKLY_EDIT,
      'POST /api/om/weekly/submit': PERM.WEEKLY_EDIT,
      'GET /api/om/weekly/pending': PERM.WEEKLY_APPROVE,
      'GET /api/om/weekly/:id': PERM.WEEKLY_APPROVE,
      'POST /api/om/weekly/:id/approve': PERM.WEEKLY_APPROVE,
      'POST /api/om/weekly/:id/reject': PERM.WEEKLY_APPROVE,
      'POST /api/om/weekly/export': PERM.WEEKLY_EXPORT,
    });
  });
});

describe('the weekly report', () => {
  it('rolls the submitted and approved days of the week up', async () => {
    const report = await data<WeeklyReport>(await form());
    expect(report).toMatchObject({
      id: null,
      status: null,
      version: 0,
      plantKind: 'water',
      week: WEEK,
      weekEnd: '2026-11-22',
      due: '2026-11-23 12:00',
      days: 2,
      editable: true,
      previousWeek: null,
      previousDays: null,
    });
    expect(values(report)).toMatchObject({
      electricity: 300,
      outflow: 2_000,
      energyPerM3: 0.15,
      turbidity: 0.15,
      devicesRunning: 41,
      pac: 10,
      inflow: null,
    });
    expect(
      report.figures.every((f) => f.prefill === null && !f.manual && f.median === null && !f.flagged),
    ).toBe(true);
  });

  it('takes only Mondays that have begun', async () => {
    refused(await form('2026-11-17'), 400, `querystring/week ${REPORT_MSG.NOT_MONDAY}`);
    refused(await form('2026-11-30'), 400, `querystring/week ${REPORT_MSG.FUTURE}`);
    expect((await data<WeeklyReport>(await form('2026-11-23'))).editable).toBe(true);
    refused(
      await call('wfiller', 'PUT', '/api/om/weekly/form', { ...body(0), week: '2026-11-18' }),
      400,
      `body/week ${REPORT_MSG.NOT_MONDAY}`,
    );
    expect(await row()).toBeNull();
  });

  it('saves a draft, then refuses a submit without its required sections', async () => {
    const saved = await data<WeeklyReport>(
      await call('wfiller', 'PUT', '/api/om/weekly/form', body(0, { nextPlan: '' })),
      REPORT_MSG.SAVED,
    );
    expect(saved).toMatchObject({
      status: REPORT_STATUS.DRAFT,
      version: 1,
      nextPlan: '',
      filledBy: 'wfiller',
      days: 2,
    });
    const before = await row();
    refused(
      await call('wfiller', 'POST', '/api/om/weekly/submit', body(1, { nextPlan: ' ' })),
      400,
      'body/nextPlan 请填写下周计划',
    );
    refused(
      await call('wfiller', 'POST', '/api/om/weekly/submit', body(1, { workDone: '' })),
      400,
      'body/workDone 请填写本周工作',
    );
    expectStale(await call('wfiller', 'POST', '/api/om/weekly/submit', body(0)), 1);
    expect(await row()).toEqual(before);
  });

  it('freezes the roll-up at the submit and asks the approvers', async () => {
    const submitted = await data<WeeklyReport>(
      await call('wfiller', 'POST', '/api/om/weekly/submit', body(1)),
      REPORT_MSG.SUBMITTED,
    );
    expect(submitted).toMatchObject({ status: REPORT_STATUS.SUBMITTED, version: 2, days: 2 });
    const sent = await messages();
    expect(sent).toContainEqual({
      user_id: ids.wapprover,
      tab: 2,
      urge_type: 4,
      start: WEEK,
      end: '2026-11-22',
      msg_title: '请审批上海第一水厂11月16日–11月22日周报',
    });
    expect(sent.map((m) => m.user_id)).not.toContain(ids.wfiller);
    await db.query('UPDATE om_daily_report SET status = 2 WHERE id = $1', [ids.draft]);
    const frozen = await data<WeeklyReport>(await call('wapprover', 'GET', `/api/om/weekly/${submitted.id}`));
    expect(frozen.days).toBe(2);
    expect(values(frozen).electricity).toBe(300);
    refused(await call('wfiller', 'PUT', '/api/om/weekly/form', body(2)), 200, REPORT_MSG.READ_ONLY);
  });

  it('recomputes the roll-up once rejected, and freezes it again at the next submit', async () => {
    const { id } = (await row()) as { id: number };
    refused(
      await call('wapprover', 'POST', `/api/om/weekly/${id}/reject`, { version: 2, opinion: '' }),
      400,
      `body/opinion ${REPORT_MSG.OPINION_REQUIRED}`,
    );
    const rejected = await data<WeeklyReport>(
      await call('wapprover', 'POST', `/api/om/weekly/${id}/reject`, { version: 2, opinion: '请补充' }),
      REPORT_MSG.REJECTED,
    );
    expect(rejected).toMatchObject({ status: REPORT_STATUS.REJECTED, opinion: '请补充', days: 3 });
    expect(values(rejected)).toMatchObject({ electricity: 1_299, outflow: 3_000, energyPerM3: 0.433 });
    expect(await messages()).toEqual([
      {
        user_id: ids.wfiller,
        tab: 2,
        urge_type: 3,
        start: WEEK,
        end: '2026-11-22',
        msg_title: '上海第一水厂11月16日–11月22日周报被驳回：请补充',
      },
    ]);
    await data(await call('wfiller', 'POST', '/api/om/weekly/submit', body(3)));
    await messages();
    refused(
      await call('wapprover', 'POST', `/api/om/weekly/${id}/approve`, { version: 3 }),
      200,
      REPORT_MSG.STALE,
    );
    const approved = await data<WeeklyReport>(
      await call('wapprover', 'POST', `/api/om/weekly/${id}/approve`, { version: 4 }),
      REPORT_MSG.APPROVED,
    );
    expect(approved).toMatchObject({
      status: REPORT_STATUS.APPROVED,
      approvedBy: 'wapprover',
      days: 3,
      editable: false,
    });
    expect(approved.history.map((h) => h.action)).toEqual(['submit', 'reject', 'submit', 'approve']);
    expect(await messages()).toEqual([
      {
        user_id: ids.wfiller,
        tab: 1,
        urge_type: 3,
        start: WEEK,
        end: '2026-11-22',
        msg_title: '上海第一水厂11月16日–11月22日周报已审批通过',
      },
    ]);
    const { rows } = await db.query<{ figures: Record<string, number>; days: number }>(
      'SELECT figures, days FROM om_weekly_report WHERE id = $1',
      [id],
    );
    expect(rows[0]).toMatchObject({ days: 3, figures: { electricity: 1_299 } });
  });

  it("shows the previous week's figures and lists the weeks of a month", async () => {
    const next = await data<WeeklyReport>(await form('2026-11-23'));
    expect(next.previousWeek).toBe(WEEK);
    // the previous week's own length, for a comparison per day (3 days rolled up when it was submitted)
    expect(next.previousDays).toBe(3);
    expect(next.figures.find((f) => f.key === 'electricity')).toMatchObject({
      value: 7_000,
      previous: 1_299,
    });
    const month = await data<ReportMonth>(
      await call('wfiller', 'GET', '/api/om/weekly/month?factoryId=11&month=2026-11'),
    );
    expect(month.periods.map((p) => [p.date, p.status, p.overdue])).toEqual([
      ['2026-11-02', null, true],
      ['2026-11-09', null, true],
      [WEEK, REPORT_STATUS.APPROVED, false],
      ['2026-11-23', null, false],
    ]);
    const june = await data<ReportMonth>(
      await call('wfiller', 'GET', '/api/om/weekly/month?factoryId=11&month=2026-06'),
    );
    expect(june.periods.map((p) => p.date)).toEqual([
      '2026-06-01',
      '2026-06-08',
      '2026-06-15',
      '2026-06-22',
      '2026-06-29',
    ]);
  });
});
