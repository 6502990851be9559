/**
 * Demo daily and weekly reports (docs/architecture.md §3 "Daily and weekly reports", "Report urges"): for every demo
 * factory the 60 days before the seed day and the 8 complete weeks before its week, relative to the seed clock, in
 * every state, so the report pages, the approval lists and the urge ladder all have something to show. Which state
 * each day and week is in, and who fills and approves, is the plan (demo-reports-plan.ts); what the reports say is
 * demo-reports-figures.ts; when each was saved, submitted, rejected and approved is demo-reports-steps.ts. This module
 * writes them, with their history and the workflow's own messages still pending about them (请审批…, …被驳回), as the
 * real submit and reject would have written them.
 */
import { PERM } from '../../../../contract/permissions';
import { REPORT_STATUS, type FigureValues, type PlantKind } from '../../../../contract/report';
import type { Db } from '../../db/client';
import { mondayOf, sundayOf } from '../../modules/report/calendar';
import { addDays, chinaDay } from '../../shared/china-time';
import { plantKindOf } from '../../modules/report/figures';
import { ReportMessageRepository } from '../../modules/report/message-repository';
import { decided, submitted, type NoticeSubject } from '../../modules/report/notices';
import { prefillDaily } from '../../modules/report/prefill';
import { rollUp } from '../../modules/report/rollup';
import { dayContent, weeklyTexts } from './demo-reports-figures';
import {
  DEMO_REPORT_DAYS,
  DEMO_REPORT_PEOPLE,
  DEMO_REPORT_WEEKS,
  firstSubmittedDay,
  stateOf,
  weekStateOf,
} from './demo-reports-plan';
import { build, iso, stepsOf, type Built } from './demo-reports-steps';

/** Who approves each kind of report (docs/requirements.md §6): they get the to-do of a submit. */
const APPROVAL_CODE = { daily: PERM.DAILY_COMPLETE, weekly: PERM.WEEKLY_APPROVE } as const;

/** One factory's daily reports, oldest first. */
async function dailyReports(
  tx: Db,
  factory: { id: number; kind: PlantKind },
  today: string,
  nowMs: number,
): Promise<Built[]> {
  const { id, kind } = factory;
  const out: Built[] = [];
  const firstSubmitted = firstSubmittedDay(id);
  let before: FigureValues = {};
  for (let k = DEMO_REPORT_DAYS; k >= 1; k -= 1) {
    const state = stateOf(id, k);
    if (state === 'missing') continue;
    const day = addDays(today, -k);
    const prefill = await prefillDaily(tx, id, day, kind);
    const { figures, remark, opinion } = dayContent(
      { factoryId: id, kind, date: day, daysBefore: k, state },
      prefill,
      before,
      firstSubmitted,
    );
    before = figures;
    const built = build(id, day, state, stepsOf(id, day, addDays(day, 1), nowMs), opinion);
    out.push({
      ...built,
      row: { ...built.row, figures, prefill, remark },
    });
  }
  return out;
}

/** One factory's weekly reports, oldest first, rolled up from its daily reports of each week. */
function weeklyReports(
  factory: { id: number; kind: PlantKind },
  daily: readonly Built[],
  today: string,
  nowMs: number,
): Built[] {
  const { id, kind } = factory;
  const counted = daily.filter(
    (d) => d.row.status === REPORT_STATUS.SUBMITTED || d.row.status === REPORT_STATUS.APPROVED,
  );
  const out: Built[] = [];
  for (let j = DEMO_REPORT_WEEKS; j >= 1; j -= 1) {
    const monday = addDays(mondayOf(today), -7 * j);
    const state = weekStateOf(id, j);
    if (state === 'missing') continue;
    const days = counted.filter((d) => d.row.period >= monday && d.row.period <= sundayOf(monday));
    const figures = rollUp(
      kind,
      days.map((d) => d.row.figures),
    );
    const built = build(id, monday, state, stepsOf(id, monday, addDays(monday, 7), nowMs), '');
    out.push({
      ...built,
      row: { ...built.row, figures, days: days.length, ...weeklyTexts(id, kind, monday, figures) },
    });
  }
  return out;
}

