/**
 * The report urge scheduler on a fake clock (docs/architecture.md §3 "Report urges"; docs/requirements.md §3
 * "Message"): each rung goes once, at its time and not before, to its people (fillers, approvers, administrators on
 * escalation); nothing once the report no longer needs the step; a rung missed while the server was down is skipped;
 * two runs at once write nothing twice; the configured deadlines hold. Every other period of the window is approved
 * beforehand, so only the step under test is pending.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MSG_TAB, URGE_TYPE } from '../../contract/message/schemas';
import { REPORT_STATUS } from '../../contract/report';
import type { ReportUrgeTimes } from '../../server/src/config';
import type { Db } from '../../server/src/db/client';
import { LIVE_NOTIFY_CHANNEL } from '../../server/src/shared/live-events';
import { DEFAULT_URGE_TIMES } from '../../server/src/modules/report/urge-schedule';
import { runReportUrges, startReportUrges } from '../../server/src/modules/report/urge-scheduler';
import { createRole, createUser, grantCodes } from './helpers/fixtures';
import { openSeededDb, testClock, testConfig } from './helpers/test-app';

const ADMIN = 1;
const OPERATOR = 2;
const SUPERVISOR = 3;
/** The day under test: a Wednesday, its fill due Thursday 2026-03-05 10:00, its approval 17:00 (China time). */
const DAY = '2026-03-04';
/** The week under test, Monday to Sunday: fill due Monday 2026-03-02 12:00, approval Tuesday 17:00. */
const WEEK = '2026-02-23';

let db: Db;

beforeAll(async () => {
  db = await openSeededDb();
});
afterAll(async () => {
  await db.close();
});

/** Every period around the ones under test approved in every factory, no urges yet. */
beforeEach(async () => {
  await db.query('DELETE FROM sys_task_msg WHERE task_type = 0');
  await db.query('DELETE FROM om_report_urge');
  await db.query('DELETE FROM om_daily_report');
  await db.query('DELETE FROM om_weekly_report');
  await db.query(
    `INSERT INTO om_daily_report (factory_id, report_date, status)
     SELECT f.id, d::date, ${REPORT_STATUS.APPROVED}
       FROM sys_area f CROSS JOIN generate_series('2026-02-01'::date, '2026-03-31'::date, interval '1 day') d
      WHERE f.type = 'factory'`,
  );
  await db.query(
    `INSERT INTO om_weekly_report (factory_id, week_start, status)
     SELECT f.id, d::date, ${REPORT_STATUS.APPROVED}
       FROM sys_area f CROSS JOIN generate_series('2026-01-05'::date, '2026-03-30'::date, interval '7 days') d
      WHERE f.type = 'factory'`,
  );
});

/** An instant given in China time. */
const cst = (text: string): number => Date.parse(`${text}+08:00`);

/** One run at that China time. */
async function runAt(text: string, times: ReportUrgeTimes = DEFAULT_URGE_TIMES) {
  return runReportUrges(db, testClock(cst(text)), times);
}

/** The report of `table` under test: missing (null) or in that status. */
async function setReport(
  table: 'om_daily_report' | 'om_weekly_report',
  factoryId: number,
  status: number | null,
) {
  const column = table === 'om_daily_report' ? 'report_date' : 'week_start';
  const period = table === 'om_daily_report' ? DAY : WEEK;
  await db.query(`DELETE FROM ${table} WHERE factory_id = $1 AND ${column} = $2`, [factoryId, period]);
  if (status !== null) {
    await db.query(`INSERT INTO ${table} (factory_id, ${column}, status) VALUES ($1, $2, $3)`, [
      factoryId,
      period,
      status,
    ]);
  }
}
const setDaily = (factoryId: number, status: number | null) =>
  setReport('om_daily_report', factoryId, status);
const setWeekly = (factoryId: number, status: number | null) =>
  setReport('om_weekly_report', factoryId, status);

