/**
 * Form checks of the work-order dialogs. The shared FieldSpec lets a custom validator replace the
 * required message, so a required text with a length limit combines both here, taking the docs/requirements.md §5
 * required message ('请填写{label}' / '请选择{label}') from the shared form.
 */
import { WO_TEXT_MAX } from '@contract/work-order';
import { requiredMessage, type FieldType } from '@/shared/form';
import type { useT } from '@/shared/i18n';
import type { Check } from '@/shared/validators';

export type Translate = ReturnType<typeof useT>;

const text = (value: unknown): string => (value === undefined || value === null ? '' : String(value));

export const isBlank = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** '{label}不能超过{max}个字符'. */
export const maxChars =
  (t: Translate, label: string, max: number = WO_TEXT_MAX): Check =>
  (value) =>
    text(value).length > max ? t('woDlg.max', { label, max }) : undefined;

export interface TextCheckOptions {
  required?: boolean;
  max?: number;
  type?: FieldType;
}

/** Required (when asked) with the shared docs/requirements.md §5 message, then at most `max` characters. */
export function textCheck(t: Translate, label: string, options: TextCheckOptions = {}): Check {
  const { required = false, max = WO_TEXT_MAX, type = 'textarea' } = options;
  const limit = maxChars(t, label, max);
  return (value) => {
    if (required && isBlank(value)) return requiredMessage({ type, label }, t);
    return limit(value);
  };
}

/** An antd rule from a check (for inputs that are not FieldItems, e.g. rows of a Form.List). */
export const ruleOf = (check: Check) => ({
  validator: (_rule: unknown, value: unknown) => {
    const message = check(value);
    return message ? Promise.reject(new Error(message)) : Promise.resolve();
  },
});

/** Empty optional texts are left out of a body so the server's patterns see only real input. */
export function trimmed(value: unknown): string | undefined {
  const s = text(value).trim();
  return s === '' ? undefined : s;
}
