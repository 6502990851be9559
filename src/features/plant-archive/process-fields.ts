/**
 * The process unit's form and the flow's order (docs/architecture.md §3 "Plant archive"): the fields under the shared
 * rules of docs/requirements.md §5, the body the form sends, and the order 上移/下移 ask for.
 */
import {
  ARCHIVE_RULE,
  type ProcessAddBody,
  type ProcessParam,
  type ProcessUnit,
} from '@contract/plant-archive';
import type { FieldOption, FieldSpec, FormValues } from '@/shared/form';
import type { MessageKey } from '@/shared/i18n';
import { allOf, checkDecimal, checkRemarks, checkText, type Check } from '@/shared/validators';

type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string;

const text = (value: unknown): string => String(value ?? '').trim();

const required =
  (t: Translate, label: MessageKey): Check =>
  (value) =>
    text(value) === '' ? t('generic.required.fill', { label: t(label) }) : undefined;

export function unitFields(t: Translate, kinds: FieldOption[]): FieldSpec[] {
  return [
    {
      type: 'input',
      prop: 'name',
      label: t('process.name'),
      required: true,
      validator: allOf(required(t, 'process.name'), checkText),
    },
    { type: 'select', prop: 'kind', label: t('process.kind'), required: true, options: kinds },
    { type: 'textarea', prop: 'remark', label: t('process.remark'), validator: checkRemarks },
  ];
}

/** The rules of a design parameter's name and value (its unit is capped by the input itself). */
export function paramChecks(t: Translate): { name: Check; value: Check } {
  return {
    name: allOf(required(t, 'process.param.name'), checkText),
    value: allOf(required(t, 'process.param.value'), checkDecimal(ARCHIVE_RULE.PARAM_VALUE_MAX)),
  };
}

/** The fields of the body from the form; the documents are the ones kept plus the new uploads. */
export function toUnitBody(values: FormValues, fileIds: number[]): Omit<ProcessAddBody, 'factoryId'> {
  const params = Array.isArray(values.params)
    ? (values.params as Partial<Record<keyof ProcessParam, unknown>>[])
    : [];
  return {
    name: text(values.name),
    kind: text(values.kind),
    remark: text(values.remark),
    params: params.map((p) => ({ name: text(p.name), value: Number(text(p.value)), unit: text(p.unit) })),
    fileIds,
  };
}

/** A unit as the form's values (a parameter's value as the text the input holds). */
export function toUnitValues(
  unit: ProcessUnit,
): Record<string, string | Record<keyof ProcessParam, string>[]> {
  return {
    name: unit.name,
    kind: unit.kind,
    remark: unit.remark,
    params: unit.params.map((p) => ({ name: p.name, value: String(p.value), unit: p.unit })),
  };
}

/** 停留时间 2.5 h */
export const paramText = (p: ProcessParam): string => `${p.name} ${p.value}${p.unit ? ` ${p.unit}` : ''}`;

/**
 * The order after moving the item at `index` one place up (-1) or down (+1), or null when it cannot move (the first
 * up, the last down): what PUT order is sent.
 */
export function moved<T>(order: readonly T[], index: number, step: -1 | 1): T[] | null {
  const target = index + step;
  if (index < 0 || index >= order.length || target < 0 || target >= order.length) return null;
  const next = [...order];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}
