/**
 * Users bound to factories (docs/requirements.md §6 "bind and unbind lists", §7 "Users"). A caller only ever sees and
 * changes bindings inside their own factory scope (admin: every factory).
 */
import { Type, type Static } from '@sinclair/typebox';
import { PageQuery } from './common-schemas';

/** `bind/list`, `unbind/list` and `userFactory/list`: whose bindings, paged. */
export const UserFactoryQuery = Type.Composite([
  PageQuery,
  Type.Object({ userId: Type.Integer({ minimum: 1 }) }),
]);
export type UserFactoryQuery = Static<typeof UserFactoryQuery>;

/** One factory row of those lists, with the area holding it. */
export const UserFactoryRow = Type.Object({
  factoryId: Type.Integer(),
  factoryName: Type.String(),
  areaId: Type.Integer(),
  areaName: Type.String(),
  code: Type.String(),
});
export type UserFactoryRow = Static<typeof UserFactoryRow>;

export const MAX_BIND_FACTORIES = 1000;

/**
 * POST /api/system/user/factory/bind: `factoryIds` REPLACES the user's bound factories inside the
 * caller's scope (binds and unbinds in one call; `[]` unbinds all). Bindings outside the caller's scope
 * are kept. Duplicates are ignored.
 */
export const UserFactoryBindBody = Type.Object({
  userId: Type.Integer({ minimum: 1 }),
  factoryIds: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: MAX_BIND_FACTORIES }),
});
export type UserFactoryBindBody = Static<typeof UserFactoryBindBody>;

export const USER_FACTORY_MSG = {
  USER_NOT_FOUND: '用户不存在',
  OUT_OF_SCOPE: '没有权限绑定该工厂',
  BOUND: '绑定成功',
} as const;