interface UrgeRow {
  user_id: number;
  factory_id: number;
  tab: number;
  msg_title: string;
  urge_type: number;
  fill_date: string | null;
  start_date: string | null;
  end_date: string | null;
  create_time: Date;
}

/** The urge messages written so far, oldest first, then by user. */
async function urges(): Promise<UrgeRow[]> {
  const { rows } = await db.query<UrgeRow>(
    `SELECT user_id, factory_id, tab, msg_title, urge_type, to_char(fill_date, 'YYYY-MM-DD') AS fill_date,
            to_char(start_date, 'YYYY-MM-DD') AS start_date, to_char(end_date, 'YYYY-MM-DD') AS end_date, create_time
       FROM sys_task_msg WHERE task_type = 0 ORDER BY msg_id`,
  );
  return rows;
}
/** [user, tab, title] of the messages written since `from` messages. */
const sent = async (from = 0): Promise<[number, number, string][]> =>
  (await urges()).slice(from).map((r) => [r.user_id, r.tab, r.msg_title]);

describe('a daily fill', () => {
  it('is reminded, urged and escalated, each once, at its time and not before', async () => {
    await setDaily(11, null);
    expect(await runAt('2026-03-05T07:59:59')).toEqual({ rungs: 0, messages: 0 });
    expect(await urges()).toEqual([]);

    // The reminder: to-do of the factory's fillers (the operator and the supervisor hold om:daily:import).
    expect(await runAt('2026-03-05T08:00')).toEqual({ rungs: 1, messages: 2 });
    const [reminder] = await urges();
    expect(reminder).toMatchObject({
      factory_id: 11,
      tab: MSG_TAB.TODO,
      urge_type: URGE_TYPE.DAILY_FILL,
      fill_date: DAY,
      start_date: null,
      end_date: null,
      msg_title: '请于3月5日10:00前填报上海第一水厂3月4日日报',
    });
    expect(reminder?.create_time.getTime()).toBe(cst('2026-03-05T08:00'));
    expect(await sent()).toEqual([
      [OPERATOR, MSG_TAB.TODO, '请于3月5日10:00前填报上海第一水厂3月4日日报'],
      [SUPERVISOR, MSG_TAB.TODO, '请于3月5日10:00前填报上海第一水厂3月4日日报'],
    ]);
    // Once: a second run in the same rung writes nothing.
    expect(await runAt('2026-03-05T09:59')).toEqual({ rungs: 0, messages: 0 });

    expect(await runAt('2026-03-05T10:00')).toEqual({ rungs: 1, messages: 2 });
    expect(await sent(2)).toEqual([
      [OPERATOR, MSG_TAB.TODO, '上海第一水厂3月4日日报已到填报截止时间，请尽快填报'],
      [SUPERVISOR, MSG_TAB.TODO, '上海第一水厂3月4日日报已到填报截止时间，请尽快填报'],
    ]);
    expect(await runAt('2026-03-06T09:59')).toEqual({ rungs: 0, messages: 0 });

    // The escalation: news for the factory's approvers and the administrators, not the operator.
    expect(await runAt('2026-03-06T10:00')).toEqual({ rungs: 1, messages: 2 });
    expect(await sent(4)).toEqual([
      [ADMIN, MSG_TAB.MESSAGES, '上海第一水厂3月4日日报已逾期24小时未填报'],
      [SUPERVISOR, MSG_TAB.MESSAGES, '上海第一水厂3月4日日报已逾期24小时未填报'],
    ]);
    expect(await runAt('2026-03-08T10:00')).toEqual({ rungs: 0, messages: 0 });
    expect(await urges()).toHaveLength(6);
  });

  it('is urged for a draft or a rejected report too, and no more once it is submitted', async () => {
    await setDaily(11, REPORT_STATUS.DRAFT);
    await setDaily(12, REPORT_STATUS.REJECTED);
    await runAt('2026-03-05T08:00');
    // Factory 12 (苏州工业园能源站) is filled by the supervisor alone.
    expect((await urges()).map((r) => [r.factory_id, r.user_id])).toEqual([
      [11, OPERATOR],
      [11, SUPERVISOR],
      [12, SUPERVISOR],
    ]);
    await setDaily(11, REPORT_STATUS.SUBMITTED);
    await setDaily(12, REPORT_STATUS.APPROVED);
    expect(await runAt('2026-03-05T10:00')).toEqual({ rungs: 0, messages: 0 });
    // No fill escalation; the submitted report's approval is due (17:00) and urged, its reminder long missed.
    expect(await runAt('2026-03-06T10:00')).toEqual({ rungs: 1, messages: 1 });
    expect(await sent(3)).toEqual([
      [SUPERVISOR, MSG_TAB.TODO, '上海第一水厂3月4日日报已到审批截止时间，请尽快审批'],
    ]);
  });

  it('skips the rungs missed while the server was down: only the escalation goes, never a late reminder', async () => {
    await setDaily(21, null);
    expect(await runAt('2026-03-07T09:00')).toEqual({ rungs: 1, messages: 1 });
    // 广州南沙水厂 has no approver but the administrator (the viewer bound to it holds no report code).
    expect(await sent()).toEqual([[ADMIN, MSG_TAB.MESSAGES, '广州南沙水厂3月4日日报已逾期24小时未填报']]);
    expect(await runAt('2026-03-07T09:05')).toEqual({ rungs: 0, messages: 0 });
  });

  it('is urged again once rejected, at the next rung only', async () => {
    await setDaily(11, null);
    await runAt('2026-03-05T10:00');
    expect(await urges()).toHaveLength(2);
    await setDaily(11, REPORT_STATUS.SUBMITTED);
    expect(await runAt('2026-03-05T16:00')).toMatchObject({ rungs: 1 });
    // The approval reminder went to the supervisor; then the report is rejected: the fill urge was sent already.
    await setDaily(11, REPORT_STATUS.REJECTED);
    expect(await runAt('2026-03-05T18:00')).toEqual({ rungs: 0, messages: 0 });
    expect(await runAt('2026-03-06T10:00')).toEqual({ rungs: 1, messages: 2 });
    expect((await sent(3)).map((m) => m[2])).toEqual([
      '上海第一水厂3月4日日报已逾期24小时未填报',
      '上海第一水厂3月4日日报已逾期24小时未填报',
    ]);
  });

  it('is not urged beyond the look-back (7 days after its deadline)', async () => {
    await setDaily(11, null);
    expect(await runAt('2026-03-12T10:01')).toEqual({ rungs: 0, messages: 0 });
    expect(await runAt('2026-03-12T09:59')).toEqual({ rungs: 1, messages: 2 });
  });
});

