/**
 * The form field spec of docs/requirements.md §3 and the pure rules of docs/requirements.md §5 "Generic form": the required message
 * per type, the custom validator that replaces it, and the date value formats.
 */
import type { Rule } from 'antd/es/form';
import type { Dayjs } from 'dayjs';
import { isoWeek, DATE_FORMAT, DATE_TIME_FORMAT, MONTH_FORMAT, YEAR_FORMAT } from '../dates';
import { format, type MessageKey } from '../i18n';
import type { Check } from '../validators';

/** `password`: a masked input with its show button (a password is never shown in clear by default). */
export type FieldType =
  | 'input'
  | 'password'
  | 'textarea'
  | 'select'
  | 'date'
  | 'datetime'
  | 'month'
  | 'year'
  | 'week'
  | 'number'
  | 'treeSelect';

export interface FieldOption {
  label: string;
  value: string | number;
  children?: FieldOption[];
  disabled?: boolean;
}

export interface FieldSpec {
  type: FieldType;
  label: string;
  prop: string;
  required?: boolean;
  /** Replaces the required message: its message is the only one shown. */
  validator?: Check;
  options?: FieldOption[];
  placeholder?: string;
  tooltip?: string;
  /** `false` shows the field read-only (e.g. the repair dialog); editable by default. */
  editor?: boolean;
  /**
   * A text's limit, counted under the field as it is typed (`12 / 100`); typing past it is not stopped, the field's
   * validator says what is too long.
   */
  countMax?: number;
}

type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string;

const FILL_TYPES: readonly FieldType[] = ['input', 'password', 'textarea'];

/** 请填写{label} for input and text areas, 请选择{label} for every other type. */
export function requiredMessage(field: Pick<FieldSpec, 'type' | 'label'>, t: Translate): string {
  return t(FILL_TYPES.includes(field.type) ? 'generic.required.fill' : 'generic.required.select', {
    label: field.label,
  });
}

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** The antd rules of a field, validated on change. */
export function fieldRules(field: FieldSpec, t: Translate): Rule[] {
  if (field.validator) {
    const check = field.validator;
    return [
      {
        required: field.required,
        validateTrigger: 'onChange',
        validator: (_rule, value: unknown) => {
          const message = check(value);
          return message ? Promise.reject(new Error(message)) : Promise.resolve();
        },
      },
    ];
  }
  if (!field.required) return [];
  const message = requiredMessage(field, t);
  return [
    {
      required: true,
      validateTrigger: 'onChange',
      validator: (_rule, value: unknown) =>
        isEmpty(value) ? Promise.reject(new Error(message)) : Promise.resolve(),
    },
  ];
}

/** docs/requirements.md §5 date value formats; a week is stored as the date of its Monday. */
export const VALUE_FORMATS: Partial<Record<FieldType, string>> = {
  datetime: DATE_TIME_FORMAT,
  date: DATE_FORMAT,
  month: MONTH_FORMAT,
  year: YEAR_FORMAT,
  week: DATE_FORMAT,
};

/** 'YYYY 第WW周' in zh-CN, 'YYYY week WW' in en-US (the ISO week, Monday first). */
export function weekLabel(value: Dayjs, template: string): string {
  const { year, week } = isoWeek(value);
  return format(template, { year, week: String(week).padStart(2, '0') });
}
