/**
 * The TypeBox schemas of this area's routes: server only, so the console's bundle never carries the schema library
 * (docs/architecture.md §2). Everything ./index.ts exports is exported from here too, for the server.
 */
import { Type } from '@sinclair/typebox';
import type * as Declared from './index';
import { same, PageQuery } from '../common/schemas';

export * from './index';

export const OnlineListQuery = Type.Composite([
  PageQuery,
  Type.Object({
    /** part of the account name, any case */
    userName: Type.Optional(Type.String({ maxLength: 64 })),
    /** part of the address */
    ipaddr: Type.Optional(Type.String({ maxLength: 64 })),
  }),
]);
export type OnlineListQuery = Declared.OnlineListQuery;

export const OnlineRow = Type.Object({
  tokenId: Type.Integer(),
  userName: Type.String(),
  nickName: Type.String(),
  factoryName: Type.String(),
  allFactories: Type.Boolean(),
  ipaddr: Type.String(),
  browser: Type.String(),
  os: Type.String(),
  loginTime: Type.String(),
  lastSeen: Type.String(),
  current: Type.Boolean(),
});
export type OnlineRow = Declared.OnlineRow;

export const OnlineTokenParams = Type.Object({ tokenId: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
export type OnlineTokenParams = Declared.OnlineTokenParams;

/** Each schema's Static type is the type ./index.ts declares (both ways, at compile time). */
export const SCHEMAS_MATCH_CONTRACT = [
  same<typeof OnlineListQuery, Declared.OnlineListQuery>(true),
  same<typeof OnlineRow, Declared.OnlineRow>(true),
  same<typeof OnlineTokenParams, Declared.OnlineTokenParams>(true),
] as const;
