/**
 * User administration (docs/requirements.md §3 "User", §5 rules, §7 "Users"). Lists answer `{code, msg, rows, total}`;
 * bad input is HTTP 400 naming the field; business refusals are HTTP 200 `{code: 500, msg}` (RuoYi).
 */

/** docs/requirements.md §5 reusable rules as patterns (one place for server and console). */
export const RULE = {
  /** letters, digits and underscore, no leading or trailing underscore, 1–10 */
  ACCOUNT: '^[A-Za-z0-9](?:[A-Za-z0-9_]{0,8}[A-Za-z0-9])?$',
  /** Chinese, letters, digits and underscore, no leading or trailing underscore, 1–10 */
  NAME: '^[\\u4e00-\\u9fa5A-Za-z0-9](?:[\\u4e00-\\u9fa5A-Za-z0-9_]{0,8}[\\u4e00-\\u9fa5A-Za-z0-9])?$',
  /** 6–16 characters without spaces */
  PASSWORD: '^\\S{6,16}$',
  PHONE: '^\\d{0,11}$',
  EMAIL: '^(?:[^\\s@]+@[^\\s@]+\\.[^\\s@]+)?$',
  ID_CARD: '^(?:\\d{15}|\\d{17}[\\dXx])$',
} as const;

/** idType of a resident ID card (dictionary sys_id_type): only then idNumber must match RULE.ID_CARD. */
export const ID_TYPE_ID_CARD = '0';

export const USER_MSG = {
  NOT_FOUND: '用户不存在或无权访问',
  DELETE_SELF: '当前用户不能删除',
  DELETE_LAST_ADMIN: '不能删除最后一个管理员',
  DISABLE_SELF: '不能停用当前用户',
  DISABLE_LAST_ADMIN: '不能停用最后一个管理员',
  ADMIN_ROLE_FORBIDDEN: '没有权限分配管理员角色',
  ADMIN_TARGET_FORBIDDEN: '没有权限操作管理员用户',
  DEMOTE_LAST_ADMIN: '不能移除最后一个管理员的角色',
  ADDED: '新增成功',
  UPDATED: '修改成功',
  DELETED: '删除成功',
  PWD_RESET: '重置密码成功',
  STATUS_CHANGED: '修改状态成功',
  duplicate: (userName: string) => `新增用户'${userName}'失败，登录账号已存在`,
} as const;

/** GET /api/system/dept/treeselect: RuoYi TreeSelect nodes. */
export interface DeptNode {
  id: number;
  label: string;
  children?: DeptNode[];
}

// The types of the route schemas, for the console (the schemas themselves are in user-schemas.ts, server only).
export type {
  UserFilter,
  UserListQuery,
  UserRow,
  UserOption,
  UserDetailReply,
  UserAddBody,
  UserEditBody,
  ResetPwdBody,
  ChangeStatusBody,
} from './user-schemas';
