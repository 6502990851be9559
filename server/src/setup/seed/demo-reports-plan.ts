/**
 * The plan of the demo reports (docs/architecture.md §3 "Daily and weekly reports", "Report urges"): how far back they
 * go, who fills and approves each demo factory's reports, and the state each day and week is left in. Older days are
 * approved, two of them after a reject; the last week holds a draft, a rejected report and reports awaiting approval,
 * with yesterday and one more recent day not filled, so the scheduler's first run has reminders, urges and escalations
 * to write; weeks are approved but for the last complete one (submitted at 上海第一水厂, not filled at 苏州工业园能源站).
 */
import { DEMO_USER_ID } from './demo-data';

export const DEMO_REPORT_DAYS = 60;
export const DEMO_REPORT_WEEKS = 8;

/** Who fills and who approves each demo factory's reports. */
export const DEMO_REPORT_PEOPLE: Readonly<Record<number, { filler: number; approver: number }>> = {
  11: { filler: DEMO_USER_ID.operator, approver: DEMO_USER_ID.supervisor },
  12: { filler: DEMO_USER_ID.supervisor, approver: DEMO_USER_ID.supervisor },
  21: { filler: DEMO_USER_ID.admin, approver: DEMO_USER_ID.admin },
  22: { filler: DEMO_USER_ID.admin, approver: DEMO_USER_ID.admin },
};

export type DayState = 'missing' | 'draft' | 'submitted' | 'rejected' | 'approved' | 'reworked';

/**
 * The recent days of each factory, by days before the seed day (1 = yesterday); older days are approved, REWORKED ones
 * after a reject. At 上海第一水厂 the last two days are not filled, so the operator holds the fill urge of a missing day
 * whatever the hour (docs/architecture.md §3 "Report urges"): the day before yesterday's from midnight, when
 * yesterday's deadline (10:00) is still ahead, and yesterday's once that deadline passed and the older one escalated
 * to the approvers; so has the supervisor, filling 苏州工业园能源站. At 上海第一水厂 the day before them was rejected;
 * at 苏州工业园能源站 two reports wait for the supervisor's approval.
 */
const RECENT: Readonly<Record<number, readonly DayState[]>> = {
  11: ['missing', 'missing', 'rejected', 'submitted', 'submitted', 'draft'],
  12: ['missing', 'missing', 'submitted', 'submitted', 'draft', 'rejected'],
  21: ['missing', 'submitted', 'missing', 'submitted', 'rejected', 'draft'],
  22: ['missing', 'missing', 'submitted', 'submitted', 'draft', 'rejected'],
};
const REWORKED = new Set([19, 38]);

/** The recent days (before the seed day, 1 = yesterday) the demo leaves without a report at a factory. */
export function demoMissingDays(factoryId: number): number[] {
  return (RECENT[factoryId] ?? []).flatMap((state, i) => (state === 'missing' ? [i + 1] : []));
}

/** The state of a factory's day, by days before the seed day (1 = yesterday). */
export function stateOf(factoryId: number, daysBefore: number): DayState {
  const recent = RECENT[factoryId] ?? RECENT[11]!;
  if (daysBefore <= recent.length) return recent[daysBefore - 1]!;
  return REWORKED.has(daysBefore) ? 'reworked' : 'approved';
}

/** The state of a factory's week, by complete weeks before the seed day's week (1 = the last complete week). */
export function weekStateOf(factoryId: number, weeksBefore: number): DayState {
  if (weeksBefore === 1 && factoryId === 11) return 'submitted';
  if (weeksBefore === 1 && factoryId === 12) return 'missing';
  return 'approved';
}

/** The most recent day awaiting approval at a factory (days before the seed day), Infinity if none. */
export function firstSubmittedDay(factoryId: number): number {
  return Math.min(...(RECENT[factoryId] ?? []).map((s, i) => (s === 'submitted' ? i + 1 : Infinity)));
}
