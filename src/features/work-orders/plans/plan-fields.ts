/**
 * The plan form and list (docs/plans.md), as pure functions: the query fields, the edit fields for the schedule the
 * user chose (calendar, meter or both), the form values of a row, the body of the form, and the texts of a row's
 * schedule and meter count.
 */
import {
  PLAN_BASES,
  PLAN_CYCLES,
  PLAN_MEASURES,
  PLAN_METER_KINDS,
  PLAN_RULE,
  type CheckItemTemplate,
  type CheckType,
  type PlanAddBody,
  type PlanBasis,
  type PlanCycle,
  type PlanKind,
  type PlanMeasure,
  type PlanMeter,
  type PlanMeterKind,
  type PlanRow,
} from '@contract/maint-plan';
import type { WoDevice, WoPerson } from '@contract/work-order';
import type { FieldOption, FieldSpec, FormValues } from '@/shared/form';
import type { MessageKey } from '@/shared/i18n';
import { checkText, type Check } from '@/shared/validators';
import { maxChars, textCheck } from '../dialogs/checks';

type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string;

/** What the plan's schedule follows (a form choice; the body carries the parts it names). */
export const SCHEDULES = ['calendar', 'meter', 'both'] as const;
export type Schedule = (typeof SCHEDULES)[number];

/** What a plan is for: one device or every device of a class (docs/plans.md "Plans per device class"). */
export const TARGETS = ['device', 'class'] as const;
export type Target = (typeof TARGETS)[number];

const text = (value: unknown): string => String(value ?? '').trim();
const num = (value: unknown): number | null =>
  value === undefined || value === null || value === '' || Number.isNaN(Number(value)) ? null : Number(value);

const intIn =
  (t: Translate, label: string, min: number, max: number): Check =>
  (value) => {
    const n = num(value);
    return n === null || !Number.isInteger(n) || n < min || n > max
      ? t('plan.range', { label, min, max })
      : undefined;
  };

const positive =
  (t: Translate, label: string): Check =>
  (value) => {
    const n = num(value);
    return n === null || n <= 0 ? t('plan.positive', { label }) : undefined;
  };

export function planQueryFields(t: Translate): FieldSpec[] {
  return [
    { type: 'input', prop: 'keyword', label: t('plan.keyword'), validator: checkText },
    {
      type: 'select',
      prop: 'enabled',
      label: t('plan.state'),
      options: [
        { value: 'true', label: t('plan.enabled') },
        { value: 'false', label: t('plan.paused') },
      ],
    },
  ];
}

export const toPlanFilter = (values: FormValues): { keyword?: string; enabled?: boolean } => ({
  ...(text(values.keyword) ? { keyword: text(values.keyword) } : {}),
  ...(values.enabled === 'true' || values.enabled === 'false' ? { enabled: values.enabled === 'true' } : {}),
});

export const meterUnit = (kind: string): string => (kind === 'electricity' ? 'kWh' : 'm³');

export interface PlanOptions {
  devices: WoDevice[];
  meters: PlanMeter[];
  staff: WoPerson[];
  /** the device classes (the oms_asset_type dictionary) */
  assetTypes: FieldOption[];
}

/**
 * The edit fields: the device or the class, the calendar's and the meter's only when the schedule uses them; the
 * meters of the device, or for a class the meter kind each device counts by (docs/plans.md "Plans per device class").
 */