const COMMON = `factory_id int, period date, status smallint, version int, figures jsonb, filled_by int,
  submitted_at timestamptz, approved_by int, approved_at timestamptz, opinion text, update_time timestamptz`;

async function insertReports(tx: Db, kind: 'daily' | 'weekly', built: readonly Built[]): Promise<void> {
  const [table, period] =
    kind === 'daily' ? ['om_daily_report', 'report_date'] : ['om_weekly_report', 'week_start'];
  const own =
    kind === 'daily'
      ? { columns: 'prefill, remark', types: 'prefill jsonb, remark text' }
      : {
          columns: 'days, work_done, problems, next_plan',
          types: 'days smallint, work_done text, problems text, next_plan text',
        };
  await tx.query(
    `INSERT INTO ${table} (factory_id, ${period}, status, version, figures, filled_by, submitted_at, approved_by,
                           approved_at, opinion, update_time, ${own.columns})
     SELECT factory_id, period, status, version, figures, filled_by, submitted_at, approved_by, approved_at, opinion,
            update_time, ${own.columns}
       FROM jsonb_to_recordset($1::jsonb) AS x(${COMMON}, ${own.types})`,
    [JSON.stringify(built.map((b) => b.row))],
  );
  const history = built.flatMap((b) =>
    b.history.map((h) => ({
      factory_id: b.row.factory_id,
      period: b.row.period,
      action: h.action,
      user_id: h.userId,
      opinion: h.opinion,
      at: iso(h.at),
    })),
  );
  await tx.query(
    `INSERT INTO om_report_history (kind, report_id, action, user_id, opinion, at)
     SELECT $1, r.id, h.action, h.user_id, h.opinion, h.at
       FROM jsonb_to_recordset($2::jsonb)
            AS h(factory_id int, period date, action text, user_id int, opinion text, at timestamptz)
       JOIN ${table} r ON r.factory_id = h.factory_id AND r.${period} = h.period
      ORDER BY h.at`,
    [kind, JSON.stringify(history)],
  );
}

/** The workflow messages still pending about the demo reports, as the submit and reject wrote them. */
async function sendNotices(
  tx: Db,
  kind: 'daily' | 'weekly',
  built: readonly Built[],
  factoryName: ReadonlyMap<number, string>,
): Promise<void> {
  const messages = new ReportMessageRepository(tx);
  for (const b of built) {
    if (!b.notice) continue;
    const subject: NoticeSubject = {
      kind,
      factoryId: b.row.factory_id,
      factoryName: factoryName.get(b.row.factory_id) ?? '',
      period: b.row.period,
    };
    const { filler, approver } = DEMO_REPORT_PEOPLE[b.row.factory_id]!;
    const sent =
      b.notice.to === 'approvers'
        ? submitted(subject, await messages.holders(b.row.factory_id, APPROVAL_CODE[kind], filler))
        : decided(subject, filler, approver, { approved: false, opinion: b.row.opinion });
    if (sent.length > 0) await messages.send(sent, new Date(b.notice.at));
  }
}

/** Seeds the demo reports (after the readings, work orders and alarms their figures come from), relative to `nowMs`. */
export async function seedDemoReports(db: Db, nowMs: number): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number; name: string; capacity_unit: string | null }>(
      `SELECT f.id, f.name, p.capacity_unit FROM sys_area f LEFT JOIN arc_plant p ON p.factory_id = f.id
        WHERE f.type = 'factory' AND f.id = ANY($1::int[]) ORDER BY f.id`,
      [Object.keys(DEMO_REPORT_PEOPLE).map(Number)],
    );
    const today = chinaDay(nowMs);
    const daily: Built[] = [];
    const weekly: Built[] = [];
    for (const r of rows) {
      const factory = { id: r.id, kind: plantKindOf(r.capacity_unit) };
      const days = await dailyReports(tx, factory, today, nowMs);
      daily.push(...days);
      weekly.push(...weeklyReports(factory, days, today, nowMs));
    }
    await insertReports(tx, 'daily', daily);
    await insertReports(tx, 'weekly', weekly);
    const names = new Map(rows.map((r) => [r.id, r.name]));
    await sendNotices(tx, 'daily', daily, names);
    await sendNotices(tx, 'weekly', weekly, names);
  });
}
