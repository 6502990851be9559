/**
 * Role administration (角色管理 under 系统管理, docs/administration.md "角色管理"): a role's menus and buttons, and its
 * data scope, the factories its holders see (docs/architecture.md §3 "Access and scope"). Its schemas are in
 * ./schemas.ts (server only).
 */
import type { PageQuery } from '../common';

/**
 * Which factories a role's holders see; a user sees the union over their enabled roles (the admin role: all).
 * ALL every factory; BOUND the factories the user is bound to (the behaviour before roles had a scope);
 * CHOSEN the role's chosen areas and factories, an area standing for every factory under it, now and later.
 */
export const DATA_SCOPE = { ALL: '1', BOUND: '2', CHOSEN: '3' } as const;
export type DataScope = (typeof DATA_SCOPE)[keyof typeof DATA_SCOPE];

export const ROLE_STATUS = { ENABLED: '0', DISABLED: '1' } as const;

/** Field rules of the role form, one place for both sides (RuoYi's column sizes). */
export const ROLE_RULE = {
  NAME_MAX: 30,
  KEY_MAX: 100,
  /** a permission-style key: letters, digits, `_`, `:` and `-`, starting with a letter */
  KEY: '^[A-Za-z][A-Za-z0-9_:-]*$',
  SORT_MAX: 9999,
  /** how many menus and how many areas or factories one role may name */
  IDS_MAX: 2000,
} as const;

export const ROLE_MSG = {
  NOT_FOUND: '角色不存在',
  ADDED: '新增成功',
  UPDATED: '修改成功',
  DELETED: '删除成功',
  STATUS_CHANGED: '修改状态成功',
  /** the admin role holds every code and factory by its key: it is neither deleted, disabled nor re-keyed */
  ADMIN_PROTECTED: '不允许操作超级管理员角色',
  /** a caller who does not see every factory cannot hand out a scope beyond their own */
  SCOPE_BEYOND_YOURS: '没有权限授予超出本人范围的数据权限',
  /** nor grant a code they do not hold */
  MENUS_BEYOND_YOURS: '没有权限授予本人没有的菜单权限',
  keyTaken: (key: string) => `角色权限字符'${key}'已存在`,
  nameTaken: (name: string) => `角色名称'${name}'已存在`,
  inUse: (name: string, users: number) => `角色'${name}'已分配给${users}个用户，不能删除`,
} as const;

// The shapes of the route schemas (./schemas.ts, server only), declared here for the console.

export type RoleListQuery = PageQuery & {
  /** part of the name, any case */
  roleName?: string;
  /** part of the key, any case */
  roleKey?: string;
  status?: '0' | '1' | '';
};

export type RoleRow = {
  roleId: number;
  roleName: string;
  roleKey: string;
  roleSort: number;
  status: '0' | '1';
  dataScope: DataScope;
  /** how many users hold the role */
  userCount: number;
  /** the version an edit sends back (docs/concurrency.md) */
  version: number;
};

/** GET /api/system/role/{id}: the row, its granted menu ids (checked and half-checked) and its chosen scope. */
export type RoleDetail = RoleRow & {
  menuIds: number[];
  /** data scope CHOSEN: the chosen factories and areas (empty otherwise) */
  factoryIds: number[];
  areaIds: number[];
};

/** POST /api/system/role. With data scope CHOSEN, at least one factory or area. */
export type RoleAddBody = {
  roleName: string;
  roleKey: string;
  roleSort: number;
  status: '0' | '1';
  /** the menus granted: RuoYi sends the checked nodes and the half-checked parents alike */
  menuIds: number[];
  dataScope: DataScope;
  factoryIds?: number[];
  areaIds?: number[];
};

/** PUT /api/system/role: the whole role replaced. */
export type RoleEditBody = RoleAddBody & {
  roleId: number;
  /** the version an edit sends back (docs/concurrency.md) */
  version: number;
};

export type RoleStatusBody = {
  roleId: number;
  status: '0' | '1';
};

/** A node of the grant tree: every menu of every subsystem with its buttons. */
export type MenuGrantNode = {
  id: number;
  label: string;
  /** M directory, C page, F button */
  menuType: 'M' | 'C' | 'F';
  /** the permission code, '' for none */
  perms: string;
  children?: MenuGrantNode[];
};
