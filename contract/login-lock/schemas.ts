/**
 * The TypeBox schemas of this area's routes: server only, so the console's bundle never carries the schema library
 * (docs/architecture.md §2). Everything ./index.ts exports (the constants, and the declared types each schema is
 * checked against) is exported from here too, for the server.
 */
import { Type } from '@sinclair/typebox';
import type * as Declared from './index';
import { same, PageQuery } from '../common/schemas';
import { LOCK_KIND } from './index';

export * from './index';

export const LoginLockListQuery = Type.Composite([
  PageQuery,
  Type.Object({
    /** part of the account name, any case */
    account: Type.Optional(Type.String({ maxLength: 64 })),
  }),
]);
export type LoginLockListQuery = Declared.LoginLockListQuery;

export const LoginLockRow = Type.Object({
  key: Type.String(),
  kind: Type.Union([
    Type.Literal(LOCK_KIND.PAIR),
    Type.Literal(LOCK_KIND.ADDRESS),
    Type.Literal(LOCK_KIND.ACCOUNT),
  ]),
  /** lower-case account name; null for an address counter */
  account: Type.Union([Type.String(), Type.Null()]),
  /** null for an account counter */
  address: Type.Union([Type.String(), Type.Null()]),
  failCount: Type.Integer(),
  windowStart: Type.String(),
  /** when the hold ends (a lock, or the account's pace); null: counting, not holding */
  lockedUntil: Type.Union([Type.String(), Type.Null()]),
  /** seconds of hold left on the server's clock; 0: none */
  holdSeconds: Type.Integer(),
});
export type LoginLockRow = Declared.LoginLockRow;

export const LoginUnlockBody = Type.Object({ key: Type.String({ minLength: 1, maxLength: 200 }) });
export type LoginUnlockBody = Declared.LoginUnlockBody;

/** Each schema's Static type is the type ./index.ts declares (both ways, at compile time). */
export const SCHEMAS_MATCH_CONTRACT = [
  same<typeof LoginLockListQuery, Declared.LoginLockListQuery>(true),
  same<typeof LoginLockRow, Declared.LoginLockRow>(true),
  same<typeof LoginUnlockBody, Declared.LoginUnlockBody>(true),
] as const;
