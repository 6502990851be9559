/**
 * What the device and meter ledgers share (docs/architecture.md §3 "Asset ledger"): the paged list, a code unique
 * in its factory compared without case, and an add that answers the new row's id.
 */
import { Type } from '@sinclair/typebox';
import type { Db } from '../../db/client';
import { refusal } from '../../errors';
import type { PageWindow } from '../../shared/paging';

/** The SQL of a ledger's list; `where` holds `params` as $1, $2 … */
export interface LedgerPageSql {
  /** the table (with its alias) that `where` filters, for the count */
  from: string;
  /** SELECT … FROM … of a row, with whatever it joins and counts */
  rowSelect: string;
  where: string;
  /** ends with the row's id, so that pages never overlap */
  orderBy: string;
  params: unknown[];
}

/** One page of the rows and the total under the same condition. */
export async function ledgerPage<T>(
  db: Db,
  sql: LedgerPageSql,
  window: PageWindow,
): Promise<{ rows: T[]; total: number }> {
  const counted = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${sql.from} WHERE ${sql.where}`,
    sql.params,
  );
  const n = sql.params.length;
  const { rows } = await db.query<T>(
    `${sql.rowSelect} WHERE ${sql.where} ORDER BY ${sql.orderBy} LIMIT $${n + 1} OFFSET $${n + 2}`,
    [...sql.params, window.limit, window.offset],
  );
  return { rows, total: counted.rows[0]?.n ?? 0 };
}

/** PostgreSQL's unique_violation: two calls adding the same code at once; the second one loses. */
const UNIQUE_VIOLATION = '23505';
const isUniqueViolation = (err: unknown): boolean =>
  typeof err === 'object' && err !== null && (err as { code?: unknown }).code === UNIQUE_VIOLATION;

/**
 * A write in one transaction whose code another call may take first: the service's check saw no clash, the
 * unique index on the code then refuses the row, and the answer is the check's refusal `codeTaken`.
 */
export async function writeWithCode<T>(db: Db, codeTaken: string, fn: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(fn);
  } catch (err) {
    if (isUniqueViolation(err)) throw refusal(codeTaken);
    throw err;
  }
}

/** The answer of an add: `{code, msg, data: {[idName]}}`; a refusal (code taken) is HTTP 200 {code: 500, msg} without data. */
export const AddedReply = (idName: string) =>
  Type.Object({
    code: Type.Integer(),
    msg: Type.String(),
    data: Type.Optional(Type.Object({ [idName]: Type.Integer() })),
  });
