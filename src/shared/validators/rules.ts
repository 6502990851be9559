/**
 * Reusable form rules of docs/requirements.md §5 as pure checks (value → message or undefined), so the same rule
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

/* ---- Length, format and number rules of docs/requirements.md §5 (empty passes unless the rule is required). ---- */

export const REMARKS_MAX = 100;
export const ADDRESS_MAX = 50;
export const KEYWORD_MAX = 10;
export const TEXT_MAX = 20;
export const PHONE_MAX = 11;
export const LANDLINE_MAX = 12;
export const DIGITS_LIMIT = 9;
export const INSTRUMENT_ADDR_MAX = 40;
export const ENERGY_ADDR_MAX = 6;
export const COORDINATE_DIGITS_MAX = 10;

const maxLength =
  (max: number, key: Parameters<typeof t>[0]): Check =>
  (value) =>
    text(value).length > max ? t(key) : undefined;

export const checkRemarks: Check = maxLength(REMARKS_MAX, 'validate.remarks.max');
export const checkAddress: Check = maxLength(ADDRESS_MAX, 'validate.address.max');
export const checkKeyword: Check = maxLength(KEYWORD_MAX, 'validate.keyword.max');
export const checkText: Check = maxLength(TEXT_MAX, 'validate.text.max');

const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
/** Optional email (请输入正确的邮箱). */
export const checkEmail: Check = (value) => {
  const s = text(value).trim();
  return s === '' || EMAIL.test(s) ? undefined : t('validate.email');
};

const DECIMAL = /^-?\d+(?:\.\d+)?$/;
const coordinate =
  (limit: number, key: 'validate.longitude' | 'validate.latitude'): Check =>
  (value) => {
    const s = text(value).trim();
    if (s === '') return undefined;
    if (!DECIMAL.test(s)) return t(key);
    if (s.replace(/[-.]/g, '').length > COORDINATE_DIGITS_MAX) return t(key);
    const n = Number(s);
    return n < -limit || n > limit ? t(key) : undefined;
  };

/** Optional longitude: −180..180 with at most 10 digits. */
export const checkLongitude: Check = coordinate(180, 'validate.longitude');
/** Optional latitude: −90..90 with at most 10 digits. */
export const checkLatitude: Check = coordinate(90, 'validate.latitude');

const ID_CARD = /^(?:\d{15}|\d{17}[\dXx])$/;
/** Optional ID card: the 15 or 18 digit pattern (the 18th may be X). */
export const checkIdCard: Check = (value) => {
  const s = text(value).trim();
  return s === '' || ID_CARD.test(s) ? undefined : t('validate.idCard');
};

const DIGITS = /^\d+$/;
const digitsOf =
  (max: number, maxKey: Parameters<typeof t>[0], requiredKey?: Parameters<typeof t>[0]): Check =>
  (value) => {
    const s = text(value).trim();
    if (s === '') return requiredKey ? t(requiredKey) : undefined;
    if (!DIGITS.test(s)) return t('validate.digits');
    return s.length > max ? t(maxKey, { max }) : undefined;
  };

/** Mobile phone, optional or required (请输入手机号): digits only, at most 11. */
export const checkPhone = (required = false): Check =>
  digitsOf(PHONE_MAX, 'validate.phone.max', required ? 'validate.phone.required' : undefined);

/** Landline, required (请输入座机号): digits only, at most 12. */
export const checkLandline: Check = digitsOf(
  LANDLINE_MAX,
  'validate.landline.max',
  'validate.landline.required',
);

/** Digits only (只能输入数字); `limit` adds a maximum length (the spec's 9-digit fields pass 9). */
export const checkDigits = (limit?: number): Check =>
  limit === undefined
    ? (value) => {
        const s = text(value).trim();
        return s === '' || DIGITS.test(s) ? undefined : t('validate.digits');
      }
    : digitsOf(limit, 'validate.digits.max');

/**
 * Optional number with a sign and decimals allowed (请输入数字), within ±`maxAbs`: a measured or designed quantity
 * such as 2.5 h, where the digits-only rule would refuse the point.
 */
export const checkDecimal =
  (maxAbs: number): Check =>
  (value) => {
    const s = text(value).trim();
    if (s === '') return undefined;
    return DECIMAL.test(s) && Math.abs(Number(s)) <= maxAbs ? undefined : t('validate.decimal');
  };

/** Instrument address code: digits, at most 40. */
export const checkInstrumentAddr: Check = digitsOf(INSTRUMENT_ADDR_MAX, 'validate.instrumentAddr.max');
/** Energy-consumption address code: digits, at most 6. */
export const checkEnergyAddr: Check = digitsOf(ENERGY_ADDR_MAX, 'validate.energyAddr.max');

/** Runs checks in order; the first message wins (e.g. a required rule then a length rule). */
export const allOf =
  (...checks: Check[]): Check =>
  (value) => {
    for (const check of checks) {
      const message = check(value);
      if (message) return message;
    }
    return undefined;
  };
