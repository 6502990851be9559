/**
 * The TypeBox schemas of login-lock.ts's routes: server only, so the console's bundle never carries the schema library
 * (docs/architecture.md §2). Everything login-lock.ts exports is exported from here too, for the server.
 */
import { Type, type Static } from '@sinclair/typebox';
import { PageQuery } from './common-schemas';
import { LOCK_KIND } from './login-lock';

export * from './login-lock';

export const LoginLockListQuery = Type.Composite([
  PageQuery,
  Type.Object({
    /** part of the account name, any case */
    account: Type.Optional(Type.String({ maxLength: 64 })),
  }),
]);
export type LoginLockListQuery = Static<typeof LoginLockListQuery>;

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
export type LoginLockRow = Static<typeof LoginLockRow>;

export const LoginUnlockBody = Type.Object({ key: Type.String({ minLength: 1, maxLength: 200 }) });
export type LoginUnlockBody = Static<typeof LoginUnlockBody>;
