/** The system administration pages' keys in the query cache (src/shared/query). */
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
  /** the menus of every subsystem to grant to a role */
  roleMenuTree: ['admin', 'role-menu-tree'],
  idTypes: ['admin', 'id-types'],
  /** a table's generation config: [...gen, tableId] (the user page reads table 1's columns) */
  gen: ['admin', 'gen'],
  /** the area tree ([...areas, 'tree', name]) and one node's form ([...areas, 'form', id]) */
  areas: ['admin', 'areas'],
  districts: ['admin', 'districts'],
  dictTypes: ['admin', 'dict-types'],
  dictData: ['admin', 'dict-data'],
  loginLocks: ['admin', 'login-locks'],
  files: ['admin', 'files'],
  fileStats: ['admin', 'files', 'stats'],
} as const;