export function planEditFields(
  t: Translate,
  options: PlanOptions | null,
  chosen: Schedule,
  deviceId: number | null,
  measure: PlanMeasure = 'register',
  target: Target = 'device',
): FieldSpec[] {
  const label = (key: MessageKey) => t(key);
  const schedule = chosen;
  const fields: FieldSpec[] = [
    {
      type: 'input',
      prop: 'title',
      label: label('plan.title'),
      required: true,
      validator: textCheck(t, label('plan.title'), {
        required: true,
        max: PLAN_RULE.TITLE_MAX,
        type: 'input',
      }),
    },
    {
      type: 'select',
      prop: 'target',
      label: label('planClass.target'),
      required: true,
      tooltip: t('planClass.targetHelp'),
      options: TARGETS.map((v) => ({ value: v, label: t(`planClass.target.${v}`) })),
    },
    target === 'class'
      ? {
          type: 'select',
          prop: 'assetType',
          label: label('planClass.assetType'),
          required: true,
          options: options?.assetTypes ?? [],
        }
      : {
          type: 'select',
          prop: 'deviceId',
          label: label('plan.device'),
          required: true,
          options: (options?.devices ?? []).map((d) => ({
            value: d.deviceId,
            label: t('common.withNote', { text: d.deviceName, note: d.deviceShowCode }),
          })),
        },
    {
      type: 'select',
      prop: 'schedule',
      label: label('plan.schedule'),
      required: true,
      options: SCHEDULES.map((s) => ({
        value: s,
        label: t(`plan.schedule.${s}`),
      })),
    },
  ];
  if (schedule !== 'meter') {
    fields.push(
      {
        type: 'select',
        prop: 'cycleUnit',
        label: label('plan.cycleUnit'),
        required: true,
        options: PLAN_CYCLES.map((c) => ({ value: c, label: t(`plan.cycle.${c}`) })),
      },
      {
        type: 'number',
        prop: 'cycleEvery',
        label: label('plan.cycleEvery'),
        required: true,
        validator: intIn(t, label('plan.cycleEvery'), 1, PLAN_RULE.CYCLE_EVERY_MAX),
      },
      { type: 'date', prop: 'nextRun', label: label('plan.nextRun'), required: true },
      {
        type: 'select',
        prop: 'cycleBasis',
        label: label('plan.basis'),
        required: true,
        tooltip: t('plan.basisHelp'),
        options: PLAN_BASES.map((b) => ({ value: b, label: t(`plan.basis.${b}`) })),
      },
      {
        type: 'number',
        prop: 'leadDays',
        label: label('plan.leadDays'),
        tooltip: t('plan.leadDaysHelp'),
        validator: (v) =>
          num(v) === null ? undefined : intIn(t, label('plan.leadDays'), 0, PLAN_RULE.LEAD_DAYS_MAX)(v),
      },
    );
  }
  if (schedule !== 'calendar') {
    // running hours come from the device's electricity meter (docs/plans.md "Running hours")
    const meters = (options?.meters ?? []).filter(
      (m) => m.deviceId === deviceId && (measure === 'register' || m.kind === 'electricity'),
    );
    fields.push(
      {
        type: 'select',
        prop: 'meterMeasure',
        label: label('plan.measure'),
        required: true,
        tooltip: t('plan.measureHelp'),
        options: PLAN_MEASURES.map((m) => ({ value: m, label: t(`plan.measure.${m}`) })),
      },
      target === 'class'
        ? {
            type: 'select',
            prop: 'meterKind',
            label: label('planClassMeter.kind'),
            required: true,
            tooltip: t('planClassMeter.kindHelp'),
            options: PLAN_METER_KINDS.filter((k) => measure === 'register' || k === 'electricity').map(
              (k) => ({
                value: k,
                label: t(`planClassMeter.kind.${k}`),
              }),
            ),
          }
        : {
            type: 'select',
            prop: 'meterId',
            label: label('plan.meter'),
            required: true,
            tooltip: t('plan.meterHelp'),
            options: meters.map((m) => ({
              value: m.meterId,
              label: t('common.withNote', { text: m.name, note: meterUnit(m.kind) }),
            })),
          },
      {
        type: 'number',
        prop: 'meterEvery',
        label: label('plan.meterEvery'),
        required: true,
        validator: positive(t, label('plan.meterEvery')),
      },
    );
  }
  fields.push(
    {
      type: 'select',
      prop: 'execBy',
      label: label('plan.execBy'),
      tooltip: t('plan.execByHelp'),
      options: (options?.staff ?? []).map((p) => ({ value: p.userId, label: p.nickName })),
    },
    {
      type: 'input',
      prop: 'parts',
      label: label('plan.parts'),
      placeholder: t('plan.partsHint'),
      validator: maxChars(t, label('plan.parts'), PLAN_RULE.PARTS_MAX),
    },
  );
  return fields;
}

