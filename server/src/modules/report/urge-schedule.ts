/**
 * The urge ladder of the reports, pure (docs/architecture.md §3 "Report urges"; docs/requirements.md §1 "urges
 * (reminders) to fill in or approve reports", §3 "Message" urgeType). Each report step has a deadline in China time:
 * - daily fill (urgeType 1) and daily approval (2): on the day after the report's day;
 * - weekly fill (3): on the Monday after the week; weekly approval (4): on the Tuesday after it.
 * Its rungs: a reminder REMIND_BEFORE_MIN before the deadline, an urge at it, an escalation ESCALATE_AFTER_H after it.
 * A run sends only the highest rung whose time has come (a rung missed while the server was down is skipped, never
 * sent late), and only for deadlines of the last LOOKBACK_DAYS (up to a day ahead, for the reminder).
 */
import { MSG_TAB, URGE_TYPE, type MsgTab } from '../../../../contract/message/schemas';
import { URGE_RUNGS, URGE_SCHEDULE, type UrgeRung } from '../../../../contract/report';
import type { ReportUrgeTimes } from '../../config';
import { addDays, chinaDay, DAY_MS, dayStart, HOUR_MS } from '../../shared/china-time';
import { monthDayLabel, mondayOf } from './calendar';
import { reportName } from './notices';

export type UrgeType = (typeof URGE_TYPE)[keyof typeof URGE_TYPE];
export const URGE_TYPES: readonly UrgeType[] = Object.values(URGE_TYPE);

export const DEFAULT_URGE_TIMES: ReportUrgeTimes = {
  dailyFillDue: URGE_SCHEDULE.DAILY_FILL_DUE,
  dailyApprovalDue: URGE_SCHEDULE.DAILY_APPROVAL_DUE,
  weeklyFillDue: URGE_SCHEDULE.WEEKLY_FILL_DUE,
  weeklyApprovalDue: URGE_SCHEDULE.WEEKLY_APPROVAL_DUE,
  remindBeforeMin: URGE_SCHEDULE.REMIND_BEFORE_MIN,
};

const MINUTE_MS = 60_000;

export const isDailyUrge = (type: UrgeType): boolean =>
  type === URGE_TYPE.DAILY_FILL || type === URGE_TYPE.DAILY_APPROVAL;
export const isFillUrge = (type: UrgeType): boolean =>
  type === URGE_TYPE.DAILY_FILL || type === URGE_TYPE.WEEKLY_FILL;

/** The step's deadline as 'YYYY-MM-DD' and 'HH:mm', China time; `period` is the report's day or its week's Monday. */
export function deadlineOf(
  type: UrgeType,
  period: string,
  times: ReportUrgeTimes,
): { day: string; time: string } {
  switch (type) {
    case URGE_TYPE.DAILY_FILL:
      return { day: addDays(period, 1), time: times.dailyFillDue };
    case URGE_TYPE.DAILY_APPROVAL:
      return { day: addDays(period, 1), time: times.dailyApprovalDue };
    case URGE_TYPE.WEEKLY_FILL:
      return { day: addDays(period, 7), time: times.weeklyFillDue };
    case URGE_TYPE.WEEKLY_APPROVAL:
      return { day: addDays(period, 8), time: times.weeklyApprovalDue };
  }
}

/** The step's deadline, an instant (ms). */
export function deadline(type: UrgeType, period: string, times: ReportUrgeTimes): number {
  const { day, time } = deadlineOf(type, period, times);
  const [h, m] = time.split(':').map(Number) as [number, number];
  return dayStart(day) + h * HOUR_MS + m * MINUTE_MS;
}

/** When each rung of a step with this deadline goes out. */
export function rungTimes(due: number, times: ReportUrgeTimes): Record<UrgeRung, number> {
  return {
    reminder: due - times.remindBeforeMin * MINUTE_MS,
    urge: due,
    escalation: due + URGE_SCHEDULE.ESCALATE_AFTER_H * HOUR_MS,
  };
}

/** The highest rung of the step whose time has come at `now`, or null before the reminder. */
export function rungAt(type: UrgeType, period: string, times: ReportUrgeTimes, now: number): UrgeRung | null {
  const at = rungTimes(deadline(type, period, times), times);
  return [...URGE_RUNGS].reverse().find((rung) => at[rung] <= now) ?? null;
}

/** One step of one period (for every factory) with the rung it is due for. */
export interface DueRung {
  urgeType: UrgeType;
  /** the report's day, or its week's Monday */
  period: string;
  rung: UrgeRung;
}

/**
 * Every step whose deadline lies within the last LOOKBACK_DAYS (or up to a day ahead, whose reminder may be due)
 * and that has a rung due at `now`, oldest period first. Whether the step is still pending is the database's to say.
 */
export function dueRungs(now: number, times: ReportUrgeTimes): DueRung[] {
  const from = now - URGE_SCHEDULE.LOOKBACK_DAYS * DAY_MS;
  const to = now + DAY_MS;
  const today = chinaDay(now);
  const first = addDays(today, -URGE_SCHEDULE.LOOKBACK_DAYS - 2);
  const days: string[] = [];
  for (let day = first; day <= today; day = addDays(day, 1)) days.push(day);
  const mondays: string[] = [];
  for (let monday = mondayOf(addDays(first, -7)); monday <= today; monday = addDays(monday, 7))
    mondays.push(monday);

  const out: DueRung[] = [];
  for (const urgeType of URGE_TYPES) {
    for (const period of isDailyUrge(urgeType) ? days : mondays) {
      const due = deadline(urgeType, period, times);
      if (due < from || due > to) continue;
      const rung = rungAt(urgeType, period, times, now);
      if (rung !== null) out.push({ urgeType, period, rung });
    }
  }
  return out.sort((a, b) => a.period.localeCompare(b.period) || a.urgeType - b.urgeType);
}

/**
 * The message title of a rung, e.g. for a daily fill: reminder `请于11月24日10:00前填报上海第一水厂11月23日日报`,
 * urge `上海第一水厂11月23日日报已到填报截止时间，请尽快填报`, escalation `上海第一水厂11月23日日报已逾期24小时未填报`;
 * an approval says 审批 instead of 填报.
 */
export function urgeTitle(
  u: DueRung & { factoryId: number; factoryName: string },
  times: ReportUrgeTimes,
): string {
  const verb = isFillUrge(u.urgeType) ? '填报' : '审批';
  const report = reportName({
    kind: isDailyUrge(u.urgeType) ? 'daily' : 'weekly',
    factoryId: u.factoryId,
    factoryName: u.factoryName,
    period: u.period,
  });
  if (u.rung === 'reminder') {
    const { day, time } = deadlineOf(u.urgeType, u.period, times);
    return `请于${monthDayLabel(day)}${time}前${verb}${report}`;
  }
  if (u.rung === 'urge') return `${report}已到${verb}截止时间，请尽快${verb}`;
  return `${report}已逾期${URGE_SCHEDULE.ESCALATE_AFTER_H}小时未${verb}`;
}

/** Reminders and urges are to-dos; an escalation is news for whoever supervises (docs/requirements.md §2 tabs). */
export const urgeTab = (rung: UrgeRung): MsgTab => (rung === 'escalation' ? MSG_TAB.MESSAGES : MSG_TAB.TODO);
