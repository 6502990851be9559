/**
 * Users bound to factories (docs/requirements.md §6 "bind and unbind lists", §7 "Users"). A caller only ever sees and
 * changes bindings inside their own factory scope (admin: every factory).
 */
import type { PageQuery } from '../common';

export const MAX_BIND_FACTORIES = 1000;

export const USER_FACTORY_MSG = {
  USER_NOT_FOUND: '用户不存在',
  OUT_OF_SCOPE: '没有权限绑定该工厂',
  BOUND: '绑定成功',
} as const;

// The shapes of the route schemas (./schemas.ts, server only), declared here for the console.

/** `bind/list`, `unbind/list` and `userFactory/list`: whose bindings, paged. */
export type UserFactoryQuery = PageQuery & {
  userId: number;
};

/** One factory row of those lists, with the area holding it. */
export type UserFactoryRow = {
  factoryId: number;
  factoryName: string;
  areaId: number;
  areaName: string;
  code: string;
};

/**
 * POST /api/system/user/factory/bind: `factoryIds` REPLACES the user's bound factories inside the
 * caller's scope (binds and unbinds in one call; `[]` unbinds all). Bindings outside the caller's scope
 * are kept. Duplicates are ignored.
 */
export type UserFactoryBindBody = {
  userId: number;
  factoryIds: number[];
};
