/** The system administration pages' keys in the query cache (src/shared/query). */
import { DICT_TYPE } from '@contract/dict';
import { dictKeys } from '@/shared/query';

export const adminKeys = {
  users: ['admin', 'users'],
  /** one user's record for the edit dialog: [...user, userId] */
  user: ['admin', 'user'],
  /** one user's unbound and bound factories: [...userFactories, userId] */
  userFactories: ['admin', 'user-factories'],
  /** the user form's department tree; the 部门管理 list is [...depts, 'list', filter] */
  depts: ['admin', 'depts'],
  /** the user form's role options; 角色管理's pages [...roles, 'list', …] and records [...roles, 'detail', id] */
  roles: ['admin', 'roles'],
  /** shared with every reader of the type, so that 字典管理's changes reach it */
  idTypes: dictKeys.ofType(DICT_TYPE.ID_TYPE),
  /** the menus of every subsystem to grant to a role */
  roleMenuTree: ['admin', 'role-menu-tree'],
  /** a table's generation config: [...gen, tableId] (the user page reads table 1's columns) */
  gen: ['admin', 'gen'],
  /** the area tree ([...areas, 'tree', name]) and one node's form ([...areas, 'form', id]) */
  areas: ['admin', 'areas'],
  districts: ['admin', 'districts'],
  dictTypes: ['admin', 'dict-types'],
  dictData: ['admin', 'dict-data'],
  loginLocks: ['admin', 'login-locks'],
  online: ['admin', 'online'],
  files: ['admin', 'files'],
  operLogs: ['admin', 'oper-logs'],
  /** one operation-log row with its request summary: [...operLog, operId] */
  operLog: ['admin', 'oper-log'],
  logRetention: ['admin', 'log-retention'],
  loginLogs: ['admin', 'login-logs'],
  /** 菜单管理: the flat list ([...menus, query]) and one menu's form ([...menus, 'one', id]) */
  menus: ['admin', 'menus'],
  fileStats: ['admin', 'files', 'stats'],
} as const;
