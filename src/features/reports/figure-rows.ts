/**
 * The figures of a report as the pages show them (docs/architecture.md §3 "Daily and weekly reports"): in the order of
 * the plant kind, each with its bounds from the contract, the derived kWh per m³, the marks beside a value
 * (pre-filled, changed by hand, far from the median) and the comparison with the previous report.
 */
import {
  FIGURES,
  PLANT_FIGURES,
  REPORT_RULE,
  type FigureDef,
  type FigureKey,
  type PlantKind,
  type ReportFigure,
} from '@contract/report';
import { numberFormat } from '@/shared/format/number';

export interface FigureRow {
  def: FigureDef;
  figure: ReportFigure;
  /** computed from other figures, never typed in (kWh per m³) */
  derived: boolean;
}

const emptyFigure = (key: FigureKey): ReportFigure => ({
  key,
  value: null,
  prefill: null,
  manual: false,
  median: null,
  flagged: false,
  previous: null,
});

/** The plant kind's figures in the form's order; one the answer lacks shows empty rather than vanishing. */
export function figureRows(plantKind: PlantKind, figures: readonly ReportFigure[]): FigureRow[] {
  const byKey = new Map(figures.map((f) => [f.key, f]));
  return PLANT_FIGURES[plantKind].map((key) => ({
    def: FIGURES[key],
    figure: byKey.get(key) ?? emptyFigure(key),
    derived: FIGURES[key].source === 'derived',
  }));
}

/** The figures a filler types in (all but the derived ones). */
export const enteredKeys = (plantKind: PlantKind): FigureKey[] =>
  PLANT_FIGURES[plantKind].filter((key) => FIGURES[key].source !== 'derived');

export const roundTo = (value: number, decimals: number): number => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

/** kWh per m³ of water sent out, as the server derives it; null without both figures or without outflow. */
export function energyPerM3(
  electricity: number | null | undefined,
  outflow: number | null | undefined,
): number | null {
  if (electricity === null || electricity === undefined || !outflow) return null;
  return roundTo(electricity / outflow, FIGURES.energyPerM3.decimals);
}

/** The value shown differs from what the plant's data said (a 手动修改 mark); nothing pre-filled, nothing changed. */
export const differsFromPrefill = (value: number | null | undefined, prefill: number | null): boolean =>
  prefill !== null && (value ?? null) !== prefill;

/**
 * The value is more than DEVIATION_RATIO away from the median of the last days: the server's flag (docs/architecture.md
 * §3 "Daily and weekly reports", "Deviations"), recomputed while the filler types so the warning follows the value.
 * No median (too few days) or a median of 0: no flag.
 */
export function deviates(value: number | null | undefined, median: number | null): boolean {
  if (value === null || value === undefined || median === null || median === 0) return false;
  return Math.abs(value - median) > REPORT_RULE.DEVIATION_RATIO * Math.abs(median);
}

/** '1,234.5' with the figure's decimals; '—' for nothing. */
export function formatFigure(value: number | null | undefined, decimals: number): string {
  if (value === null || value === undefined) return '—';
  return numberFormat('en-US', decimals, decimals).format(value);
}

export interface ComparisonRow {
  key: FigureKey;
  def: FigureDef;
  current: number | null;
  previous: number | null;
  /** current − previous, at the figure's decimals; null unless both are known */
  change: number | null;
  /** change / previous; null unless both are known and previous is not 0 */
  ratio: number | null;
  /** change and ratio compare the two weeks' means per day (a summed figure of weeks of different lengths) */
  perDay: boolean;
  flagged: boolean;
  median: number | null;
}

/** How many days two weekly reports roll up: a week of 6 submitted days is not compared with a week of 7 by its sums. */
export interface WeekDays {
  current: number;
  previous: number | null;
}

export function comparisonRows(
  plantKind: PlantKind,
  figures: readonly ReportFigure[],
  days?: WeekDays,
): ComparisonRow[] {
  const uneven =
    days !== undefined &&
    days.previous !== null &&
    days.current > 0 &&
    days.previous > 0 &&
    days.current !== days.previous;
  return figureRows(plantKind, figures).map(({ def, figure }) => {
    const { value: current, previous } = figure;
    const perDay = uneven && def.weekly === 'sum';
    let change: number | null = null;
    let ratio: number | null = null;
    if (current !== null && previous !== null) {
      // compared per day, what a day of each week brought on average
      const now = perDay ? current / days.current : current;
      const before = perDay ? previous / (days.previous ?? 1) : previous;
      change = roundTo(now - before, def.decimals);
      ratio = before !== 0 ? (now - before) / Math.abs(before) : null;
    }
    return {
      key: def.key,
      def,
      current,
      previous,
      change,
      ratio,
      perDay: perDay && change !== null,
      flagged: figure.flagged,
      median: figure.median,
    };
  });
}

/** '+12.5%', '-3.0%', '0.0%'; '—' without a ratio. */
export function formatRatio(ratio: number | null): string {
  if (ratio === null) return '—';
  const pct = roundTo(ratio * 100, 1);
  return `${pct > 0 ? '+' : ''}${pct.toFixed(1)}%`;
}

/** '+120', '-0.35', '0' at the figure's decimals; '—' without a change. */
export function formatChange(change: number | null, decimals: number): string {
  if (change === null) return '—';
  return `${change > 0 ? '+' : ''}${formatFigure(change, decimals)}`;
}
