/**
 * Field specs and checks of 备件管理's forms: the catalogue's query and edit forms and the stock's movement and minimum
 * forms, each checking what the server would refuse (contract/parts PART_RULE) so the user learns it at the field.
 */
import {
  hasQuantityScale,
  PART_MOVE,
  PART_RULE,
  type PartAddBody,
  type PartMoveKind,
  type PartRow,
} from '@contract/parts';
import type { FieldOption, FieldSpec, FormValues } from '@/shared/form';
import type { MessageKey } from '@/shared/i18n';
import { allOf, checkRemarks, checkText, type Check } from '@/shared/validators';

type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string;

const CODE_PATTERN = new RegExp(PART_RULE.CODE);

const requiredText =
  (t: Translate, labelKey: MessageKey): Check =>
  (value) =>
    String(value ?? '').trim() === '' ? t('generic.required.fill', { label: t(labelKey) }) : undefined;

/** The unit's limit (the stock's unit column), which no shared check has. */
const checkUnit =
  (t: Translate): Check =>
  (value) =>
    String(value ?? '').trim().length > PART_RULE.UNIT_MAX
      ? t('parts.unit.max', { max: PART_RULE.UNIT_MAX })
      : undefined;

export function catalogueQueryFields(t: Translate, assetTypes: FieldOption[]): FieldSpec[] {
  return [
    { type: 'input', prop: 'keyword', label: t('parts.keyword'), validator: checkText },
    { type: 'select', prop: 'assetType', label: t('parts.assetTypes'), options: assetTypes },
  ];
}

export function partFields(t: Translate): FieldSpec[] {
  return [
    {
      type: 'input',
      prop: 'partCode',
      label: t('parts.code'),
      required: true,
      validator: (value) => {
        const text = String(value ?? '').trim();
        if (text === '') return t('generic.required.fill', { label: t('parts.code') });
        return CODE_PATTERN.test(text) ? undefined : t('parts.code.pattern');
      },
    },
    {
      type: 'input',
      prop: 'partName',
      label: t('parts.name'),
      required: true,
      validator: allOf(requiredText(t, 'parts.name'), checkText),
    },
    {
      type: 'input',
      prop: 'partSpecs',
      label: t('parts.specs'),
      validator: checkText,
    },
    {
      type: 'input',
      prop: 'unit',
      label: t('parts.unit'),
      required: true,
      validator: allOf(requiredText(t, 'parts.unit'), checkUnit(t)),
    },
    {
      type: 'input',
      prop: 'remark',
      label: t('parts.remark'),
      validator: checkRemarks,
    },
  ];
}

export const partValues = (row: PartRow): FormValues => ({
  partCode: row.partCode,
  partName: row.partName,
  partSpecs: row.partSpecs,
  unit: row.unit,
  remark: row.remark,
});

const text = (v: unknown): string => String(v ?? '').trim();

export function partBody(values: FormValues, assetTypes: string[]): PartAddBody {
  return {
    partCode: text(values.partCode),
    partName: text(values.partName),
    partSpecs: text(values.partSpecs),
    unit: text(values.unit),
    assetTypes,
    remark: text(values.remark),
  };
}

/** A movement's quantity: a number of at most three decimals, > 0 (an adjustment: not 0). */
export function quantityCheck(t: Translate, kind: PartMoveKind): Check {
  return (value) => {
    const raw = String(value ?? '').trim();
    if (raw === '') return t('generic.required.fill', { label: t('parts.moveQuantity') });
    const n = Number(raw);
    if (!Number.isFinite(n)) return t('parts.quantity.number');
    if (kind === PART_MOVE.ADJUST ? n === 0 : n <= 0)
      return t(kind === PART_MOVE.ADJUST ? 'parts.quantity.notZero' : 'parts.quantity.positive');
    if (Math.abs(n) > PART_RULE.QUANTITY_MAX) return t('parts.quantity.number');
    return hasQuantityScale(n) ? undefined : t('parts.quantity.scale');
  };
}

/** A minimum: a number ≥ 0 of at most three decimals. */
export function minimumCheck(t: Translate): Check {
  return (value) => {
    const raw = String(value ?? '').trim();
    if (raw === '') return t('generic.required.fill', { label: t('parts.minQuantity') });
    const n = Number(raw);
    if (!Number.isFinite(n) || n < 0 || n > PART_RULE.QUANTITY_MAX) return t('parts.quantity.number');
    return hasQuantityScale(n) ? undefined : t('parts.quantity.scale');
  };
}

/** Adjustments and issues by hand say why (the server refuses them without). */
export const needsReason = (kind: PartMoveKind): boolean =>
  kind === PART_MOVE.ADJUST || kind === PART_MOVE.ISSUE;

export const MOVE_LABEL: Record<PartMoveKind, MessageKey> = {
  receipt: 'parts.kind.receipt',
  issue: 'parts.kind.issue',
  return: 'parts.kind.return',
  adjust: 'parts.kind.adjust',
};
