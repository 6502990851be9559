/** All SQL about which factories a user is bound to (sys_user_factory), within a caller's scope. */
import type { Db } from '../../db/client';
import type { UserFactoryRow } from '../../../../contract/user-factory/schemas';
import { scopeCondition, type FactoryScope } from '../../shared/factory-scope';
import type { PageWindow } from '../../shared/paging';

interface Row {
  factory_id: number;
  factory_name: string;
  area_id: number;
  area_name: string;
  code: string;
}

const toRow = (r: Row): UserFactoryRow => ({
  factoryId: r.factory_id,
  factoryName: r.factory_name,
  areaId: r.area_id,
  areaName: r.area_name,
  code: r.code,
});

export class UserFactoryRepository {
  constructor(private readonly db: Db) {}

  /** `lock` holds the user row until the transaction ends, so two binds of one user run one after the other. */
  async userExists(userId: number, lock = false): Promise<boolean> {
    const { rows } = await this.db.query(
      `SELECT 1 FROM sys_user WHERE user_id = $1${lock ? ' FOR UPDATE' : ''}`,
      [userId],
    );
    return rows.length > 0;
  }

  /** Factories in the caller's scope that are (bound) or are not (!bound) bound to the user, by area order. */
  async page(
    userId: number,
    scope: FactoryScope,
    bound: boolean,
    window: PageWindow,
  ): Promise<{ rows: UserFactoryRow[]; total: number }> {
    const params: unknown[] = [userId];
    const where = `f.type = 'factory' AND ${scopeCondition(scope, 'f.id', params)}
      AND ${bound ? '' : 'NOT '}EXISTS (SELECT 1 FROM sys_user_factory uf WHERE uf.user_id = $1 AND uf.factory_id = f.id)`;
    const counted = await this.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM sys_area f WHERE ${where}`,
      params,
    );
    const { rows } = await this.db.query<Row>(
      `SELECT f.id AS factory_id, f.name AS factory_name, f.parent_id AS area_id,
              COALESCE(a.name, '') AS area_name, f.code
         FROM sys_area f LEFT JOIN sys_area a ON a.id = f.parent_id
        WHERE ${where}
        ORDER BY a.order_num, f.parent_id, f.order_num, f.id
        LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, window.limit, window.offset],
    );
    return { rows: rows.map(toRow), total: counted.rows[0]?.n ?? 0 };
  }

  /** The ids among `ids` that are factories (not areas, not missing). */
  async factoriesAmong(ids: number[]): Promise<number[]> {
    const { rows } = await this.db.query<{ id: number }>(
      "SELECT id FROM sys_area WHERE type = 'factory' AND id = ANY($1::int[])",
      [ids],
    );
    return rows.map((r) => r.id);
  }

  /** The user's bindings inside `scope` become exactly `factoryIds`; bindings outside it stay. */
  async replaceInScope(userId: number, factoryIds: number[], scope: FactoryScope): Promise<void> {
    const params: unknown[] = [userId];
    await this.db.query(
      `DELETE FROM sys_user_factory WHERE user_id = $1 AND ${scopeCondition(scope, 'factory_id', params)}`,
      params,
    );
    await this.db.query(
      `INSERT INTO sys_user_factory (user_id, factory_id)
       SELECT $1, id FROM sys_area WHERE type = 'factory' AND id = ANY($2::int[])
       ON CONFLICT DO NOTHING`,
      [userId, factoryIds],
    );
  }
}
