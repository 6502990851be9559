/**
 * docs/requirements.md §5 rules the profile forms need beyond the shared ones (phone, digits, email, ID card), as pure
 * checks in the shape of src/shared/validators (value → message or undefined; wrap with toRule). The
 * patterns are the server's (contract/profile), so what passes here passes there.
 */
import {
  ADDR_MAX,
  EMAIL_PATTERN,
  ID_CARD_PATTERN,
  ID_NUMBER_MAX,
  ID_TYPE_ID_CARD,
  PHONE_MAX,
} from '@contract/profile';
import { t } from '@/shared/i18n';
import type { Check } from '@/shared/validators';

const text = (value: unknown): string => (value === undefined || value === null ? '' : String(value));
const DIGITS = /^\d+$/;
const EMAIL = new RegExp(EMAIL_PATTERN);
const ID_CARD = new RegExp(ID_CARD_PATTERN);

/** Digits only (只能输入数字); empty passes (pair with a required rule when needed). */
export const checkDigits: Check = (value) => {
  const s = text(value);
  return s === '' || DIGITS.test(s) ? undefined : t('profile.validate.digits');
};

/** Mobile number: required or optional (请输入手机号), digits only, at most 11. */
export const checkPhone =
  (required: boolean): Check =>
  (value) => {
    const s = text(value).trim();
    if (s === '') return required ? t('profile.validate.phoneRequired') : undefined;
    if (!DIGITS.test(s)) return t('profile.validate.digits');
    if (s.length > PHONE_MAX) return t('profile.validate.phoneMax');
    return undefined;
  };

/** Optional email (请输入正确的邮箱). */
export const checkEmail: Check = (value) => {
  const s = text(value).trim();
  return EMAIL.test(s) ? undefined : t('profile.validate.email');
};

/** Optional ID number; with the 身份证 type it must be a 15 or 18 digit ID card (请输入正确的身份证). */
export const checkIdNumber =
  (idType: unknown): Check =>
  (value) => {
    const s = text(value).trim();
    if (s === '') return undefined;
    if (s.length > ID_NUMBER_MAX) return t('profile.validate.idNumberMax', { max: ID_NUMBER_MAX });
    if (text(idType) === ID_TYPE_ID_CARD && !ID_CARD.test(s)) return t('profile.validate.idCard');
    return undefined;
  };

/** Address at most 50 characters. */
export const checkAddr: Check = (value) =>
  text(value).length > ADDR_MAX ? t('profile.validate.addrMax') : undefined;