/** The schedule a row follows: a meter step (a device's meter or a class's meter kind) and or a calendar. */
export const scheduleOf = (row: Pick<PlanRow, 'cycleUnit' | 'meterEvery'>): Schedule =>
  row.cycleUnit !== null && row.meterEvery !== null ? 'both' : row.meterEvery !== null ? 'meter' : 'calendar';

/** A row as the form holds it (numbers and texts, the checklist's items). */
export type PlanFormValues = Record<string, string | number | object | undefined>;

export function planFormValues(row: PlanRow): PlanFormValues {
  return {
    title: row.title,
    target: row.assetType === null ? 'device' : 'class',
    deviceId: row.deviceId ?? undefined,
    assetType: row.assetType ?? undefined,
    schedule: scheduleOf(row),
    cycleUnit: row.cycleUnit ?? undefined,
    cycleEvery: row.cycleEvery ?? undefined,
    nextRun: row.nextRun ?? undefined,
    cycleBasis: row.cycleBasis,
    leadDays: row.leadDays,
    meterId: row.meterId ?? undefined,
    meterKind: row.assetType !== null && row.meterKind ? row.meterKind : undefined,
    meterEvery: row.meterEvery ?? undefined,
    meterMeasure: row.meterMeasure,
    execBy: row.execBy ?? undefined,
    parts: row.parts,
    checklist: row.checklist.map((item) => ({
      ...item,
      min: item.min ?? undefined,
      max: item.max ?? undefined,
    })),
  };
}

/** The checklist as the form holds it: an item's limits only when it is a number. */
function checklistOf(values: unknown): CheckItemTemplate[] {
  if (!Array.isArray(values)) return [];
  return values.map((raw: Record<string, unknown>) => {
    const type = (text(raw.type) || 'pass') as CheckType;
    return {
      name: text(raw.name),
      type,
      standard: text(raw.standard),
      ...(type === 'number' ? { min: num(raw.min), max: num(raw.max) } : {}),
    };
  });
}

export function toPlanBody(values: FormValues, factoryId: number, kind: PlanKind): PlanAddBody {
  const forClass = values.target === 'class';
  const schedule = (text(values.schedule) || 'calendar') as Schedule;
  const calendar = schedule !== 'meter';
  const meter = schedule !== 'calendar';
  return {
    factoryId,
    kind,
    deviceId: forClass ? null : Number(values.deviceId),
    assetType: forClass ? text(values.assetType) : null,
    title: text(values.title),
    cycleUnit: calendar ? (text(values.cycleUnit) as PlanCycle) : null,
    cycleEvery: calendar ? num(values.cycleEvery) : null,
    nextRun: calendar ? text(values.nextRun) : null,
    cycleBasis: calendar && values.cycleBasis === 'completion' ? 'completion' : ('fixed' as PlanBasis),
    leadDays: calendar ? (num(values.leadDays) ?? 0) : 0,
    // a class plan names the meter kind each device counts by, not one meter (docs/plans.md)
    meterId: meter && !forClass ? num(values.meterId) : null,
    ...(forClass ? { meterKind: meter ? (text(values.meterKind) as PlanMeterKind) : null } : {}),
    meterEvery: meter ? num(values.meterEvery) : null,
    meterMeasure: meter && values.meterMeasure === 'hours' ? 'hours' : ('register' as PlanMeasure),
    checklist: checklistOf(values.checklist),
    parts: text(values.parts),
    execBy: num(values.execBy),
  };
}

