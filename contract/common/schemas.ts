/**
 * The TypeBox schemas of this area's routes: server only, so the console's bundle never carries the schema library
 * (docs/architecture.md §2). Everything ./index.ts exports (the constants, and the declared types each schema is
 * checked against) is exported from here too, for the server.
 */
import { Type, type NumberOptions, type Static, type TSchema } from '@sinclair/typebox';
import type * as Declared from './index';
import { DEFAULT_PAGE_SIZE } from './index';

export * from './index';

export const Reply = Type.Object({
  code: Type.Integer(),
  msg: Type.String(),
});
export type Reply = Declared.Reply;

/** `{code, msg, data}` with a typed payload. */
export const DataReply = <T extends TSchema>(data: T) =>
  Type.Object({ code: Type.Integer(), msg: Type.String(), data });

/** `{code, msg, rows, total}` page of a list. */
export const PageReply = <T extends TSchema>(row: T) =>
  Type.Object({ code: Type.Integer(), msg: Type.String(), rows: Type.Array(row), total: Type.Integer() });

/** The error answer (HTTP 400/401/403/404/429/500): never a stack trace. */
export const ErrorReply = Type.Object({
  code: Type.Integer(),
  msg: Type.String(),
  error: Type.Optional(Type.String()),
});
export type ErrorReply = Declared.ErrorReply;
export const PageQuery = Type.Object({
  pageNum: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: DEFAULT_PAGE_SIZE })),
});
export type PageQuery = Declared.PageQuery;

/**
 * A number or null as ONE JSON-Schema type list. The server's validator coerces types, and in an anyOf of number and
 * null it coerces null to 0 in the number branch (or 0 to null with null first); with a type list it coerces only
 * when neither type matches, so null stays null and 0 stays 0 (e.g. clearing a coordinate).
 */
export const NullableNumber = (options: NumberOptions = {}) =>
  Type.Unsafe<number | null>({ ...options, type: ['number', 'null'] });

/** One of the given constants (a kind, a priority, a status), as a union of literals. */
export const literals = <T extends string | number>(values: readonly T[]) =>
  Type.Union(values.map((v) => Type.Literal(v)));

/**
 * True when a schema's Static type and a type declared in a contract/<area>/index.ts are the same, both ways. Every
 * schemas.ts lists its checks as `same<typeof Schema, Declared>(true)`, which compiles only when they are.
 */
export type Same<S extends TSchema, T> = [Static<S>] extends [T]
  ? [T] extends [Static<S>]
    ? true
    : false
  : false;
export const same = <S extends TSchema, T>(ok: Same<S, T>): Same<S, T> => ok;

/** Each schema's Static type is the type ./index.ts declares (both ways, at compile time). */
export const SCHEMAS_MATCH_CONTRACT = [
  same<typeof Reply, Declared.Reply>(true),
  same<typeof ErrorReply, Declared.ErrorReply>(true),
  same<typeof PageQuery, Declared.PageQuery>(true),
] as const;

/**
 * The version of a record (docs/concurrency.md): answered with the record its edit form loads, and sent back by the
 * edit, which is refused with 409 when the record holds another.
 */
export const RecordVersion = Type.Integer({
  minimum: 0,
  description: 'the version the edit form loaded; an edit of a record changed since is refused with 409',
});
