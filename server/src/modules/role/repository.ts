/** All SQL about roles: the list, one role with its grants and scope, their writes (sys_role_menu, sys_role_area). */
import type { Db } from '../../db/client';
import type {
  DataScope,
  MenuGrantNode,
  RoleAddBody,
  RoleDetail,
  RoleListQuery,
  RoleRow,
} from '../../../../contract/role/schemas';
import { containsPattern } from '../../shared/like';
import type { PageWindow } from '../../shared/paging';

interface Row {
  role_id: number;
  role_name: string;
  role_key: string;
  role_sort: number;
  status: '0' | '1';
  data_scope: DataScope;
  user_count: number;
  version: number;
}

const COLUMNS = `r.role_id, r.role_name, r.role_key, r.role_sort, r.status, r.data_scope, r.version,
  (SELECT count(*)::int FROM sys_user_role ur WHERE ur.role_id = r.role_id) AS user_count`;

const toRow = (r: Row): RoleRow => ({
  roleId: r.role_id,
  roleName: r.role_name,
  roleKey: r.role_key,
  roleSort: r.role_sort,
  status: r.status,
  dataScope: r.data_scope,
  userCount: r.user_count,
  version: r.version,
});

/** What a role's writes set on sys_role itself. */
export type RoleFields = Pick<RoleAddBody, 'roleName' | 'roleKey' | 'roleSort' | 'status' | 'dataScope'>;

export class RoleRepository {
  constructor(private readonly db: Db) {}