describe('a daily approval', () => {
  it('reaches the approvers while the report is submitted, and stops once it is approved', async () => {
    await setDaily(11, REPORT_STATUS.SUBMITTED);
    expect(await runAt('2026-03-05T14:59')).toEqual({ rungs: 0, messages: 0 });
    expect(await runAt('2026-03-05T15:00')).toEqual({ rungs: 1, messages: 1 });
    expect(await runAt('2026-03-05T17:00')).toEqual({ rungs: 1, messages: 1 });
    expect(await sent()).toEqual([
      [SUPERVISOR, MSG_TAB.TODO, '请于3月5日17:00前审批上海第一水厂3月4日日报'],
      [SUPERVISOR, MSG_TAB.TODO, '上海第一水厂3月4日日报已到审批截止时间，请尽快审批'],
    ]);
    expect(
      (await urges()).every((r) => r.urge_type === URGE_TYPE.DAILY_APPROVAL && r.fill_date === DAY),
    ).toBe(true);
    await setDaily(11, REPORT_STATUS.APPROVED);
    expect(await runAt('2026-03-06T17:00')).toEqual({ rungs: 0, messages: 0 });
  });

  it('is escalated to the approvers and the administrators', async () => {
    await setDaily(12, REPORT_STATUS.SUBMITTED);
    await runAt('2026-03-06T17:00');
    expect(await sent()).toEqual([
      [ADMIN, MSG_TAB.MESSAGES, '苏州工业园能源站3月4日日报已逾期24小时未审批'],
      [SUPERVISOR, MSG_TAB.MESSAGES, '苏州工业园能源站3月4日日报已逾期24小时未审批'],
    ]);
  });

  it('is not urged while the report is missing (there is nothing to approve)', async () => {
    await setDaily(22, null);
    await runAt('2026-03-05T17:30');
    const { rows } = await db.query<{ urge_type: number; rung: string }>(
      'SELECT urge_type, rung FROM om_report_urge',
    );
    expect(rows).toEqual([{ urge_type: URGE_TYPE.DAILY_FILL, rung: 'urge' }]);
  });
});

