/**
 * The three-way merge of a stale edit (docs/concurrency.md): what the form loaded (base), what is stored now (theirs)
 * and what the user typed (mine). A field only they changed is taken into the form; a field only the user changed is
 * kept; a field both changed to different values is a conflict the user decides. Values are compared and shown as the
 * form holds them (dayjs dates, option values, lists).
 */
import dayjs from 'dayjs';
import type { FieldOption, FieldType } from './field-spec';
import { VALUE_FORMATS } from './field-spec';

export type FormValues = Record<string, unknown>;

/** A field the merge compares: its label, and what shows its value (options of a select, the date type). */
export interface ConflictField {
  prop: string;
  label: string;
  type?: FieldType;
  options?: FieldOption[];
}

export interface FieldDifference {
  field: ConflictField;
  theirs: unknown;
  mine: unknown;
}

export interface Merge {
  /** both changed it, to different values: the user chooses */
  conflicts: FieldDifference[];
  /** only they changed it: their value is taken */
  carried: FieldDifference[];
}

const isEmpty = (v: unknown): boolean =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** One text per value, the same for values the form and the stored record hold alike ('', null, undefined). */
function key(v: unknown): string {
  if (isEmpty(v)) return '';
  if (dayjs.isDayjs(v)) return v.format('YYYY-MM-DD HH:mm:ss');
  if (Array.isArray(v)) return JSON.stringify(v.map(key));
  if (typeof v === 'object') {
    const entries = Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b));
    return JSON.stringify(entries.map(([k, x]) => [k, key(x)]));
  }
  return String(v as string | number | boolean);
}

export const sameValue = (a: unknown, b: unknown): boolean => key(a) === key(b);

export function threeWayMerge(
  fields: readonly ConflictField[],
  base: FormValues,
  theirs: FormValues,
  mine: FormValues,
): Merge {
  const conflicts: FieldDifference[] = [];
  const carried: FieldDifference[] = [];
  for (const field of fields) {
    const { prop } = field;
    const theyChanged = !sameValue(base[prop], theirs[prop]);
    if (!theyChanged) continue;
    const diff = { field, theirs: theirs[prop], mine: mine[prop] };
    if (sameValue(base[prop], mine[prop])) carried.push(diff);
    else if (!sameValue(mine[prop], theirs[prop])) conflicts.push(diff);
  }
  return { conflicts, carried };
}

function optionLabel(options: readonly FieldOption[], value: unknown): string | undefined {
  for (const o of options) {
    if (sameValue(o.value, value)) return o.label;
    const inner = o.children && optionLabel(o.children, value);
    if (inner) return inner;
  }
  return undefined;
}

export interface ShownTexts {
  empty: string;
  yes: string;
  no: string;
}

/** The value as the user reads it: an option's label, a date in the field's format, a list joined. */
export function shownValue(field: ConflictField, value: unknown, texts: ShownTexts): string {
  if (isEmpty(value)) return texts.empty;
  if (Array.isArray(value)) return value.map((v) => shownValue(field, v, texts)).join('、');
  if (field.options) {
    const label = optionLabel(field.options, value);
    if (label !== undefined) return label;
  }
  if (dayjs.isDayjs(value)) return value.format(VALUE_FORMATS[field.type ?? 'date'] ?? 'YYYY-MM-DD');
  if (typeof value === 'boolean') return value ? texts.yes : texts.no;
  if (typeof value === 'object') {
    return Object.values(value as Record<string, unknown>)
      .filter((v) => !isEmpty(v))
      .map((v) => shownValue({ ...field, options: undefined }, v, texts))
      .join(' ');
  }
  return String(value as string | number);
}
