/** The two logs' value labels (docs/administration.md): results, actions, modules, events and reasons. */
import {
  LOG_STATUS,
  LOGIN_EVENT,
  LOGIN_REASON,
  OPER_ACTION,
  type LoginEvent,
  type LoginReason,
  type LogStatus,
  type OperAction,
} from '@contract/logs';
import type { MessageKey } from '@/shared/i18n';

export const STATUS_LABEL: Record<LogStatus, MessageKey> = {
  [LOG_STATUS.SUCCESS]: 'log.status.success',
  [LOG_STATUS.FAIL]: 'log.status.fail',
};

export const ACTION_LABEL: Record<OperAction, MessageKey> = {
  [OPER_ACTION.ADD]: 'operLog.action.add',
  [OPER_ACTION.EDIT]: 'operLog.action.edit',
  [OPER_ACTION.DELETE]: 'operLog.action.delete',
  [OPER_ACTION.EXPORT]: 'operLog.action.export',
  [OPER_ACTION.OTHER]: 'operLog.action.other',
};

/** The server's modules (its routes' OpenAPI tags); a module not listed shows as its tag. */
export const MODULE_LABEL: Record<string, MessageKey> = {
  auth: 'operLog.module.auth',
  user: 'operLog.module.user',
  profile: 'operLog.module.profile',
  menu: 'operLog.module.menu',
  favourite: 'operLog.module.favourite',
  message: 'operLog.module.message',
  'work-order': 'operLog.module.work-order',
  alarm: 'operLog.module.alarm',
  asset: 'operLog.module.asset',
  energy: 'operLog.module.energy',
  archive: 'operLog.module.archive',
  report: 'operLog.module.report',
  screen: 'operLog.module.screen',
  area: 'operLog.module.area',
  dept: 'operLog.module.dept',
  role: 'operLog.module.role',
  dict: 'operLog.module.dict',
  log: 'operLog.module.log',
  file: 'operLog.module.file',
  gen: 'operLog.module.gen',
  project: 'operLog.module.project',
  'top-bar': 'operLog.module.top-bar',
};

export const EVENT_LABEL: Record<LoginEvent, MessageKey> = {
  [LOGIN_EVENT.LOGIN]: 'loginLog.event.login',
  [LOGIN_EVENT.REFRESH]: 'loginLog.event.refresh',
  [LOGIN_EVENT.LOGOUT]: 'loginLog.event.logout',
};

export const REASON_LABEL: Record<LoginReason, MessageKey> = {
  [LOGIN_REASON.SUCCESS]: 'loginLog.reason.success',
  [LOGIN_REASON.BAD_CREDENTIALS]: 'loginLog.reason.badCredentials',
  [LOGIN_REASON.DISABLED]: 'loginLog.reason.disabled',
  [LOGIN_REASON.CAPTCHA]: 'loginLog.reason.captcha',
  [LOGIN_REASON.LOCKED]: 'loginLog.reason.locked',
  [LOGIN_REASON.CLIENT]: 'loginLog.reason.client',
  [LOGIN_REASON.REFRESH_INVALID]: 'loginLog.reason.refreshInvalid',
  [LOGIN_REASON.BAD_REQUEST]: 'loginLog.reason.badRequest',
  [LOGIN_REASON.ERROR]: 'loginLog.reason.error',
};

/** A form value as a filter string: trimmed text, or nothing. */
export const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
