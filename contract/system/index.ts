/** User info, menus, dictionaries and the area/factory tree (docs/requirements.md §3, §7; docs/architecture.md §3). */

/** The admin wildcard permission (docs/requirements.md §6). */
export const ALL_PERMISSION = '*:*:*';
/** The fixed `remark` query of getRouters (docs/requirements.md §7). */
export const ROUTER_REMARK = 'woms';

export const AREA_NODE_TYPE = { AREA: 'area', FACTORY: 'factory' } as const;

export interface AreaNode {
  id: number;
  parentId: number;
  label: string;
  type: 'area' | 'factory';
  code: string;
  children?: AreaNode[];
}

export interface RouteItem {
  id: number;
  name: string;
  path: string;
  component: string;
  hidden: boolean;
  redirect?: string;
  query?: string;
  alwaysShow?: boolean;
  meta: RouteMeta;
  children?: RouteItem[];
}

// The shapes of the route schemas (./schemas.ts, server only), declared here for the console.

export type Role = {
  roleId: number;
  roleName: string;
  roleKey: string;
};

export type User = {
  userId: number;
  userName: string;
  nickName: string;
  avatar: string;
  email: string;
  phonenumber: string;
  /** '0' male, otherwise female (docs/requirements.md §3) */
  sex: string;
  status: string;
  remark: string;
  deptId: number | null;
  dept: {
    deptId: number;
    deptName: string;
  } | null;
  idType: string;
  idNumber: string;
  addr: string;
  roles: Role[];
  roleIds: number[];
  /** the factory chosen in the top-bar picker, null until one is chosen */
  currentFactoryId: number | null;
  /** the version an edit sends back (docs/concurrency.md) */
  version: number;
};

/** getInfo answers RuoYi style with the fields at the top level. */
export type UserInfoReply = {
  code: number;
  msg: string;
  user: User;
  roles: string[];
  permissions: string[];
  /** an administrator set the password (new user, reset): it must be changed before anything else */
  pwdChangeRequired: boolean;
};

export type RouteMeta = {
  title: string;
  icon?: string;
  remixIcon?: string;
  affix?: boolean;
  keepAlive?: boolean;
  /** external address for link menu items */
  path?: string;
  activeMenu?: string;
  allowBack?: boolean;
  /** permission codes any of which lets a user see the route (docs/requirements.md §6) */
  permissions?: string[];
  /** open in a new window (`_blank`) instead of inside the layout */
  target?: string;
};

export type DictData = {
  dictCode: number;
  dictSort: number;
  dictLabel: string;
  dictValue: string;
  dictType: string;
  listClass: string;
  isDefault: string;
};

/** One area or factory without its children (GET /api/system/area/{id}). */
export type AreaDetail = {
  id: number;
  parentId: number;
  label: string;
  type: 'area' | 'factory';
  code: string;
};
