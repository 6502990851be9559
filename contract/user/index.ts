/**
 * User administration (docs/requirements.md §3 "User", §5 rules, §7 "Users"). Lists answer `{code, msg, rows, total}`;
 * bad input is HTTP 400 naming the field; business refusals are HTTP 200 `{code: 500, msg}` (RuoYi).
 */
import type { Role, User } from '../system';
import type { PageQuery } from '../common';

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

// The shapes of the route schemas (./schemas.ts, server only), declared here for the console.

export type UserFilter = {
  userName?: string;
  nickName?: string;
  phonenumber?: string;
  status?: '0' | '1' | '';
  deptId?: number;
  factoryId?: number;
};

export type UserListQuery = PageQuery & UserFilter;

export type UserRow = {
  userId: number;
  userName: string;
  nickName: string;
  deptId: number | null;
  deptName: string;
  phonenumber: string;
  email: string;
  sex: string;
  status: string;
  remark: string;
  createTime: string;
};

export type UserOption = {
  userId: number;
  userName: string;
  nickName: string;
};

/** GET /api/system/user/{id}: the user, every role to choose from, and the user's role ids (RuoYi). */
export type UserDetailReply = {
  code: number;
  msg: string;
  data: User;
  roles: Role[];
  roleIds: number[];
};

/** The fields a user's add and edit share. */
type UserFields = {
  nickName: string;
  phonenumber?: string;
  email?: string;
  sex?: '0' | '1' | '2';
  remark?: string;
  deptId?: number | null;
  roleIds?: number[];
  idType?: string;
  idNumber?: string;
  addr?: string;
  status?: '0' | '1';
};

/**
 * POST /api/system/user. `factoryIds` binds the new user (inside the caller's scope); a non-admin caller
 * must give at least one, or the new user would be invisible to them.
 */
export type UserAddBody = UserFields & { userName: string; password: string; factoryIds?: number[] };

/**
 * PUT /api/system/user (docs/requirements.md §7 fields). userName cannot change (it is ignored); password is ignored:
 * resetting goes through resetPwd, which also revokes the user's sign-ins.
 */
export type UserEditBody = UserFields & {
  userId: number;
  userName?: string;
  password?: string;
  /** the version an edit sends back (docs/concurrency.md) */
  version: number;
};

/** PUT /api/system/user/resetPwd (the other reading also sends userName, which must then match). */
export type ResetPwdBody = {
  userId: number;
  userName?: string;
  password: string;
};

export type ChangeStatusBody = {
  userId: number;
  status: '0' | '1';
};
