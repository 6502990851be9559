/**
 * The TypeBox schemas of the global search (server only, docs/architecture.md §2). Everything ./index.ts exports is
 * exported from here too, for the server.
 */
import { Type } from '@sinclair/typebox';
import type * as Declared from './index';
import { same } from '../common/schemas';
import { WO_KINDS } from '../work-order';
import { SEARCH_LIMIT_MAX, SEARCH_Q_MAX, SEARCH_Q_MIN } from './index';

export * from './index';

export const SearchQuery = Type.Object({
  q: Type.String({ minLength: SEARCH_Q_MIN, maxLength: SEARCH_Q_MAX }),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: SEARCH_LIMIT_MAX })),
});
export type SearchQuery = Declared.SearchQuery;

const Factory = { factoryId: Type.Integer(), factoryName: Type.String() };

export const OrderHit = Type.Object({
  taskId: Type.Integer(),
  taskNo: Type.String(),
  kind: Type.Union(WO_KINDS.map((k) => Type.Literal(k))),
  status: Type.Integer(),
  ...Factory,
  deviceName: Type.Union([Type.String(), Type.Null()]),
});
export type OrderHit = Declared.OrderHit;

export const LedgerHit = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  ...Factory,
});
export type LedgerHit = Declared.LedgerHit;

export const UserHit = Type.Object({
  userId: Type.Integer(),
  userName: Type.String(),
  nickName: Type.String(),
});
export type UserHit = Declared.UserHit;

export const SearchResult = Type.Object({
  orders: Type.Array(OrderHit),
  devices: Type.Array(LedgerHit),
  meters: Type.Array(LedgerHit),
  users: Type.Array(UserHit),
});
export type SearchResult = Declared.SearchResult;

/** Each schema's Static type is the type ./index.ts declares (both ways, at compile time). */
export const SCHEMAS_MATCH_CONTRACT = [
  same<typeof SearchQuery, Declared.SearchQuery>(true),
  same<typeof OrderHit, Declared.OrderHit>(true),
  same<typeof LedgerHit, Declared.LedgerHit>(true),
  same<typeof UserHit, Declared.UserHit>(true),
  same<typeof SearchResult, Declared.SearchResult>(true),
] as const;