  async page(query: RoleListQuery, window: PageWindow): Promise<{ rows: RoleRow[]; total: number }> {
    const params: unknown[] = [
      query.roleName ? containsPattern(query.roleName) : null,
      query.roleKey ? containsPattern(query.roleKey) : null,
      query.status || null,
    ];
    const where = `($1::text IS NULL OR r.role_name ILIKE $1) AND ($2::text IS NULL OR r.role_key ILIKE $2)
                   AND ($3::text IS NULL OR r.status = $3)`;
    const total = await this.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM sys_role r WHERE ${where}`,
      params,
    );
    const { rows } = await this.db.query<Row>(
      `SELECT ${COLUMNS} FROM sys_role r WHERE ${where}
        ORDER BY r.role_sort, r.role_id LIMIT $4 OFFSET $5`,
      [...params, window.limit, window.offset],
    );
    return { rows: rows.map(toRow), total: total.rows[0]?.n ?? 0 };
  }

  /** The role with its granted menus and chosen areas and factories; null when there is none. */
  async find(roleId: number): Promise<RoleDetail | null> {
    const { rows } = await this.db.query<
      Row & { menu_ids: number[]; factory_ids: number[]; area_ids: number[] }
    >(
      `SELECT ${COLUMNS},
              ARRAY(SELECT menu_id FROM sys_role_menu WHERE role_id = r.role_id ORDER BY menu_id) AS menu_ids,
              ARRAY(SELECT a.id FROM sys_role_area ra JOIN sys_area a ON a.id = ra.area_id
                     WHERE ra.role_id = r.role_id AND a.type = 'factory' ORDER BY a.id) AS factory_ids,
              ARRAY(SELECT a.id FROM sys_role_area ra JOIN sys_area a ON a.id = ra.area_id
                     WHERE ra.role_id = r.role_id AND a.type = 'area' ORDER BY a.id) AS area_ids
         FROM sys_role r WHERE r.role_id = $1`,
      [roleId],
    );
    const r = rows[0];
    return r ? { ...toRow(r), menuIds: r.menu_ids, factoryIds: r.factory_ids, areaIds: r.area_ids } : null;
  }

  /** Keys of the roles among `roleIds`, locking them for the transaction (missing ids are left out). */
  async lockKeys(roleIds: number[]): Promise<Map<number, { key: string; name: string }>> {
    const { rows } = await this.db.query<{ role_id: number; role_key: string; role_name: string }>(
      'SELECT role_id, role_key, role_name FROM sys_role WHERE role_id = ANY($1::int[]) ORDER BY role_id FOR UPDATE',
      [roleIds],
    );
    return new Map(rows.map((r) => [r.role_id, { key: r.role_key, name: r.role_name }]));
  }

  /** Which of a key (any case) and a name another role than `selfId` already has. */
  async taken(key: string, name: string, selfId: number | null): Promise<{ key: boolean; name: boolean }> {
    const { rows } = await this.db.query<{ key: boolean; name: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM sys_role WHERE lower(role_key) = lower($1) AND role_id IS DISTINCT FROM $3) AS key,
              EXISTS (SELECT 1 FROM sys_role WHERE role_name = $2 AND role_id IS DISTINCT FROM $3) AS name`,
      [key, name, selfId],
    );
    return rows[0] ?? { key: false, name: false };
  }

  /** The new role's id, or null when its key was taken meanwhile (a concurrent add). */
  async insert(f: RoleFields): Promise<number | null> {
    const { rows } = await this.db.query<{ role_id: number }>(
      `INSERT INTO sys_role (role_name, role_key, role_sort, status, data_scope) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (role_key) DO NOTHING RETURNING role_id`,
      [f.roleName, f.roleKey, f.roleSort, f.status, f.dataScope],
    );
    return rows[0]?.role_id ?? null;
  }

  async update(roleId: number, f: RoleFields): Promise<void> {
    await this.db.query(
      `UPDATE sys_role SET role_name = $2, role_key = $3, role_sort = $4, status = $5, data_scope = $6
        WHERE role_id = $1`,
      [roleId, f.roleName, f.roleKey, f.roleSort, f.status, f.dataScope],
    );
  }

  async setStatus(roleId: number, status: '0' | '1'): Promise<void> {
    await this.db.query('UPDATE sys_role SET status = $2 WHERE role_id = $1', [roleId, status]);
  }

  /** Replaces the role's menus (one statement each way: one notification for the session cache). */
  async replaceMenus(roleId: number, menuIds: number[]): Promise<void> {
    await this.db.query('DELETE FROM sys_role_menu WHERE role_id = $1', [roleId]);
    await this.db.query(
      'INSERT INTO sys_role_menu (role_id, menu_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING',
      [roleId, menuIds],
    );
  }

  /** Replaces the role's chosen areas and factories. */
  async replaceAreas(roleId: number, areaIds: number[]): Promise<void> {
    await this.db.query('DELETE FROM sys_role_area WHERE role_id = $1', [roleId]);
    await this.db.query(
      'INSERT INTO sys_role_area (role_id, area_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING',
      [roleId, areaIds],
    );
  }

  /** The codes of the menus among `menuIds` ('' for none), by id: a missing id is left out. */
  async menuCodes(menuIds: number[]): Promise<Map<number, string>> {
    const { rows } = await this.db.query<{ menu_id: number; perms: string }>(
      'SELECT menu_id, perms FROM sys_menu WHERE menu_id = ANY($1::int[])',
      [menuIds],
    );
    return new Map(rows.map((r) => [r.menu_id, r.perms]));
  }

  /** The type of each node among `ids` ('area' or 'factory'): a missing id is left out. */
  async nodeTypes(ids: number[]): Promise<Map<number, string>> {
    const { rows } = await this.db.query<{ id: number; type: string }>(
      'SELECT id, type FROM sys_area WHERE id = ANY($1::int[])',
      [ids],
    );
    return new Map(rows.map((r) => [r.id, r.type]));
  }

  /** The factories at or under the nodes `ids`, however deep: what a chosen set stands for. */
  async factoriesUnder(ids: number[]): Promise<number[]> {
    const { rows } = await this.db.query<{ id: number }>(
      `WITH RECURSIVE t (id, type) AS (
         SELECT id, type FROM sys_area WHERE id = ANY($1::int[])
         UNION
         SELECT c.id, c.type FROM sys_area c JOIN t ON c.parent_id = t.id
       )
       SELECT id FROM t WHERE type = 'factory' ORDER BY id`,
      [ids],
    );
    return rows.map((r) => r.id);
  }

  /** How many users hold each of `roleIds` (ids nobody holds are left out). */
  async holders(roleIds: number[]): Promise<Map<number, number>> {
    const { rows } = await this.db.query<{ role_id: number; n: number }>(
      `SELECT role_id, count(*)::int AS n FROM sys_user_role WHERE role_id = ANY($1::int[]) GROUP BY role_id`,
      [roleIds],
    );
    return new Map(rows.map((r) => [r.role_id, r.n]));
  }

  async delete(roleIds: number[]): Promise<void> {
    await this.db.query('DELETE FROM sys_role WHERE role_id = ANY($1::int[])', [roleIds]);
  }

  /** Every menu of every subsystem with its buttons, as a tree in menu order (the grant tree). */
  async menuTree(): Promise<MenuGrantNode[]> {
    const { rows } = await this.db.query<{
      menu_id: number;
      parent_id: number;
      menu_name: string;
      menu_type: 'M' | 'C' | 'F';
      perms: string;
    }>(
      `SELECT menu_id, parent_id, menu_name, menu_type, perms FROM sys_menu
        ORDER BY parent_id, order_num, menu_id`,
    );
    const nodes = new Map<number, MenuGrantNode>(
      rows.map((r) => [
        r.menu_id,
        { id: r.menu_id, label: r.menu_name, menuType: r.menu_type, perms: r.perms },
      ]),
    );
    const roots: MenuGrantNode[] = [];
    for (const r of rows) {
      const node = nodes.get(r.menu_id)!;
      const parent = r.parent_id === r.menu_id ? undefined : nodes.get(r.parent_id);
      if (parent) (parent.children ??= []).push(node);
      else roots.push(node);
    }
    return roots;
  }
}
