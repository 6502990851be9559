/**
 * Stock and ledger SQL (docs/parts.md "Stock", "Ledger"). Every change of a stock is one statement that moves the
 * quantity and answers what it was before, followed by its ledger row, in the caller's transaction:
 * - a take (an issue, an adjustment down) is `UPDATE … SET quantity = quantity - n WHERE … AND quantity >= n`: the row
 *   lock makes a concurrent take wait and then see the new quantity, so two takes on any instances never both pass
 *   on the same units and a stock never goes below zero (the CHECK of migration 039 holds it too);
 * - a put (a receipt, a return, an adjustment up) is an upsert adding n.
 */
import { MSG_TAB } from '../../../../contract/message';
import { PERM } from '../../../../contract/permissions';
import type { PartMoveKind, PartMovementRow, PartStockRow } from '../../../../contract/parts/schemas';
import type { Db } from '../../db/client';
import { chinaTime, shown } from '../../shared/china-time';
import { containsPattern } from '../../shared/like';
import { publishLive } from '../../shared/live-events';
import type { PageWindow } from '../../shared/paging';
import { ledgerPage } from '../asset/ledger';
import { holdsAnyCodeSql, isAdminSql } from '../user/permission-sql';
import { inFactoryScopeSql } from '../user/scope-sql';

/** A stock after a change: what it held before and after, and its minimum. */
export interface StockChange {
  before: number;
  after: number;
  min: number;
}

export interface NewMovement {
  factoryId: number;
  partId: number;
  kind: PartMoveKind;
  /** signed: what the stock gained */
  quantity: number;
  balance: number;
  taskId: number | null;
  reason: string;
  userId: number | null;
  now: Date;
}

const STOCK_ROW = (factory: string) => `
  SELECT ${factory}::int AS "factoryId", p.part_id AS "partId", p.part_code AS "partCode", p.part_name AS "partName",
         p.part_specs AS "partSpecs", p.unit, COALESCE(s.quantity, 0)::float8 AS quantity,
         COALESCE(s.min_quantity, 0)::float8 AS "minQuantity",
         COALESCE(s.quantity < s.min_quantity, false) AS low, COALESCE(s.version, 0) AS version
    FROM part p LEFT JOIN part_stock s ON s.part_id = p.part_id AND s.factory_id = ${factory}`;

const MOVEMENT_ROW = `
  SELECT m.movement_id AS "movementId", m.factory_id AS "factoryId", m.part_id AS "partId",
         p.part_code AS "partCode", p.part_name AS "partName", p.unit, m.kind, m.quantity::float8 AS quantity,
         m.balance::float8 AS balance, m.task_id AS "taskId", COALESCE(t.task_no, '') AS "taskNo", m.reason,
         COALESCE(u.nick_name, '') AS "createByName", ${shown('m.create_time')} AS "createTime"
    FROM part_movement m
    JOIN part p ON p.part_id = m.part_id
    LEFT JOIN wo_task t ON t.task_id = m.task_id
    LEFT JOIN sys_user u ON u.user_id = m.create_by`;

/** The low-stock message: to the enabled keepers of the factory (holders of the keeper code in its scope), as the
 * alarm escalation's first rung goes to supervisors; administrators hold every code and are left out. */
const TELL_KEEPERS = `INSERT INTO sys_task_msg (user_id, factory_id, tab, msg_title, task_type, create_time)
  SELECT u.user_id, $1, $2, $3, 0, $4
    FROM sys_user u
   WHERE u.status = '0' AND NOT ${isAdminSql('u.user_id')}
     AND ${inFactoryScopeSql('u.user_id', '$1')}
     AND ${holdsAnyCodeSql('u.user_id', 'ARRAY[$5::text]')}
   ORDER BY u.user_id
  RETURNING msg_id, user_id`;

export class StockRepository {
  constructor(private readonly db: Db) {}

  /** Every catalogue part in one factory with what it holds there (0 when never received). */
  async page(
    filter: { factoryId: number; keyword?: string; low?: boolean; inStock?: boolean },
    window: PageWindow,
  ): Promise<{ rows: PartStockRow[]; total: number }> {
    const params: unknown[] = [filter.factoryId];
    const where: string[] = ['TRUE'];
    if (filter.keyword) {
      params.push(containsPattern(filter.keyword));
      where.push(`(p.part_code ILIKE $${params.length} OR p.part_name ILIKE $${params.length})`);
    }
    if (filter.low) where.push('s.quantity < s.min_quantity');
    if (filter.inStock) where.push('s.quantity > 0');
    return ledgerPage<PartStockRow>(
      this.db,
      {
        from: 'part p LEFT JOIN part_stock s ON s.part_id = p.part_id AND s.factory_id = $1',
        rowSelect: STOCK_ROW('$1'),
        where: where.join(' AND '),
        orderBy: 'p.part_code, p.part_id',
        params,
      },
      window,
    );
  }

  async find(factoryId: number, partId: number): Promise<PartStockRow | null> {
    const { rows } = await this.db.query<PartStockRow>(`${STOCK_ROW('$1')} WHERE p.part_id = $2`, [
      factoryId,
      partId,
    ]);
    return rows[0] ?? null;
  }

  /** The stock row of a part in a factory, made empty when it has none yet; answers its id. */
  async ensure(factoryId: number, partId: number): Promise<number> {
    await this.db.query(
      `INSERT INTO part_stock (factory_id, part_id) VALUES ($1, $2) ON CONFLICT (factory_id, part_id) DO NOTHING`,
      [factoryId, partId],
    );
    const { rows } = await this.db.query<{ id: number }>(
      'SELECT stock_id AS id FROM part_stock WHERE factory_id = $1 AND part_id = $2',
      [factoryId, partId],
    );
    const id = rows[0]?.id;
    if (id === undefined) throw new Error('part_stock row missing after upsert');
    return id;
  }

