/**
 * From a report to its form and back (docs/architecture.md §3 "Daily and weekly reports"): the values a form starts
 * from, the body a save or submit sends (with the version it was loaded at), what a submit still lacks, and which
 * field a refusal of the server names (docs/architecture.md §3 "Errors": a 400's msg names the field).
 */
import {
  FIGURES,
  REPORT_MSG,
  WEEKLY_SECTIONS,
  type DailyReport,
  type DailySave,
  type FigureKey,
  type FigureValues,
  type WeeklyReport,
  type WeeklySave,
  type WeeklySectionKey,
} from '@contract/report';
import { enteredKeys } from './figure-rows';

export interface DailyFormValues {
  figures: Partial<Record<FigureKey, number | null>>;
  remark: string;
}

export type WeeklyFormValues = Record<WeeklySectionKey, string>;

export function dailyFormValues(report: DailyReport): DailyFormValues {
  const figures: DailyFormValues['figures'] = {};
  for (const key of enteredKeys(report.plantKind)) {
    figures[key] = report.figures.find((f) => f.key === key)?.value ?? null;
  }
  return { figures, remark: report.remark };
}

const numberOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/**
 * The daily form's values as the merge of a stale save compares them (docs/concurrency.md): each figure on its own,
 * `figures.<key>`, beside `remark`; and such values back into the form's shape.
 */
export function flatDailyValues(values: Partial<DailyFormValues>): Record<string, unknown> {
  const flat: Record<string, unknown> = { remark: values.remark };
  for (const [key, value] of Object.entries(values.figures ?? {})) flat[`figures.${key}`] = value;
  return flat;
}

export function nestedDailyValues(flat: Record<string, unknown>): Partial<DailyFormValues> {
  const figures: DailyFormValues['figures'] = {};
  const nested: Partial<DailyFormValues> = {};
  for (const [prop, value] of Object.entries(flat)) {
    if (prop.startsWith('figures.'))
      figures[prop.slice('figures.'.length) as FigureKey] = value as number | null;
    else if (prop === 'remark') nested.remark = String(value ?? '');
  }
  return Object.keys(figures).length > 0 ? { ...nested, figures } : nested;
}

/** The typed figures of the plant kind (the derived ones the server computes), empty as null. */
export function toDailySave(report: DailyReport, values: Partial<DailyFormValues>): DailySave {
  const figures: FigureValues = {};
  for (const key of enteredKeys(report.plantKind)) figures[key] = numberOrNull(values.figures?.[key]);
  return {
    factoryId: report.factoryId,
    date: report.date,
    version: report.version,
    figures,
    remark: (values.remark ?? '').trim(),
  };
}

/** Figures a submit needs but the form lacks (the server refuses them with REPORT_MSG.FIGURE_REQUIRED). */
export const missingFigures = (report: DailyReport, values: Partial<DailyFormValues>): FigureKey[] =>
  enteredKeys(report.plantKind).filter((key) => numberOrNull(values.figures?.[key]) === null);

export const weeklyFormValues = (report: WeeklyReport): WeeklyFormValues => ({
  workDone: report.workDone,
  problems: report.problems,
  nextPlan: report.nextPlan,
});

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

export const toWeeklySave = (report: WeeklyReport, values: Partial<WeeklyFormValues>): WeeklySave => ({
  factoryId: report.factoryId,
  week: report.week,
  version: report.version,
  workDone: text(values.workDone),
  problems: text(values.problems),
  nextPlan: text(values.nextPlan),
});

/** Required sections a submit lacks (a draft may leave them empty). */
export const missingSections = (values: Partial<WeeklyFormValues>): WeeklySectionKey[] =>
  WEEKLY_SECTIONS.filter((s) => s.required && text(values[s.key]) === '').map((s) => s.key);

export type FieldPath = [string] | [string, string];

/** A refusal shown at a field: the field and what to say there (the msg without the path that named the field). */
export interface FieldRefusal {
  name: FieldPath;
  text: string;
}

const FIGURE_KEYS = Object.keys(FIGURES) as FigureKey[];

/**
 * The form field a refusal names: a path the server put in front (`body/figures/inflow must be <= 9999999`,
 * `body/figures/gas 请填写用气量`, `body/remark …`, `body/workDone …`), or a REPORT_MSG text on its own.
 */
export function fieldOfRefusal(message: string): FieldRefusal | null {
  const msg = message.trim();
  const path = /^(?:body\/)?(figures\/(\w+)|remark|workDone|problems|nextPlan)(?:\s+|$)/.exec(msg);
  if (path) {
    const text = msg.slice(path[0].length).trim() || msg;
    const key = path[2];
    if (key === undefined) return { name: [path[1]!], text };
    return (FIGURE_KEYS as string[]).includes(key) ? { name: ['figures', key], text } : null;
  }
  for (const key of FIGURE_KEYS) {
    const def = FIGURES[key];
    const texts = [REPORT_MSG.FIGURE_REQUIRED(def.label), REPORT_MSG.FIGURE_RANGE(def)];
    if (texts.includes(msg)) return { name: ['figures', key], text: msg };
  }
  const section = WEEKLY_SECTIONS.find((s) => REPORT_MSG.SECTION_REQUIRED(s.label) === msg);
  return section ? { name: [section.key], text: msg } : null;
}
