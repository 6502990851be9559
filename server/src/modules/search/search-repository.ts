/**
 * The SQL of the global search (docs/search.md): each kind's hits in the caller's factory scope, best first. A text
 * matches anywhere in a number, code or name, in any case, `%` and `_` literal; an exact match ranks first, then one
 * that starts with the text.
 */
import type { LedgerHit, OrderHit, UserHit } from '../../../../contract/search/schemas';
import type { Db } from '../../db/client';
import { scopeCondition, type FactoryScope } from '../../shared/factory-scope';
import { containsPattern } from '../../shared/like';
import { userInScope } from '../user/admin-repository';
import type { WoKind } from '../../../../contract/work-order';

/** The parameters every query starts with: $1 the text, $2 "contains", $3 "starts with", $4 the limit. */
function textParams(text: string, limit: number): unknown[] {
  const contains = containsPattern(text);
  return [text, contains, contains.slice(1), limit];
}

/** ORDER BY terms ranking `columns`: exact first, then prefix (the parameters of textParams). */
const rank = (...columns: string[]) =>
  `${columns.map((c) => `lower(${c}) = lower($1::text)`).join(' OR ')} DESC,
   ${columns.map((c) => `${c} ILIKE $3`).join(' OR ')} DESC`;

/** Where a ledger keeps its rows (constants, never user input). */
interface LedgerTable {
  from: string;
  id: string;
  code: string;
  name: string;
  /** a condition ending in AND, or nothing */
  where: string;
}
const DEVICES: LedgerTable = {
  from: 'wo_device',
  id: 'device_id',
  code: 'device_show_code',
  name: 'device_name',
  where: 'l.deleted_at IS NULL AND',
};
const METERS: LedgerTable = { from: 'alarm_meter', id: 'meter_id', code: 'code', name: 'name', where: '' };

export class SearchRepository {
  constructor(private readonly db: Db) {}

  /** Orders of `kinds` whose number contains the text, the newest first after the ranking. */
  async orders(text: string, limit: number, scope: FactoryScope, kinds: WoKind[]): Promise<OrderHit[]> {
    if (kinds.length === 0) return [];
    const params = textParams(text, limit);
    params.push(kinds);
    const kindsAt = params.length;
    const { rows } = await this.db.query<OrderHit>(
      `SELECT w.task_id AS "taskId", w.task_no AS "taskNo", w.kind, w.status, w.factory_id AS "factoryId",
              f.name AS "factoryName", d.device_name AS "deviceName"
         FROM wo_task w
         JOIN sys_area f ON f.id = w.factory_id
         LEFT JOIN wo_device d ON d.device_id = w.device_id
        WHERE w.task_no ILIKE $2 AND w.kind = ANY($${kindsAt}::text[])
          AND ${scopeCondition(scope, 'w.factory_id', params)}
        ORDER BY ${rank('w.task_no')}, w.report_time DESC, w.task_id DESC
        LIMIT $4`,
      params,
    );
    return rows;
  }

  /** Devices of the ledger (not deleted) whose code or name contains the text. */
  devices(text: string, limit: number, scope: FactoryScope): Promise<LedgerHit[]> {
    return this.ledger(DEVICES, text, limit, scope);
  }

  /** Meters whose code or name contains the text. */
  meters(text: string, limit: number, scope: FactoryScope): Promise<LedgerHit[]> {
    return this.ledger(METERS, text, limit, scope);
  }

  private async ledger(
    table: LedgerTable,
    text: string,
    limit: number,
    scope: FactoryScope,
  ): Promise<LedgerHit[]> {
    const params = textParams(text, limit);
    const { id, code, name } = table;
    const { rows } = await this.db.query<LedgerHit>(
      `SELECT l.${id} AS id, l.${code} AS code, l.${name} AS name, l.factory_id AS "factoryId", f.name AS "factoryName"
         FROM ${table.from} l
         JOIN sys_area f ON f.id = l.factory_id
        WHERE ${table.where} (l.${code} ILIKE $2 OR l.${name} ILIKE $2)
          AND ${scopeCondition(scope, 'l.factory_id', params)}
        ORDER BY ${rank(`l.${code}`, `l.${name}`)}, l.${code}, l.${id}
        LIMIT $4`,
      params,
    );
    return rows;
  }

  /** Users whose account or nickname contains the text, as the user list scopes them (UserAdminRepository). */
  async users(text: string, limit: number, scope: FactoryScope): Promise<UserHit[]> {
    const params = textParams(text, limit);
    const { rows } = await this.db.query<UserHit>(
      `SELECT u.user_id AS "userId", u.user_name AS "userName", u.nick_name AS "nickName"
         FROM sys_user u
        WHERE (u.user_name ILIKE $2 OR u.nick_name ILIKE $2) AND ${userInScope(scope, params)}
        ORDER BY ${rank('u.user_name', 'u.nick_name')}, u.user_id
        LIMIT $4`,
      params,
    );
    return rows;
  }
}