  async setMinimum(stockId: number, min: number): Promise<void> {
    await this.db.query('UPDATE part_stock SET min_quantity = $2 WHERE stock_id = $1', [stockId, min]);
  }

  /** Takes `n` (> 0) if the factory holds that many; null (nothing changed) when it holds less. */
  async take(factoryId: number, partId: number, n: number): Promise<StockChange | null> {
    const { rows } = await this.db.query<{ after: number; min: number }>(
      `UPDATE part_stock SET quantity = quantity - $3
        WHERE factory_id = $1 AND part_id = $2 AND quantity >= $3
       RETURNING quantity::float8 AS after, min_quantity::float8 AS min`,
      [factoryId, partId, n],
    );
    const row = rows[0];
    return row ? { before: round(row.after + n), after: row.after, min: row.min } : null;
  }

  /** Adds `n` (> 0), making the stock row when the factory has none yet. */
  async put(factoryId: number, partId: number, n: number): Promise<StockChange> {
    const { rows } = await this.db.query<{ after: number; min: number }>(
      `INSERT INTO part_stock (factory_id, part_id, quantity) VALUES ($1, $2, $3)
       ON CONFLICT (factory_id, part_id) DO UPDATE SET quantity = part_stock.quantity + EXCLUDED.quantity
       RETURNING quantity::float8 AS after, min_quantity::float8 AS min`,
      [factoryId, partId, n],
    );
    const row = rows[0];
    if (!row) throw new Error('part_stock upsert returned no row');
    return { before: round(row.after - n), after: row.after, min: row.min };
  }

  /** What the factory holds of a part now (0 without a stock row). */
  async held(factoryId: number, partId: number): Promise<number> {
    const { rows } = await this.db.query<{ q: number }>(
      'SELECT quantity::float8 AS q FROM part_stock WHERE factory_id = $1 AND part_id = $2',
      [factoryId, partId],
    );
    return rows[0]?.q ?? 0;
  }

  async record(m: NewMovement): Promise<number> {
    const { rows } = await this.db.query<{ id: number }>(
      `INSERT INTO part_movement (factory_id, part_id, kind, quantity, balance, task_id, reason, create_by, create_time)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING movement_id AS id`,
      [m.factoryId, m.partId, m.kind, m.quantity, m.balance, m.taskId, m.reason, m.userId, m.now],
    );
    const id = rows[0]?.id;
    if (id === undefined) throw new Error('part_movement insert returned no id');
    return id;
  }

  /** What an order holds of each part: its issues less its returns, by part id (parts it holds none of left out). */
  async heldByOrder(taskId: number): Promise<Map<number, number>> {
    const { rows } = await this.db.query<{ part: number; n: number }>(
      `SELECT part_id AS part, (-sum(quantity))::float8 AS n FROM part_movement
        WHERE task_id = $1 AND kind IN ('issue', 'return') GROUP BY part_id HAVING sum(quantity) <> 0`,
      [taskId],
    );
    return new Map(rows.map((r) => [r.part, r.n]));
  }

  async movements(
    filter: {
      factoryId: number;
      partId?: number;
      kind?: PartMoveKind;
      taskNo?: string;
      beginTime?: string;
      endTime?: string;
    },
    window: PageWindow,
  ): Promise<{ rows: PartMovementRow[]; total: number }> {
    const params: unknown[] = [];
    const add = (v: unknown): string => `$${params.push(v)}`;
    const where = [`m.factory_id = ${add(filter.factoryId)}`];
    if (filter.partId !== undefined) where.push(`m.part_id = ${add(filter.partId)}`);
    if (filter.kind) where.push(`m.kind = ${add(filter.kind)}`);
    if (filter.taskNo) where.push(`t.task_no ILIKE ${add(containsPattern(filter.taskNo))}`);
    if (filter.beginTime) where.push(`m.create_time >= ${chinaTime(add(filter.beginTime))}`);
    if (filter.endTime) where.push(`m.create_time <= ${chinaTime(add(filter.endTime))}`);
    return ledgerPage<PartMovementRow>(
      this.db,
      {
        from: 'part_movement m LEFT JOIN wo_task t ON t.task_id = m.task_id',
        rowSelect: MOVEMENT_ROW,
        where: where.join(' AND '),
        orderBy: 'm.create_time DESC, m.movement_id DESC',
        params,
      },
      window,
    );
  }

  /** The factory's name (the low-stock message names it). */
  async factoryName(factoryId: number): Promise<string> {
    const { rows } = await this.db.query<{ name: string }>('SELECT name FROM sys_area WHERE id = $1', [
      factoryId,
    ]);
    return rows[0]?.name ?? '';
  }

  /** Sends the factory's keepers the low-stock message, live at commit; answers how many went. */
  async tellKeepers(factoryId: number, title: string, now: Date): Promise<number> {
    const { rows } = await this.db.query<{ msg_id: number; user_id: number }>(TELL_KEEPERS, [
      factoryId,
      MSG_TAB.MESSAGES,
      title,
      now,
      PERM.PARTS_KEEPER,
    ]);
    if (rows.length > 0)
      await publishLive(this.db, { t: 'msg', m: rows.map((r) => [r.msg_id, r.user_id, factoryId]) });
    return rows.length;
  }
}

/** numeric(12, 3) arithmetic in floats: back to three decimals. */
export const round = (n: number): number => Math.round(n * 1000) / 1000;
