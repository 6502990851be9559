/** All SQL about the area/factory tree, scoped to the caller's factories. */
import type { Db } from '../../db/client';
import type { AreaDetail } from '../../../../contract/system/schemas';
import { scopeCondition, type FactoryScope } from '../../shared/factory-scope';

interface AreaRow {
  id: number;
  parent_id: number;
  name: string;
  type: 'area' | 'factory';
  code: string;
}

const toDetail = (r: AreaRow): AreaDetail => ({
  id: r.id,
  parentId: r.parent_id,
  label: r.name,
  type: r.type,
  code: r.code,
});

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export class AreaRepository {
  constructor(private readonly db: Db) {}

  /**
   * Factories in scope (and matching the name, or under a matching area) plus the areas holding them.
   * Admin also sees areas without factories. Ordered for tree building.
   */
  async treeRows(scope: FactoryScope, name: string | undefined): Promise<AreaDetail[]> {
    const params: unknown[] = [name ? likePattern(name) : null, scope === 'all'];
    const inScope = scopeCondition(scope, 'c.id', params);
    // Areas may nest (an area's parent may be an area): every ancestor of a visible factory is shown.
    const { rows } = await this.db.query<AreaRow & { order_num: number }>(
      `WITH RECURSIVE f AS (
         SELECT c.id, c.parent_id, c.name, c.type, c.code, c.order_num
           FROM sys_area c JOIN sys_area p ON p.id = c.parent_id
          WHERE c.type = 'factory' AND ${inScope}
            AND ($1::text IS NULL OR c.name ILIKE $1 OR p.name ILIKE $1)
       ), up AS (
         SELECT a.id, a.parent_id, a.name, a.type, a.code, a.order_num FROM sys_area a
          WHERE a.type = 'area'
            AND (a.id IN (SELECT parent_id FROM f) OR ($2 AND ($1::text IS NULL OR a.name ILIKE $1)))
         UNION
         SELECT a.id, a.parent_id, a.name, a.type, a.code, a.order_num FROM sys_area a JOIN up ON a.id = up.parent_id
       )
       SELECT id, parent_id, name, type, code, order_num FROM f
       UNION ALL
       SELECT id, parent_id, name, type, code, order_num FROM up
       ORDER BY order_num, id`,
      params,
    );
    return rows.map(toDetail);
  }

  /** One node if the caller may see it: a factory in scope, or an area holding one (at any depth). */
  async findInScope(id: number, scope: FactoryScope): Promise<AreaDetail | null> {
    const params: unknown[] = [id];
    const inScope = scopeCondition(scope, 'c.id', params);
    const { rows } = await this.db.query<AreaRow>(
      `WITH RECURSIVE down AS (
         SELECT id FROM sys_area WHERE id = $1
         UNION
         SELECT c.id FROM sys_area c JOIN down ON c.parent_id = down.id
       )
       SELECT a.id, a.parent_id, a.name, a.type, a.code FROM sys_area a
        WHERE a.id = $1
          AND EXISTS (SELECT 1 FROM sys_area c WHERE c.id IN (SELECT id FROM down) AND ${inScope})`,
      params,
    );
    const r = rows[0];
    return r ? toDetail(r) : null;
  }
}
