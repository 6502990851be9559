/** Calendar arithmetic of plans (docs/plans.md): the dates of a plan's series, one cycle apart. */
import type { PlanCycle } from '../../../../contract/maint-plan/schemas';
import { addDays, shiftMonths } from '../../shared/china-time';

const MONTHS: Partial<Record<PlanCycle, number>> = { month: 1, quarter: 3, year: 12 };
const DAYS: Partial<Record<PlanCycle, number>> = { day: 1, week: 7 };

/** `day` moved on by `every` cycles ('YYYY-MM-DD'); a month end stays in its month (31 Jan + 1 month = 28 Feb). */
export function addCycle(day: string, unit: PlanCycle, every: number): string {
  const months = MONTHS[unit];
  return months === undefined ? addDays(day, (DAYS[unit] ?? 1) * every) : shiftMonths(day, months * every);
}

/**
 * The first date of the series through `from` that is after `after`: a plan missed for weeks makes one order, not
 * many. Day and week series jump there at once; month series step (at most a few hundred steps over decades).
 */
export function nextInSeries(from: string, unit: PlanCycle, every: number, after: string): string {
  const days = DAYS[unit];
  if (days !== undefined) {
    const step = days * every;
    const behind = Math.floor(
      (Date.parse(`${after}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000,
    );
    return addDays(from, (Math.max(0, Math.floor(behind / step)) + 1) * step);
  }
  // counted from `from` each time, so a month end is kept where the month has one (31 Jan → 28 Feb → 31 Mar)
  let k = 1;
  while (addCycle(from, unit, every * k) <= after) k += 1;
  return addCycle(from, unit, every * k);
}
