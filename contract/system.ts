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

// The types of the route schemas, for the console (the schemas themselves are in system-schemas.ts, server only).
export type { Role, User, UserInfoReply, RouteMeta, RouteItem, DictData, AreaDetail } from './system-schemas';
