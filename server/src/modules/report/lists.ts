/**
 * The calendars and the approval lists of the reports (docs/architecture.md §3 "Daily and weekly reports"):
 * - a factory's month: every day up to today (daily) or every week whose Monday lies in the month, up to this week
 *   (weekly), with its report's id and status, how many figures are flagged and whether it is overdue (its fill
 *   deadline passed and it is neither submitted nor approved);
 * - the submitted reports of the caller's factories (or of one), the longest waiting first.
 * The deviations of a whole month or list come from one read of the reports around it (deviations.ts).
 */
import {
  REPORT_STATUS,
  type PendingReport,
  type PlantKind,
  type ReportKind,
  type ReportMonth,
  type ReportMonthQuery,
} from '../../../../contract/report';
import type { FactoryScope } from '../../shared/factory-scope';
import { daysOfMonth, monthBounds, mondaysOfMonth } from './calendar';
import { chinaDay } from '../../shared/china-time';
import { checkMonth, requireFactory } from './checks';
import { fillDue, isPast } from './deadlines';
import type { ReportDeps } from './deps';
import { flaggedCount, windowStart, type DayFigures } from './deviations';
import { ReportRepository, type PeriodRow } from './repository';

const DONE: readonly number[] = [REPORT_STATUS.SUBMITTED, REPORT_STATUS.APPROVED];

/** Flagged figures of a daily report judged against the factory's reports around it (weekly reports have none). */
const flagged = (
  kind: ReportKind,
  plant: PlantKind,
  row: DayFigures,
  around: readonly DayFigures[],
): number => (kind === 'daily' ? flaggedCount(plant, row.period, row.figures, around) : 0);

export async function reportMonth(
  deps: ReportDeps,
  kind: ReportKind,
  scope: FactoryScope,
  query: ReportMonthQuery,
): Promise<ReportMonth> {
  const now = deps.clock.now();
  const reports = new ReportRepository(deps.db);
  const factory = await requireFactory(reports, query.factoryId, scope);
  checkMonth(query.month, 'querystring/month', now);
  const today = chinaDay(now);
  const periods = kind === 'daily' ? daysOfMonth(query.month, today) : mondaysOfMonth(query.month, today);
  const { first, last } = monthBounds(query.month);
  const rows = await reports.periods(
    kind,
    [factory.factoryId],
    kind === 'daily' ? windowStart(first) : first,
    last,
  );
  const byPeriod = new Map(rows.map((r) => [r.period, r]));
  return {
    factoryId: factory.factoryId,
    plantKind: factory.plantKind,
    periods: periods.map((period) => {
      const row: PeriodRow | undefined = byPeriod.get(period);
      return {
        date: period,
        id: row?.id ?? null,
        status: row?.status ?? null,
        flagged: row ? flagged(kind, factory.plantKind, row, rows) : 0,
        overdue: !(row && DONE.includes(row.status)) && isPast(fillDue(kind, period, deps.times), now),
      };
    }),
  };
}

export async function pendingReports(
  deps: ReportDeps,
  kind: ReportKind,
  scope: FactoryScope,
  factoryId: number | undefined,
): Promise<PendingReport[]> {
  const reports = new ReportRepository(deps.db);
  if (factoryId !== undefined) await requireFactory(reports, factoryId, scope);
  const pending = await reports.pending(kind, scope, factoryId);
  // Every factory's reports around its pending days, read at once.
  const around = new Map<number, PeriodRow[]>();
  if (kind === 'daily' && pending.length > 0) {
    const days = pending.map((p) => p.period).sort();
    const factories = [...new Set(pending.map((p) => p.factoryId))];
    for (const r of await reports.periods('daily', factories, windowStart(days[0]!), days.at(-1)!)) {
      around.set(r.factoryId, [...(around.get(r.factoryId) ?? []), r]);
    }
  }
  return pending.map((p) => ({
    id: p.id,
    factoryId: p.factoryId,
    factoryName: p.factoryName,
    date: p.period,
    filledBy: p.filledBy,
    submittedAt: p.submittedAt,
    flagged: flagged(kind, p.plantKind, p, around.get(p.factoryId) ?? []),
    version: p.version,
  }));
}
