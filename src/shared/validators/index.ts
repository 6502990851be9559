export {
  checkAccount,
  checkName,
  checkPassword,
  checkCaptcha,
  ACCOUNT_MAX,
  NAME_MAX,
  CAPTCHA_MAX,
} from './rules';
export type { Check } from './rules';
export { toRule } from './antd-rule';
