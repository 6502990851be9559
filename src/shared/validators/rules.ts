/**
 * Reusable form rules of SPEC §5 as pure checks (value → message or undefined), so the same rule
 * serves antd forms, tests and any non-form input. Messages come from the i18n catalogue; in zh-CN they
 * are the spec's strings verbatim.
 */
import { t } from '../i18n';

export type Check = (value: unknown) => string | undefined;

const text = (value: unknown): string => (value === undefined || value === null ? '' : String(value));

const ACCOUNT_CHARS = /^[A-Za-z0-9_]+$/;
const NAME_CHARS = /^[\u4e00-\u9fa5A-Za-z0-9_]+$/;
const NO_SPACE_6_16 = /^\S{6,16}$/;
const edgeUnderscore = (s: string) => s.startsWith('_') || s.endsWith('_');

export const ACCOUNT_MAX = 10;
export const NAME_MAX = 10;
export const CAPTCHA_MAX = 4;

export const checkAccount: Check = (value) => {
  const s = text(value);
  if (s.trim() === '') return t('validate.account.required');
  if (s.length > ACCOUNT_MAX) return t('validate.account.max');
  if (!ACCOUNT_CHARS.test(s)) return t('validate.account.pattern');
  if (edgeUnderscore(s)) return t('validate.account.edge');
  return undefined;
};

/** Name rule; `requiredMessage` overrides the default 请输入姓名/名称 (the spec allows a custom one). */
export const checkName =
  (requiredMessage?: string): Check =>
  (value) => {
    const s = text(value);
    if (s.trim() === '') return requiredMessage ?? t('validate.name.required');
    if (s.length > NAME_MAX) return t('validate.name.max');
    if (!NAME_CHARS.test(s)) return t('validate.name.pattern');
    if (edgeUnderscore(s)) return t('validate.name.edge');
    return undefined;
  };

export const checkPassword: Check = (value) => {
  const s = text(value);
  if (s === '') return t('validate.password.required');
  if (!NO_SPACE_6_16.test(s)) return t('validate.password.rule');
  return undefined;
};

export const checkCaptcha: Check = (value) => {
  const s = text(value);
  if (s.trim() === '') return t('validate.captcha.required');
  if (s.length > CAPTCHA_MAX) return t('validate.captcha.max');
  return undefined;
};
