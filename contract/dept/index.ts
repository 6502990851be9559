/**
 * Department administration (部门管理 under 系统管理, docs/administration.md "部门管理"): the department tree the user
 * form picks from. Its schemas are in ./schemas.ts (server only).
 */

export const DEPT_RULE = {
  NAME_MAX: 50,
  ORDER_MAX: 9999,
} as const;

/** The parent id of a top-level department (RuoYi). */
export const DEPT_ROOT = 0;

export const DEPT_MSG = {
  NOT_FOUND: '部门不存在',
  ADDED: '新增成功',
  UPDATED: '修改成功',
  DELETED: '删除成功',
  nameTaken: (name: string) => `部门名称'${name}'已存在`,
  hasChildren: (name: string, children: number) => `部门'${name}'存在${children}个下级部门，不能删除`,
  hasUsers: (name: string, users: number) => `部门'${name}'存在${users}个用户，不能删除`,
} as const;

// The shapes of the route schemas (./schemas.ts, server only), declared here for the console.

export type DeptListQuery = {
  /** part of the name, any case: the matching departments and their ancestors */
  deptName?: string;
  status?: '0' | '1' | '';
};

/** A row of the flat list; the console builds the tree from parentId (RuoYi's handleTree). */
export type DeptRow = {
  deptId: number;
  parentId: number;
  deptName: string;
  orderNum: number;
  status: '0' | '1';
  /** users in this department itself */
  userCount: number;
  /** the version an edit sends back (docs/concurrency.md) */
  version: number;
};

/** POST /api/system/dept. parentId 0: a top-level department. */
export type DeptAddBody = {
  parentId: number;
  deptName: string;
  orderNum: number;
  status: '0' | '1';
};

/** PUT /api/system/dept: a changed parentId moves the department with everything under it. */
export type DeptEditBody = DeptAddBody & {
  deptId: number;
  /** the version an edit sends back (docs/concurrency.md) */
  version: number;
};
