/**
 * The weekly roll-up (docs/architecture.md §3 "Daily and weekly reports"): a week's figures from its daily reports
 * that are submitted or approved. Each figure rolls up as FIGURES says: 'sum' adds the days' values, 'avg' takes
 * their mean, both rounded to the figure's decimals; 'derived' (kWh per m³) is computed again from the week's totals.
 * A figure no day has a value of is null.
 */
import {
  FIGURES,
  PLANT_FIGURES,
  REPORT_STATUS,
  type FigureValues,
  type PlantKind,
} from '../../../../contract/report';
import { energyPerM3, roundFigure } from './figures';
import { sundayOf } from './calendar';
import type { ReportRepository } from './repository';

export interface WeekRollup {
  figures: FigureValues;
  /** how many daily reports it is rolled up from */
  days: number;
}

const COUNTED: readonly number[] = [REPORT_STATUS.SUBMITTED, REPORT_STATUS.APPROVED];

export function rollUp(kind: PlantKind, days: readonly FigureValues[]): FigureValues {
  const out: FigureValues = {};
  for (const key of PLANT_FIGURES[kind]) {
    const how = FIGURES[key].weekly;
    if (how === 'derived') continue;
    const values = days.map((d) => d[key]).filter((v): v is number => v != null);
    if (values.length === 0) {
      out[key] = null;
      continue;
    }
    const sum = values.reduce((a, b) => a + b, 0);
    out[key] = roundFigure(key, how === 'sum' ? sum : sum / values.length);
  }
  if (PLANT_FIGURES[kind].includes('energyPerM3'))
    out.energyPerM3 = energyPerM3(out.electricity, out.outflow);
  return out;
}

/** The week's roll-up from the factory's daily reports of Monday to Sunday. */
export async function weekRollup(
  reports: ReportRepository,
  factoryId: number,
  monday: string,
  kind: PlantKind,
): Promise<WeekRollup> {
  const daily = (await reports.periods('daily', [factoryId], monday, sundayOf(monday))).filter((r) =>
    COUNTED.includes(r.status),
  );
  return {
    figures: rollUp(
      kind,
      daily.map((r) => r.figures),
    ),
    days: daily.length,
  };
}