/** 每 2 周 / 每 5000 kWh / both, whichever first. */
export function scheduleText(t: Translate, row: PlanRow): string {
  const every =
    row.cycleUnit !== null && row.cycleEvery !== null
      ? t('plan.every', { n: row.cycleEvery, unit: t(`plan.cycle.${row.cycleUnit}`) })
      : '';
  const calendar =
    every && row.cycleBasis === 'completion' ? t('plan.afterCompletion', { text: every }) : every;
  const meter =
    row.meterEvery !== null ? t('plan.every', { n: row.meterEvery, unit: countUnit(t, row) }) : '';
  return calendar && meter ? t('plan.whicheverFirst', { a: calendar, b: meter }) : calendar || meter;
}

/** What a meter plan counts in: kWh, m³ or running hours. */
const countUnit = (t: Translate, row: PlanRow): string =>
  row.meterMeasure === 'hours' ? t('plan.hoursUnit') : meterUnit(row.meterKind);
/** The same beside a count (3000 / 5000 kWh, 0 / 2000 h): running hours in the short form the language has. */
const countedUnit = (t: Translate, row: PlanRow): string =>
  row.meterMeasure === 'hours' ? t('plan.hoursCountUnit') : meterUnit(row.meterKind);

/** How far the meter's count stands: counted / step (unit), or '' without a meter or a reading. */
export function meterCountText(t: Translate, row: PlanRow): string {
  if (row.meterEvery !== null && row.meterMeasure === 'hours' && row.runHours !== null)
    return t('plan.meterCount', { counted: row.runHours, every: row.meterEvery, unit: countedUnit(t, row) });
  if (row.meterEvery === null || row.meterBase === null || row.meterValue === null) return '';
  const counted = Math.max(0, Math.round((row.meterValue - row.meterBase) * 10) / 10);
  return t('plan.meterCount', { counted, every: row.meterEvery, unit: meterUnit(row.meterKind) });
}

/** One device's meter count in a class meter plan: counted / step, no such meter, or no reading yet. */
export function memberCountText(t: Translate, row: PlanRow, member: PlanRow['members'][number]): string {
  if (row.meterEvery === null) return '';
  if (member.meterId === null) return t('planClassMeter.noMeter');
  if (member.counted === null) return t('planClassMeter.noReading');
  const counted = Math.max(0, Math.round(member.counted * 10) / 10);
  const text = t('plan.meterCount', { counted, every: row.meterEvery, unit: countedUnit(t, row) });
  return t('planClassMeter.count', { text });
}

/** The next due date, or the order an after-completion plan waits for (its date follows that order's end). */
export const nextRunText = (t: Translate, row: PlanRow): string =>
  row.assetType !== null
    ? classNextRun(row)
    : row.waitTaskNo
      ? t('plan.waitFor', { taskNo: row.waitTaskNo })
      : (row.nextRun ?? '');

/** A class plan's next due: the earliest of its devices' own dates, those waiting for an order aside. */
function classNextRun(row: PlanRow): string {
  const dates = row.members.filter((m) => m.waitTaskNo === '' && m.nextRun !== null).map((m) => m.nextRun!);
  return dates.length === 0 ? '' : dates.reduce((a, b) => (b < a ? b : a));
}

/** One device's next due in a class plan: its date, the order it waits for, or that it joins at the next run. */
export const memberNextText = (t: Translate, member: PlanRow['members'][number]): string =>
  member.waitTaskNo
    ? t('plan.waitFor', { taskNo: member.waitTaskNo })
    : (member.nextRun ?? t('planClass.joinsNext'));

/** What the plan is for: its device (name and code), or its class and how many devices the class holds. */
export const targetText = (t: Translate, row: PlanRow, classes: readonly FieldOption[]): string =>
  row.assetType === null
    ? t('common.withNote', { text: row.deviceName, note: row.deviceShowCode })
    : t('planClass.count', {
        type: String(classes.find((c) => c.value === row.assetType)?.label ?? row.assetType),
        n: row.members.length,
      });
