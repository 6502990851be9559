/**
 * Deviations of a daily report (docs/architecture.md §3 "Daily and weekly reports"), pure: a figure is flagged when
 * it lies more than DEVIATION_RATIO away from the median of the same figure over the factory's daily reports (any
 * status) of the DEVIATION_DAYS days before; with fewer than DEVIATION_MIN_SAMPLES earlier values, or a median of 0,
 * there is no flag. The callers read the reports of a whole range at once and judge every day from them, so a month
 * or a list of pending reports costs one query, not one per day.
 */
import {
  PLANT_FIGURES,
  REPORT_RULE,
  type FigureKey,
  type FigureValues,
  type PlantKind,
} from '../../../../contract/report';
import { addDays } from '../../shared/china-time';

export interface Deviation {
  median: number | null;
  flagged: boolean;
}

/** A report as the judgement needs it. */
export interface DayFigures {
  period: string;
  figures: FigureValues;
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The first day of the window before `date` (the window ends the day before it). */
export const windowStart = (date: string): string => addDays(date, -REPORT_RULE.DEVIATION_DAYS);

/** The median of the earlier values, and whether `value` lies more than the ratio away from it. */
export function deviation(value: number | null | undefined, earlier: readonly number[]): Deviation {
  const m = earlier.length >= REPORT_RULE.DEVIATION_MIN_SAMPLES ? median(earlier) : null;
  const flagged =
    value != null && m !== null && m !== 0 && Math.abs(value - m) > REPORT_RULE.DEVIATION_RATIO * m;
  return { median: m, flagged };
}

/**
 * Each figure of the kind judged against `reports`, the factory's daily reports (any order, any days: only those of
 * the window before `date` count).
 */
export function deviations(
  kind: PlantKind,
  date: string,
  values: FigureValues,
  reports: readonly DayFigures[],
): Map<FigureKey, Deviation> {
  const from = windowStart(date);
  const window = reports.filter((r) => r.period >= from && r.period < date);
  return new Map(
    PLANT_FIGURES[kind].map((key) => {
      const earlier = window.map((r) => r.figures[key]).filter((v): v is number => v != null);
      return [key, deviation(values[key], earlier)];
    }),
  );
}

/** How many figures of the report are flagged. */
export function flaggedCount(
  kind: PlantKind,
  date: string,
  values: FigureValues,
  reports: readonly DayFigures[],
): number {
  let n = 0;
  for (const d of deviations(kind, date, values, reports).values()) if (d.flagged) n += 1;
  return n;
}
