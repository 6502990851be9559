/**
 * Users bound to factories (docs/requirements.md §6 "bind and unbind lists", §7 "Users"). A caller only ever sees and
 * changes bindings inside their own factory scope (admin: every factory).
 */
import { Type } from '@sinclair/typebox';
import type * as Declared from './index';
import { same, PageQuery } from '../common/schemas';
import { MAX_BIND_FACTORIES } from './index';

export * from './index';

/** `bind/list`, `unbind/list` and `userFactory/list`: whose bindings, paged. */
export const UserFactoryQuery = Type.Composite([
  PageQuery,
  Type.Object({ userId: Type.Integer({ minimum: 1 }) }),
]);
export type UserFactoryQuery = Declared.UserFactoryQuery;

/** One factory row of those lists, with the area holding it. */
export const UserFactoryRow = Type.Object({
  factoryId: Type.Integer(),
  factoryName: Type.String(),
  areaId: Type.Integer(),
  areaName: Type.String(),
  code: Type.String(),
});
export type UserFactoryRow = Declared.UserFactoryRow;

/**
 * POST /api/system/user/factory/bind: `factoryIds` REPLACES the user's bound factories inside the
 * caller's scope (binds and unbinds in one call; `[]` unbinds all). Bindings outside the caller's scope
 * are kept. Duplicates are ignored.
 */
export const UserFactoryBindBody = Type.Object({
  userId: Type.Integer({ minimum: 1 }),
  factoryIds: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: MAX_BIND_FACTORIES }),
});
export type UserFactoryBindBody = Declared.UserFactoryBindBody;

/** Each schema's Static type is the type ./index.ts declares (both ways, at compile time). */
export const SCHEMAS_MATCH_CONTRACT = [
  same<typeof UserFactoryQuery, Declared.UserFactoryQuery>(true),
  same<typeof UserFactoryRow, Declared.UserFactoryRow>(true),
  same<typeof UserFactoryBindBody, Declared.UserFactoryBindBody>(true),
] as const;
