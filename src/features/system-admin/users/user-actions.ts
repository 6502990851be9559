/**
 * The decisions of the user page, pure so that each is table-tested (user-actions.test.ts): which
 * buttons a user's codes offer (docs/requirements.md §6) and what a status change asks and sends.
 */
import { PERM } from '@contract/permissions';
import type { ChangeStatusBody, UserRow } from '@contract/user';
import type { MessageKey, Vars } from '@/shared/i18n';
import { STATUS_DISABLED, STATUS_NORMAL } from './columns';

type Translate = (key: MessageKey, vars?: Vars) => string;

export type UserToolbarAction = 'add' | 'export';
export type UserRowAction = 'edit' | 'remove' | 'resetPwd' | 'bind';

export interface UserPageActions {
  toolbar: UserToolbarAction[];
  /** each row's buttons, in this order */
  row: UserRowAction[];
  /** the status shows as a switch (with a confirm) rather than as text */
  toggleStatus: boolean;
}

const TOOLBAR_CODES: Record<UserToolbarAction, string> = {
  add: PERM.USER_ADD,
  export: PERM.USER_EXPORT,
};

/** Binding factories is part of editing a user. */
const ROW_CODES: Record<UserRowAction, string> = {
  edit: PERM.USER_EDIT,
  remove: PERM.USER_REMOVE,
  resetPwd: PERM.USER_RESET_PWD,
  bind: PERM.USER_EDIT,
};

export const ACTION_LABEL: Record<UserToolbarAction | UserRowAction, MessageKey> = {
  add: 'users.add',
  export: 'users.export',
  edit: 'users.edit',
  remove: 'users.remove',
  resetPwd: 'users.resetPwd',
  bind: 'users.bind',
};

/** What the codes `can` grants offer: every button needs its own code. */
export function userPageActions(can: (code: string) => boolean): UserPageActions {
  const allowed = <A extends string>(codes: Record<A, string>) =>
    (Object.keys(codes) as A[]).filter((action) => can(codes[action]));
  return { toolbar: allowed(TOOLBAR_CODES), row: allowed(ROW_CODES), toggleStatus: can(PERM.USER_EDIT) };
}

/** The status a toggle sends (an active user is disabled, a disabled one enabled) and its 温馨提示 question. */
export function statusChange(
  row: Pick<UserRow, 'status' | 'userName'>,
  t: Translate,
): { next: ChangeStatusBody['status']; question: string } {
  const next = row.status === STATUS_NORMAL ? STATUS_DISABLED : STATUS_NORMAL;
  const action = t(next === STATUS_NORMAL ? 'users.action.enable' : 'users.action.disable');
  return { next, question: t('users.confirmStatus', { action, name: row.userName }) };
}

/** The list's .xlsx export (docs/secure-space.md "Exports"): POST with the list's filter. */
export const USER_EXPORT_PATH = '/system/user/export';
