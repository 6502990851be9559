/** SQL of 菜单管理 (docs/administration.md "菜单管理"): every menu row, as administrators edit them. */
import type { MenuForm, MenuListQuery, MenuRow, MenuType } from '../../../../contract/menu/schemas';
import type { Db } from '../../db/client';

const COLUMNS = `menu_id AS "menuId", parent_id AS "parentId", menu_name AS "menuName", menu_type AS "menuType",
  order_num AS "orderNum", path, component, perms, icon, visible, status, is_frame AS "isFrame",
  keep_alive AS "keepAlive", affix, allow_back AS "allowBack", active_menu AS "activeMenu", target, version`;

/** The form's fields in the column order of INSERT and UPDATE below ($1 … $16). */
const values = (f: MenuForm): unknown[] => [
  f.parentId,
  f.menuName,
  f.menuType,
  f.orderNum,
  f.path,
  f.component,
  f.perms,
  f.icon,
  f.visible,
  f.status,
  f.isFrame,
  f.keepAlive,
  f.affix,
  f.allowBack,
  f.activeMenu,
  f.target,
];

const like = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export class MenuAdminRepository {
  constructor(private readonly db: Db) {}

  /** Every menu of the console (remark 'woms'), in tree order; a name filter keeps matching rows only (RuoYi). */
  async list(q: MenuListQuery): Promise<MenuRow[]> {
    const { rows } = await this.db.query<MenuRow>(
      `SELECT ${COLUMNS} FROM sys_menu
        WHERE ($1::text IS NULL OR menu_name ILIKE $1) AND ($2::text IS NULL OR status = $2)
        ORDER BY parent_id, order_num, menu_id`,
      [q.menuName ? like(q.menuName) : null, q.status || null],
    );
    return rows;
  }

  async byId(id: number): Promise<MenuRow | null> {
    const { rows } = await this.db.query<MenuRow>(`SELECT ${COLUMNS} FROM sys_menu WHERE menu_id = $1`, [id]);
    return rows[0] ?? null;
  }

  /** The ids of a menu and everything under it. */
  async subtree(id: number): Promise<number[]> {
    const { rows } = await this.db.query<{ id: number }>(
      `WITH RECURSIVE t AS (SELECT menu_id FROM sys_menu WHERE menu_id = $1
                            UNION SELECT m.menu_id FROM sys_menu m JOIN t ON m.parent_id = t.menu_id)
       SELECT menu_id AS id FROM t`,
      [id],
    );
    return rows.map((r) => r.id);
  }

  /** The distinct types of a menu's children (none: it has no children). */
  async childTypes(id: number): Promise<MenuType[]> {
    const { rows } = await this.db.query<{ t: MenuType }>(
      'SELECT DISTINCT menu_type AS t FROM sys_menu WHERE parent_id = $1',
      [id],
    );
    return rows.map((r) => r.t);
  }

  async insert(f: MenuForm): Promise<number> {
    const { rows } = await this.db.query<{ id: number }>(
      `INSERT INTO sys_menu (parent_id, menu_name, menu_type, order_num, path, component, perms, icon, visible, status,
                             is_frame, keep_alive, affix, allow_back, active_menu, target)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
       RETURNING menu_id AS id`,
      values(f),
    );
    return rows[0]!.id;
  }

  /** False when the menu is gone. */
  async update(id: number, f: MenuForm): Promise<boolean> {
    const { rows } = await this.db.query(
      `UPDATE sys_menu SET parent_id = $1, menu_name = $2, menu_type = $3, order_num = $4, path = $5, component = $6,
              perms = $7, icon = $8, visible = $9, status = $10, is_frame = $11, keep_alive = $12, affix = $13,
              allow_back = $14, active_menu = $15, target = $16
        WHERE menu_id = $17 RETURNING menu_id`,
      [...values(f), id],
    );
    return rows.length > 0;
  }

  /** Deletes a menu without children (the caller checked); its role grants go with it (ON DELETE CASCADE). */
  async remove(id: number): Promise<boolean> {
    const { rows } = await this.db.query(
      `DELETE FROM sys_menu WHERE menu_id = $1 AND NOT EXISTS (SELECT 1 FROM sys_menu c WHERE c.parent_id = $1)
       RETURNING menu_id`,
      [id],
    );
    return rows.length > 0;
  }
}
