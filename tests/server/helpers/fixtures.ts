/** Test data beyond the demo seed: extra users and role grants, written straight to the file's database. */
import type { Db } from '../../../server/src/db/client';
import { hashPassword } from '../../../server/src/shared/password';

export interface TestUser {
  userName: string;
  password: string;
  roleId: number;
  factories: number[];
}

/** Creates an enabled user with one role and its factory bindings; returns the user id. */
export async function createUser(db: Db, user: TestUser): Promise<number> {
  const { rows } = await db.query<{ user_id: number }>(
    'INSERT INTO sys_user (user_name, nick_name, password_hash) VALUES ($1, $1, $2) RETURNING user_id',
    [user.userName, await hashPassword(user.password)],
  );
  const userId = rows[0]!.user_id;
  await db.query('INSERT INTO sys_user_role (user_id, role_id) VALUES ($1, $2)', [userId, user.roleId]);
  for (const f of user.factories) {
    await db.query('INSERT INTO sys_user_factory (user_id, factory_id) VALUES ($1, $2)', [userId, f]);
  }
  return userId;
}

/** Creates an empty role (no menus, so no codes); returns its id. */
export async function createRole(db: Db, key: string): Promise<number> {
  const { rows } = await db.query<{ role_id: number }>(
    'INSERT INTO sys_role (role_key, role_name) VALUES ($1, $1) RETURNING role_id',
    [key],
  );
  return rows[0]!.role_id;
}

/** Adds every menu carrying one of `codes` to the role. */
export async function grantCodes(db: Db, roleId: number, codes: string[]): Promise<void> {
  await db.query(
    `INSERT INTO sys_role_menu (role_id, menu_id)
     SELECT $1, menu_id FROM sys_menu WHERE perms = ANY($2::text[]) ON CONFLICT DO NOTHING`,
    [roleId, codes],
  );
}

/** Gives the role every menu except those carrying `code`: it then holds every code but that one. */
export async function grantAllBut(db: Db, roleId: number, code: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('DELETE FROM sys_role_menu WHERE role_id = $1', [roleId]);
    await tx.query(
      'INSERT INTO sys_role_menu (role_id, menu_id) SELECT $1, menu_id FROM sys_menu WHERE perms <> $2',
      [roleId, code],
    );
  });
}

export async function boundFactories(db: Db, userId: number): Promise<number[]> {
  const { rows } = await db.query<{ factory_id: number }>(
    'SELECT factory_id FROM sys_user_factory WHERE user_id = $1 ORDER BY factory_id',
    [userId],
  );
  return rows.map((r) => r.factory_id);
}

/**
 * An external-link menu (is_frame '0', opened in a new window, no console route) granted to the roles: the
 * demo seed has none, the server and the console still handle them.
 */
export async function addLinkMenu(
  db: Db,
  menu: { id: number; parentId: number; title: string; url: string; roleIds: number[] },
): Promise<void> {
  await db.query(
    `INSERT INTO sys_menu (menu_id, parent_id, menu_name, path, menu_type, icon, order_num, is_frame, target)
     VALUES ($1, $2, $3, $4, 'C', 'screen', 99, '0', '_blank')`,
    [menu.id, menu.parentId, menu.title, menu.url],
  );
  for (const roleId of menu.roleIds) {
    await db.query('INSERT INTO sys_role_menu (role_id, menu_id) VALUES ($1, $2)', [roleId, menu.id]);
  }
}
