/**
 * The demo reports (server/src/setup/seed/demo-reports.ts; docs/architecture.md §3 "Daily and weekly reports", "Report
 * urges"), read from the run's seeded snapshot: every demo factory has 60 days of daily reports in every state, ending
 * with days not filled, and 8 weeks of weekly reports rolled up from them; histories match the states and the demo's
 * people; a few figures stand far off their median; and the urge scheduler's first run at the seed time urges the
 * operator, the supervisor and the administrator.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG_TAB, URGE_TYPE } from '../../contract/message/schemas';
import {
  FIGURES,
  PLANT_FIGURES,
  REPORT_STATUS,
  type FigureValues,
  type PlantKind,
} from '../../contract/report';
import type { Db } from '../../server/src/db/client';
import { DEMO_REPORT_DAYS, DEMO_REPORT_PEOPLE } from '../../server/src/setup/seed/demo-reports-plan';
import { mondayOf, sundayOf } from '../../server/src/modules/report/calendar';
import { addDays, chinaDay } from '../../server/src/shared/china-time';
import { deviations } from '../../server/src/modules/report/deviations';
import { rollUp } from '../../server/src/modules/report/rollup';
import { DEFAULT_URGE_TIMES } from '../../server/src/modules/report/urge-schedule';
import { runReportUrges } from '../../server/src/modules/report/urge-scheduler';
import { openSeededDb, testClock } from './helpers/test-app';
import { SEEDED_AT } from './setup/seed-instant';

const FACTORIES = [11, 12, 21, 22];
const KIND: Record<number, PlantKind> = { 11: 'water', 12: 'energy', 21: 'water', 22: 'energy' };
const { DRAFT, SUBMITTED, APPROVED, REJECTED } = REPORT_STATUS;

interface Report {
  id: number;
  factory_id: number;
  period: string;
  status: number;
  version: number;
  figures: FigureValues;
  filled_by: number | null;
  submitted_at: Date | null;
  approved_by: number | null;
  approved_at: Date | null;
  opinion: string;
  update_time: Date;
  days?: number;
  work_done?: string;
  next_plan?: string;
}
interface History {
  kind: string;
  report_id: number;
  action: string;
  user_id: number;
  opinion: string;
  at: Date;
}

let db: Db;
/** When the run's snapshot was seeded (tests/server/setup/seed-instant.ts): the demo reports are dated before it. */
const SEED_TIME = SEEDED_AT;
let today = '';
let daily: Report[] = [];
let weekly: Report[] = [];
let history: History[] = [];

const q = async <T>(sql: string, params: unknown[] = []): Promise<T[]> =>
  (await db.query<T>(sql, params)).rows;

beforeAll(async () => {
  db = await openSeededDb();
  today = chinaDay(SEED_TIME);
  const columns = `id, factory_id, status, version, figures, filled_by, submitted_at, approved_by, approved_at, opinion,
    update_time`;
  daily = await q<Report>(
    `SELECT ${columns}, report_date::text AS period FROM om_daily_report ORDER BY factory_id, report_date`,
  );
  weekly = await q<Report>(
    `SELECT ${columns}, week_start::text AS period, days, work_done, next_plan
       FROM om_weekly_report ORDER BY factory_id, week_start`,
  );
  history = await q<History>(
    'SELECT kind, report_id, action, user_id, opinion, at FROM om_report_history ORDER BY at, id',
  );
});
afterAll(async () => {
  await db.close();
});

const of = (reports: Report[], factoryId: number) => reports.filter((r) => r.factory_id === factoryId);
const actions = (kind: string, r: Report) =>
  history.filter((h) => h.kind === kind && h.report_id === r.id).map((h) => [h.action, h.user_id]);

