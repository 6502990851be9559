/**
 * Field specs of the device ledger: the query form and the add/edit form, each field checked by the shared
 * docs/requirements.md §5 rules so the console refuses what the server would refuse; the unit selector is enabled (and
 * required) only for asset type 1034 (docs/requirements.md §5 "Generic form").
 */
import {
  assetTypeHasUnit,
  DEVICE_RULE,
  type DeviceAddBody,
  type DeviceRow,
  type DeviceStatus,
} from '@contract/asset';
import type { FieldOption, FieldSpec, FormValues } from '@/shared/form';
import type { MessageKey } from '@/shared/i18n';
import { allOf, checkAddress, checkText, type Check } from '@/shared/validators';
import { unitOptions } from './unit-label';

type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string;

const CODE_PATTERN = new RegExp(DEVICE_RULE.CODE);
const checkCode =
  (t: Translate): Check =>
  (value) => {
    const text = String(value ?? '').trim();
    if (text === '') return t('generic.required.fill', { label: t('device.code') });
    return CODE_PATTERN.test(text) ? undefined : t('device.code.pattern');
  };
const requiredText =
  (t: Translate, labelKey: MessageKey): Check =>
  (value) =>
    String(value ?? '').trim() === '' ? t('generic.required.fill', { label: t(labelKey) }) : undefined;

export function queryFields(t: Translate, assetTypes: FieldOption[], statuses: FieldOption[]): FieldSpec[] {
  return [
    { type: 'input', prop: 'keyword', label: t('device.keyword'), validator: checkText },
    { type: 'select', prop: 'assetType', label: t('device.assetType'), options: assetTypes },
    { type: 'select', prop: 'status', label: t('device.status'), options: statuses },
  ];
}

export interface EditFieldsInput {
  assetTypes: FieldOption[];
  statuses: FieldOption[];
  /** the asset type chosen in the form: the unit is enabled only for 1034 */
  assetType: unknown;
  /** today as YYYY-MM-DD: no device is installed after it (the server refuses it too) */
  today: string;
}

export function editFields(
  t: Translate,
  { assetTypes, statuses, assetType, today }: EditFieldsInput,
): FieldSpec[] {
  const withUnit = assetTypeHasUnit(assetType);
  return [
    {
      type: 'input',
      prop: 'deviceShowCode',
      label: t('device.code'),
      required: true,
      validator: checkCode(t),
    },
    {
      type: 'input',
      prop: 'deviceName',
      label: t('device.name'),
      required: true,
      validator: allOf(requiredText(t, 'device.name'), checkText),
    },
    { type: 'select', prop: 'assetType', label: t('device.assetType'), required: true, options: assetTypes },
    {
      type: 'select',
      prop: 'unit',
      label: t('device.unit'),
      required: withUnit,
      editor: withUnit,
      tooltip: t('device.unitHint'),
      options: unitOptions(t),
    },
    { type: 'input', prop: 'model', label: t('device.model'), validator: checkText },
    { type: 'input', prop: 'location', label: t('device.location'), validator: checkAddress },
    {
      type: 'date',
      prop: 'installDate',
      label: t('device.installDate'),
      validator: (value) =>
        typeof value === 'string' && value > today ? t('device.installDate.future') : undefined,
    },
    { type: 'select', prop: 'status', label: t('device.status'), required: true, options: statuses },
  ];
}

const text = (value: unknown): string => String(value ?? '').trim();

/** The add body from the form (the edit body adds deviceId): empty optional values left out, no unit unless 1034. */
export function toDeviceBody(values: FormValues, factoryId: number): DeviceAddBody {
  const assetType = text(values.assetType);
  const body: DeviceAddBody = {
    factoryId,
    deviceShowCode: text(values.deviceShowCode),
    deviceName: text(values.deviceName),
    assetType,
    model: text(values.model),
    location: text(values.location),
    installDate: text(values.installDate) || null,
    status: Number(values.status) as DeviceStatus,
  };
  if (assetTypeHasUnit(assetType)) body.unit = text(values.unit);
  return body;
}

/** A row as the form's values (selects hold the dictionary values as strings). */
export function toFormValues(row: DeviceRow): Record<string, string | undefined> {
  return {
    deviceShowCode: row.deviceShowCode,
    deviceName: row.deviceName,
    assetType: row.assetType,
    unit: row.unit || undefined,
    model: row.model,
    location: row.location,
    installDate: row.installDate ?? undefined,
    status: String(row.status),
  };
}
