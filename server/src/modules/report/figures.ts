/**
 * The figures of a report (docs/architecture.md §3 "Daily and weekly reports"), pure: which figures a plant kind
 * counts, rounding to a figure's decimals, the derived kWh per m³, and the checks of a save and of a submit. Field
 * names in messages follow Ajv's (`body/figures/pac`).
 */
import {
  FIGURES,
  PLANT_FIGURES,
  REPORT_MSG,
  tooPrecise,
  type FigureKey,
  type FigureValues,
  type PlantKind,
} from '../../../../contract/report';
import { badInput } from '../../errors';

/** A plant whose archive gives its capacity in MW is an energy station; any other (m³/d, no archive) a water plant. */
export const plantKindOf = (capacityUnit: string | null): PlantKind =>
  capacityUnit === 'MW' ? 'energy' : 'water';

export const roundTo = (x: number, decimals: number): number => {
  const f = 10 ** decimals;
  return Math.round(x * f) / f;
};

/** The value rounded to the figure's decimals; null and non-finite numbers are null. */
export const roundFigure = (key: FigureKey, value: number | null | undefined): number | null =>
  value == null || !Number.isFinite(value) ? null : roundTo(value, FIGURES[key].decimals);

/** kWh per m³ of output: electricity / outflow, null when either is unknown or nothing flowed out. */
export function energyPerM3(
  electricity: number | null | undefined,
  outflow: number | null | undefined,
): number | null {
  if (electricity == null || outflow == null || outflow === 0) return null;
  return roundFigure('energyPerM3', electricity / outflow);
}

/**
 * The values of exactly the kind's figures: each rounded to its decimals (absent = null), derived ones computed
 * again from the others (never taken as typed).
 */
export function completeFigures(kind: PlantKind, values: FigureValues): FigureValues {
  const out: FigureValues = {};
  for (const key of PLANT_FIGURES[kind]) {
    out[key] = FIGURES[key].source === 'derived' ? null : roundFigure(key, values[key]);
  }
  if (PLANT_FIGURES[kind].includes('energyPerM3'))
    out.energyPerM3 = energyPerM3(out.electricity, out.outflow);
  return out;
}

/** 400 naming `body/figures/<key>` for a figure the plant kind does not count. */
export function checkApplicable(kind: PlantKind, values: FigureValues): void {
  const own = new Set<string>(PLANT_FIGURES[kind]);
  for (const key of Object.keys(values) as FigureKey[]) {
    if (!own.has(key))
      throw badInput(`body/figures/${key}`, REPORT_MSG.FIGURE_NOT_APPLICABLE(FIGURES[key].label));
  }
}

/**
 * 400 naming `body/figures/<key>` for a figure typed with more digits after the point than it takes: what the user
 * typed is kept or refused, never rounded.
 */
export function checkPrecision(values: FigureValues): void {
  for (const [key, value] of Object.entries(values) as Array<[FigureKey, number | null | undefined]>) {
    if (tooPrecise(FIGURES[key], value))
      throw badInput(`body/figures/${key}`, REPORT_MSG.FIGURE_DECIMALS(FIGURES[key]));
  }
}

/** 400 naming `body/figures/<key>` for the first figure (not derived) of the kind left empty: a submit needs all. */
export function checkComplete(kind: PlantKind, values: FigureValues): void {
  for (const key of PLANT_FIGURES[kind]) {
    if (FIGURES[key].source !== 'derived' && values[key] == null) {
      throw badInput(`body/figures/${key}`, REPORT_MSG.FIGURE_REQUIRED(FIGURES[key].label));
    }
  }
}

/** The figures stored as JSON, read back: numbers only, anything else null. */
export function storedFigures(json: unknown): FigureValues {
  const out: FigureValues = {};
  if (typeof json !== 'object' || json === null) return out;
  for (const [key, value] of Object.entries(json as Record<string, unknown>)) {
    if (key in FIGURES) out[key as FigureKey] = typeof value === 'number' ? value : null;
  }
  return out;
}