describe('daily reports', () => {
  it.each(FACTORIES)(
    'factory %i: the 60 days before the seed day, in every state, yesterday not filled',
    (f) => {
      const mine = of(daily, f);
      const days = new Set(mine.map((r) => r.period));
      expect(mine[0]?.period).toBe(addDays(today, -DEMO_REPORT_DAYS));
      expect(days.has(today)).toBe(false);
      expect(days.has(addDays(today, -1))).toBe(false);
      // Two days of the last week not filled (overdue), the rest of the 60 filled.
      const missing = Array.from({ length: DEMO_REPORT_DAYS }, (_, i) => addDays(today, -1 - i)).filter(
        (d) => !days.has(d),
      );
      expect(missing).toHaveLength(2);
      expect(missing.every((d) => d >= addDays(today, -7))).toBe(true);
      const count = (status: number) => mine.filter((r) => r.status === status).length;
      expect([count(DRAFT), count(SUBMITTED), count(REJECTED)]).toEqual([1, 2, 1]);
      expect(count(APPROVED)).toBe(DEMO_REPORT_DAYS - 6);
      // The draft, the rejected one and those awaiting approval are of the last week.
      expect(mine.filter((r) => r.status !== APPROVED).every((r) => r.period >= addDays(today, -7))).toBe(
        true,
      );
    },
  );

  it.each(FACTORIES)("factory %i: each report's history and people follow its state", (f) => {
    const { filler, approver } = DEMO_REPORT_PEOPLE[f]!;
    let reworked = 0;
    for (const r of of(daily, f)) {
      expect(r.filled_by).toBe(filler);
      const done = actions('daily', r);
      if (r.status === DRAFT) expect(done).toEqual([]);
      if (r.status === SUBMITTED) expect(done).toEqual([['submit', filler]]);
      if (r.status === REJECTED) {
        expect(done).toEqual([
          ['submit', filler],
          ['reject', approver],
        ]);
        expect(r.opinion).not.toBe('');
      }
      if (r.status === APPROVED) {
        expect(r.approved_by).toBe(approver);
        expect(done.at(-1)).toEqual(['approve', approver]);
        if (done.length === 4) reworked += 1;
        else
          expect(done).toEqual([
            ['submit', filler],
            ['approve', approver],
          ]);
        expect(r.version).toBe(done.length);
      }
      // Everything happened after the day ended, and before the seed.
      const times = history
        .filter((h) => h.kind === 'daily' && h.report_id === r.id)
        .map((h) => h.at.getTime());
      for (const t of [...times, r.update_time.getTime()]) {
        expect(chinaDay(t) > r.period).toBe(true);
        expect(t).toBeLessThan(SEED_TIME);
      }
    }
    // Rejected once, then submitted again and approved.
    expect(reworked).toBe(2);
  });

  it.each(FACTORIES)(
    'factory %i: every figure of its plant kind, filled, in range; a few far off their median',
    (f) => {
      const kind = KIND[f]!;
      const mine = of(daily, f);
      const flaggedDays: string[] = [];
      for (const r of mine) {
        expect(Object.keys(r.figures).sort()).toEqual([...PLANT_FIGURES[kind]].sort());
        for (const key of PLANT_FIGURES[kind]) {
          const value = r.figures[key];
          if (r.status !== DRAFT) expect(value, `${r.period} ${key}`).not.toBeNull();
          if (value != null) {
            expect(value).toBeGreaterThanOrEqual(FIGURES[key].min);
            expect(value).toBeLessThanOrEqual(FIGURES[key].max);
          }
        }
        const flagged = [...deviations(kind, r.period, r.figures, mine).entries()].filter(
          ([, d]) => d.flagged,
        );
        const manual = flagged.filter(([key]) => FIGURES[key].source === 'manual');
        if (manual.length > 0) flaggedDays.push(r.period);
        if (manual.length === 0 && kind === 'water') {
          expect(r.figures.pac).toBeGreaterThanOrEqual(300);
          expect(r.figures.pac).toBeLessThanOrEqual(800);
          expect(r.figures.naclo).toBeGreaterThanOrEqual(100);
          expect(r.figures.naclo).toBeLessThanOrEqual(300);
        }
        if (kind === 'water' && r.status !== DRAFT) {
          expect(r.figures.chlorine).toBeGreaterThanOrEqual(0.3);
          expect(r.figures.chlorine).toBeLessThanOrEqual(0.8);
          expect(r.figures.ph).toBeGreaterThanOrEqual(6.8);
          expect(r.figures.ph).toBeLessThanOrEqual(7.6);
        }
      }
      expect(flaggedDays.length).toBeGreaterThanOrEqual(3);
      expect(flaggedDays.length).toBeLessThanOrEqual(6);
    },
  );
});