describe('a weekly report', () => {
  it('is urged to be filled by the Monday after the week, then approved by the Tuesday', async () => {
    await setWeekly(12, null);
    expect(await runAt('2026-03-02T09:59')).toEqual({ rungs: 0, messages: 0 });
    await runAt('2026-03-02T10:00');
    expect(await urges()).toEqual([
      expect.objectContaining({
        user_id: SUPERVISOR,
        factory_id: 12,
        tab: MSG_TAB.TODO,
        urge_type: URGE_TYPE.WEEKLY_FILL,
        fill_date: null,
        start_date: WEEK,
        end_date: '2026-03-01',
        msg_title: '请于3月2日12:00前填报苏州工业园能源站2月23日–3月1日周报',
      }),
    ]);
    await setWeekly(12, REPORT_STATUS.SUBMITTED);
    await runAt('2026-03-03T15:00');
    await runAt('2026-03-04T17:00');
    expect(await sent(1)).toEqual([
      [SUPERVISOR, MSG_TAB.TODO, '请于3月3日17:00前审批苏州工业园能源站2月23日–3月1日周报'],
      [ADMIN, MSG_TAB.MESSAGES, '苏州工业园能源站2月23日–3月1日周报已逾期24小时未审批'],
      [SUPERVISOR, MSG_TAB.MESSAGES, '苏州工业园能源站2月23日–3月1日周报已逾期24小时未审批'],
    ]);
    expect((await urges()).slice(1).every((r) => r.urge_type === URGE_TYPE.WEEKLY_APPROVAL)).toBe(true);
  });

  it('is escalated when never filled', async () => {
    await setWeekly(11, REPORT_STATUS.DRAFT);
    await runAt('2026-03-03T12:00');
    expect(await sent()).toEqual([
      [ADMIN, MSG_TAB.MESSAGES, '上海第一水厂2月23日–3月1日周报已逾期24小时未填报'],
      [SUPERVISOR, MSG_TAB.MESSAGES, '上海第一水厂2月23日–3月1日周报已逾期24小时未填报'],
    ]);
  });
});

