/**
 * Field specs of the meter ledger: the query form and the add/edit form, with the docs/requirements.md §5 address
 * rules (instrument address code at most 40 digits, energy-consumption address code at most 6).
 */
import {
  METER_KINDS,
  METER_RULE,
  type MeterAddBody,
  type MeterKind,
  type MeterOptions,
  type MeterRow,
} from '@contract/asset-meter';
import type { FieldOption, FieldSpec, FormValues } from '@/shared/form';
import type { MessageKey } from '@/shared/i18n';
import { allOf, checkEnergyAddr, checkInstrumentAddr, checkText, type Check } from '@/shared/validators';

type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string;

const CODE_PATTERN = new RegExp(METER_RULE.CODE);
const required =
  (t: Translate, labelKey: MessageKey): Check =>
  (value) =>
    String(value ?? '').trim() === '' ? t('generic.required.fill', { label: t(labelKey) }) : undefined;
const checkCode =
  (t: Translate): Check =>
  (value) =>
    CODE_PATTERN.test(String(value ?? '').trim()) ? undefined : t('device.code.pattern');

export const kindOptions = (t: Translate): FieldOption[] =>
  METER_KINDS.map((kind) => ({ value: kind, label: t(`meter.kind.${kind}`) }));

export function meterQueryFields(t: Translate): FieldSpec[] {
  return [
    { type: 'input', prop: 'keyword', label: t('meter.keyword'), validator: checkText },
    { type: 'select', prop: 'kind', label: t('meter.kind'), options: kindOptions(t) },
    {
      type: 'select',
      prop: 'online',
      label: t('meter.online'),
      options: [
        { value: 'true', label: t('device.related.online') },
        { value: 'false', label: t('device.related.offline') },
      ],
    },
  ];
}

export function meterEditFields(t: Translate, options: MeterOptions | null): FieldSpec[] {
  return [
    {
      type: 'input',
      prop: 'code',
      label: t('meter.code'),
      required: true,
      validator: allOf(required(t, 'meter.code'), checkCode(t)),
    },
    {
      type: 'input',
      prop: 'name',
      label: t('meter.name'),
      required: true,
      validator: allOf(required(t, 'meter.name'), checkText),
    },
    { type: 'select', prop: 'kind', label: t('meter.kind'), required: true, options: kindOptions(t) },
    {
      type: 'input',
      prop: 'instrumentAddr',
      label: t('meter.instrumentAddr'),
      required: true,
      validator: allOf(required(t, 'meter.instrumentAddr'), checkInstrumentAddr),
    },
    {
      type: 'input',
      prop: 'energyAddr',
      label: t('meter.energyAddr'),
      required: true,
      validator: allOf(required(t, 'meter.energyAddr'), checkEnergyAddr),
    },
    {
      type: 'select',
      prop: 'collectorId',
      label: t('meter.collector'),
      required: true,
      options: (options?.collectors ?? []).map((c) => ({
        value: c.collectorId,
        label: t('common.withNote', { text: c.name, note: c.code }),
      })),
    },
    {
      type: 'select',
      prop: 'deviceId',
      label: t('meter.device'),
      options: (options?.devices ?? []).map((d) => ({
        value: d.deviceId,
        label: t('common.withNote', { text: d.deviceName, note: d.deviceShowCode }),
      })),
    },
  ];
}

const text = (value: unknown): string => String(value ?? '').trim();

export function toMeterBody(values: FormValues, factoryId: number): MeterAddBody {
  return {
    factoryId,
    code: text(values.code),
    name: text(values.name),
    kind: text(values.kind) as MeterKind,
    instrumentAddr: text(values.instrumentAddr),
    energyAddr: text(values.energyAddr),
    collectorId: Number(values.collectorId),
    deviceId: typeof values.deviceId === 'number' ? values.deviceId : null,
  };
}

export function meterFormValues(row: MeterRow): Record<string, string | number | undefined> {
  return {
    code: row.code,
    name: row.name,
    kind: row.kind,
    instrumentAddr: row.instrumentAddr,
    energyAddr: row.energyAddr,
    collectorId: row.collectorId,
    deviceId: row.deviceId ?? undefined,
  };
}

/** The query form's values as the list filter. */
export function toMeterFilter(values: FormValues): { keyword?: string; kind?: MeterKind; online?: boolean } {
  const keyword = text(values.keyword);
  const kind = text(values.kind);
  const online = text(values.online);
  return {
    ...(keyword ? { keyword } : {}),
    ...(kind ? { kind: kind as MeterKind } : {}),
    ...(online ? { online: online === 'true' } : {}),
  };
}