describe('weekly reports', () => {
  it('cover the 8 complete weeks before the seed: the last one submitted at 11, not filled at 12', () => {
    const lastWeek = addDays(mondayOf(today), -7);
    for (const f of FACTORIES) {
      const mine = of(weekly, f);
      const mondays = mine.map((r) => r.period);
      const expected = Array.from({ length: 8 }, (_, i) => addDays(mondayOf(today), -7 * (8 - i)));
      expect(mondays).toEqual(f === 12 ? expected.slice(0, 7) : expected);
      const last = mine.find((r) => r.period === lastWeek);
      expect(last?.status ?? null).toBe(f === 11 ? SUBMITTED : f === 12 ? null : APPROVED);
      for (const r of mine) {
        if (r.period !== lastWeek) expect(r.status).toBe(APPROVED);
        const { filler, approver } = DEMO_REPORT_PEOPLE[f]!;
        expect(actions('weekly', r)).toEqual(
          r.status === APPROVED
            ? [
                ['submit', filler],
                ['approve', approver],
              ]
            : [['submit', filler]],
        );
        expect(r.work_done).not.toBe('');
        expect(r.next_plan).not.toBe('');
        expect(r.submitted_at!.getTime()).toBeGreaterThanOrEqual(
          Date.parse(`${sundayOf(r.period)}T16:00:00Z`),
        );
        expect(r.update_time.getTime()).toBeLessThan(SEED_TIME);
      }
    }
  });

  it("roll up the week's submitted and approved daily reports", () => {
    for (const r of weekly) {
      const days = of(daily, r.factory_id).filter(
        (d) =>
          d.period >= r.period &&
          d.period <= sundayOf(r.period) &&
          (d.status === SUBMITTED || d.status === APPROVED),
      );
      expect(r.days).toBe(days.length);
      expect(r.figures).toEqual(
        rollUp(
          KIND[r.factory_id]!,
          days.map((d) => d.figures),
        ),
      );
    }
  });
});

describe('the pending steps', () => {
  it('carry the workflow messages: the approvers to-do, the rejected filler to-do', async () => {
    const rows = await q<{ user_id: number; factory_id: number; msg_title: string; urge_type: number }>(
      `SELECT user_id, factory_id, msg_title, urge_type FROM sys_task_msg WHERE task_type = 0 ORDER BY create_time`,
    );
    // At 上海第一水厂 the operator fills and the supervisor approves; elsewhere one person does both: nobody is told.
    expect(rows.every((m) => m.factory_id === 11)).toBe(true);
    expect(
      rows
        .filter((m) => m.user_id === 3)
        .map((m) => m.urge_type)
        .sort(),
    ).toEqual([URGE_TYPE.DAILY_APPROVAL, URGE_TYPE.DAILY_APPROVAL, URGE_TYPE.WEEKLY_APPROVAL]);
    expect(rows.filter((m) => m.user_id === 2).map((m) => m.msg_title)).toEqual([
      expect.stringMatching(/^上海第一水厂\d+月\d+日日报被驳回：.+/),
    ]);
  });

  it("get the scheduler's urges on its first run: the operator, the supervisor and the administrator", async () => {
    const clock = testClock(SEED_TIME);
    const before = (await q<{ n: number }>('SELECT max(msg_id)::int AS n FROM sys_task_msg'))[0]!.n;
    expect((await runReportUrges(db, clock, DEFAULT_URGE_TIMES))?.messages).toBeGreaterThan(0);
    const urges = await q<{ user_id: number; factory_id: number; tab: number; urge_type: number }>(
      'SELECT user_id, factory_id, tab, urge_type FROM sys_task_msg WHERE msg_id > $1',
      [before],
    );
    const of = (userId: number) => urges.filter((u) => u.user_id === userId);
    const has = (userId: number, factoryId: number, urgeType: number) =>
      of(userId).some((u) => u.factory_id === factoryId && u.urge_type === urgeType);
    // The operator is reminded or urged to fill 上海第一水厂's (to-do), whatever the hour of the seed.
    expect(of(2).length).toBeGreaterThan(0);
    expect(
      of(2).every(
        (u) => u.factory_id === 11 && u.urge_type === URGE_TYPE.DAILY_FILL && u.tab === MSG_TAB.TODO,
      ),
    ).toBe(true);
    // The supervisor approves both factories of 华东片区 and fills 苏州工业园能源站.
    expect(has(3, 11, URGE_TYPE.DAILY_APPROVAL)).toBe(true);
    expect(has(3, 12, URGE_TYPE.DAILY_APPROVAL)).toBe(true);
    expect(has(3, 12, URGE_TYPE.DAILY_FILL)).toBe(true);
    // The administrator gets only escalations, of every factory.
    expect(of(1).every((u) => u.tab === MSG_TAB.MESSAGES)).toBe(true);
    expect([...new Set(of(1).map((u) => u.factory_id))].sort()).toEqual(FACTORIES);
    // Nobody else; and a second run writes nothing.
    expect(urges.every((u) => [1, 2, 3].includes(u.user_id))).toBe(true);
    expect(await runReportUrges(db, clock, DEFAULT_URGE_TIMES)).toEqual({ rungs: 0, messages: 0 });
  });
});