describe('recipients', () => {
  it('are enabled holders of the code bound to the factory; administrators only on escalation', async () => {
    const fillers = await createRole(db, 'urge_fillers');
    await grantCodes(db, fillers, ['om:daily:import']);
    const approvers = await createRole(db, 'urge_approvers');
    await grantCodes(db, approvers, ['om:daily:complete']);
    const bound = await createUser(db, {
      userName: 'urge_bound',
      password: 'pw123456',
      roleId: fillers,
      factories: [21],
    });
    const elsewhere = await createUser(db, {
      userName: 'urge_far',
      password: 'pw123456',
      roleId: fillers,
      factories: [22],
    });
    const disabled = await createUser(db, {
      userName: 'urge_off',
      password: 'pw123456',
      roleId: fillers,
      factories: [21],
    });
    await db.query(`UPDATE sys_user SET status = '1' WHERE user_id = $1`, [disabled]);
    const approver = await createUser(db, {
      userName: 'urge_appr',
      password: 'pw123456',
      roleId: approvers,
      factories: [21],
    });
    // A second administrator, bound to nothing: administrators see every factory.
    const admin2 = await createUser(db, {
      userName: 'urge_admin',
      password: 'pw123456',
      roleId: 1,
      factories: [],
    });
    const adminOff = await createUser(db, {
      userName: 'urge_admin_off',
      password: 'pw123456',
      roleId: 1,
      factories: [],
    });
    await db.query(`UPDATE sys_user SET status = '1' WHERE user_id = $1`, [adminOff]);
    try {
      await setDaily(21, null);
      await runAt('2026-03-05T08:00');
      await runAt('2026-03-05T10:00');
      expect((await urges()).map((r) => r.user_id)).toEqual([bound, bound]);
      await runAt('2026-03-06T10:00');
      expect((await urges()).slice(2).map((r) => r.user_id)).toEqual([ADMIN, approver, admin2]);
      expect((await urges()).map((r) => r.user_id)).not.toContain(elsewhere);
    } finally {
      await db.query('DELETE FROM sys_user WHERE user_id = ANY($1::int[])', [
        [bound, elsewhere, disabled, approver, admin2, adminOff],
      ]);
      await db.query('DELETE FROM sys_role WHERE role_id = ANY($1::int[])', [[fillers, approvers]]);
    }
  });

  it('hear of their messages on the live channel, at commit', async () => {
    const heard: string[] = [];
    const stop = await db.listen(LIVE_NOTIFY_CHANNEL, (payload) => heard.push(payload));
    try {
      await setDaily(11, null);
      await runAt('2026-03-05T08:00');
      await expect.poll(() => heard.length).toBeGreaterThan(0);
      const ids = (
        await db.query<{ msg_id: number; user_id: number }>(
          'SELECT msg_id, user_id FROM sys_task_msg WHERE task_type = 0 ORDER BY msg_id',
        )
      ).rows.map((r) => [r.msg_id, r.user_id, 11]);
      expect(heard.map((p) => JSON.parse(p) as unknown)).toContainEqual({ t: 'msg', m: ids });
    } finally {
      await stop();
    }
  });
});

describe('runs', () => {
  it('write nothing twice when two run at once', async () => {
    await setDaily(11, null);
    await setWeekly(12, null);
    const both = await Promise.all([runAt('2026-03-05T10:00'), runAt('2026-03-05T10:00')]);
    // Either the second waited for the lock and found everything recorded, or it found the lock taken.
    expect(both.reduce((n, r) => n + (r?.messages ?? 0), 0)).toBe(4);
    const again = await urges();
    expect(again).toHaveLength(4);
    expect(new Set(again.map((r) => `${r.user_id}|${r.msg_title}`)).size).toBe(4);
  });

  it('follow the configured deadlines', async () => {
    const times = testConfig({
      REPORT_DAILY_FILL_DUE: '09:30',
      REPORT_REMIND_BEFORE_MIN: '30',
    }).reportUrgeTimes;
    await setDaily(11, null);
    expect(await runAt('2026-03-05T08:59', times)).toEqual({ rungs: 0, messages: 0 });
    expect(await runAt('2026-03-05T09:00', times)).toEqual({ rungs: 1, messages: 2 });
    expect(await runAt('2026-03-05T09:30', times)).toEqual({ rungs: 1, messages: 2 });
    expect((await urges()).map((r) => r.msg_title)).toEqual([
      '请于3月5日09:30前填报上海第一水厂3月4日日报',
      '请于3月5日09:30前填报上海第一水厂3月4日日报',
      '上海第一水厂3月4日日报已到填报截止时间，请尽快填报',
      '上海第一水厂3月4日日报已到填报截止时间，请尽快填报',
    ]);
  });

  it('start at once and report what they wrote', async () => {
    await setDaily(11, null);
    const lines: string[] = [];
    const job = startReportUrges(() => runAt('2026-03-05T08:00'), {
      info: (m) => lines.push(m),
      error: (m) => lines.push(`error: ${m}`),
    });
    await job.stop();
    expect(lines).toEqual(['report urges: 1 rung(s), 2 message(s)']);
  });
});
