/**
 * The report urge scheduler (docs/architecture.md §3 "Report urges"; docs/requirements.md §1, §3 "Message"): at start
 * and every five minutes, each pending report step of each factory whose rung has come (urge-schedule.ts) gets that
 * rung's messages, once:
 * - reminder and urge of a fill: the fillers (holders of om:daily:import / om:weekly:edit bound to the factory);
 * - reminder and urge of an approval: the approvers (om:daily:complete / om:dept:factory:list:by);
 * - the escalation of either: the factory's approvers of that kind and the administrators.
 * Administrators get no reminders or urges: bound to every factory, they would get every factory's to-dos.
 *
 * Each run is one transaction that first takes a transaction-scoped advisory lock (another run or instance holding it
 * does the same work, so this one writes nothing); a rung is recorded in om_report_urge before its messages are
 * written, and written only when the record is new, so each rung goes once per report step even across instances.
 */
import { PERM } from '../../../../contract/permissions';
import type { ReportUrgeTimes } from '../../config';
import type { Db } from '../../db/client';
import { at, type Clock } from '../../shared/clock';
import { startPeriodic, type Periodic } from '../../shared/periodic';
import { UrgeRepository, type RecordedRung, type UrgeRecipients } from './urge-repository';
import { sundayOf } from './calendar';
import { dueRungs, isDailyUrge, isFillUrge, urgeTab, urgeTitle } from './urge-schedule';

const URGE_LOCK = 727_012;
/** how often the scheduler looks for rungs that have come */
export const URGE_TICK_MS = 5 * 60_000;

/** Who gets a rung (docs/architecture.md §3 "Report urges"). */
export function recipientsOf(urge: RecordedRung): UrgeRecipients {
  const daily = isDailyUrge(urge.urgeType);
  const approvers = daily ? PERM.DAILY_COMPLETE : PERM.WEEKLY_APPROVE;
  if (urge.rung === 'escalation') return { code: approvers, admins: true };
  if (isFillUrge(urge.urgeType)) return { code: daily ? PERM.DAILY_IMPORT : PERM.WEEKLY_EDIT, admins: false };
  return { code: approvers, admins: false };
}

export interface UrgeRun {
  /** rungs recorded (factory, step, period, rung) */
  rungs: number;
  messages: number;
}

/** One run at `clock`'s now; null when another run holds the lock. */
export async function runReportUrges(db: Db, clock: Clock, times: ReportUrgeTimes): Promise<UrgeRun | null> {
  const now = at(clock);
  const due = dueRungs(now.getTime(), times);
  return db.transaction(async (tx) => {
    const urges = new UrgeRepository(tx);
    if (!(await urges.tryLock(URGE_LOCK))) return null;
    const recorded = await urges.record(due, now);
    let messages = 0;
    for (const urge of recorded) {
      const daily = isDailyUrge(urge.urgeType);
      messages += await urges.send(
        urge,
        recipientsOf(urge),
        {
          tab: urgeTab(urge.rung),
          title: urgeTitle(urge, times),
          fillDate: daily ? urge.period : null,
          startDate: daily ? null : urge.period,
          endDate: daily ? null : sundayOf(urge.period),
        },
        now,
      );
    }
    return { rungs: recorded.length, messages };
  });
}

/** Runs `run` now and then every `everyMs` (five minutes by default). */
export function startReportUrges(
  run: () => Promise<UrgeRun | null>,
  report: { info(msg: string): void; error(msg: string): void },
  everyMs = URGE_TICK_MS,
): Periodic {
  return startPeriodic(
    async () => {
      const done = await run();
      if (done && done.rungs > 0)
        report.info(`report urges: ${done.rungs} rung(s), ${done.messages} message(s)`);
    },
    (err) => report.error(`report urges failed: ${err.message}`),
    everyMs,
    true,
  );
}
