/** All SQL about menus and role-menu grants. */
import type { Db } from '../../db/client';
import type { Principal } from '../../shared/principal';
import { ALL_PERMISSION } from '../../../../contract/system/schemas';
import { grantsMenuSql } from '../user/permission-sql';

export interface MenuRow {
  menu_id: number;
  parent_id: number;
  menu_name: string;
  path: string;
  component: string;
  perms: string;
  menu_type: 'M' | 'C' | 'F';
  visible: string;
  icon: string;
  is_frame: string;
  keep_alive: boolean;
  affix: boolean;
  allow_back: boolean;
  target: string;
  active_menu: string;
}

const isAdmin = (p: Pick<Principal, 'permissions'>): boolean => p.permissions.includes(ALL_PERMISSION);

/** Non-admins only see menus granted to one of their enabled roles. */
const GRANTED = grantsMenuSql('$1', 'm.menu_id');

export class MenuRepository {
  constructor(private readonly db: Db) {}

  /** Directories and pages (no buttons) the user may see, optionally of one remark (console). */
  async routerMenus(principal: Principal, remark: string | undefined): Promise<MenuRow[]> {
    const { rows } = await this.db.query<MenuRow>(
      `SELECT m.menu_id, m.parent_id, m.menu_name, m.path, m.component, m.perms, m.menu_type, m.visible, m.icon,
              m.is_frame, m.keep_alive, m.affix, m.allow_back, m.target, m.active_menu
         FROM sys_menu m
        WHERE m.menu_type IN ('M', 'C') AND m.status = '0'
          AND ($2::text IS NULL OR m.remark = $2)
          AND ($3 OR ${GRANTED})
        ORDER BY m.parent_id, m.order_num, m.menu_id`,
      [principal.userId, remark ?? null, isAdmin(principal)],
    );
    return rows;
  }

  /** Button codes directly under a menu that the user holds. */
  async buttonPerms(principal: Principal, menuId: number): Promise<string[]> {
    const { rows } = await this.db.query<{ perms: string }>(
      `SELECT m.perms FROM sys_menu m
        WHERE m.parent_id = $2 AND m.menu_type = 'F' AND m.status = '0' AND m.perms <> ''
          AND ($3 OR ${GRANTED})
        ORDER BY m.order_num, m.menu_id`,
      [principal.userId, menuId, isAdmin(principal)],
    );
    return [...new Set(rows.map((r) => r.perms))];
  }
}
