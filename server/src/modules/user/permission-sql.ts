/**
 * "The user holds this permission" in SQL, written once (docs/architecture.md §3). A code is held
 * through an enabled role (sys_role.status '0') granting an enabled menu (sys_menu.status '0') whose perms
 * is the code; a user with the enabled admin role holds every code, whatever the menus of their roles.
 *
 * The auth guard's principal (UserRepository.principal), the menus and buttons a user sees, the people a
 * command may name and the people the pickers offer all use these fragments, so they cannot drift apart.
 * `user` is an SQL expression for the user's id (`$1`, `u.user_id`); the fragments' own aliases start
 * with `perm_` so they never shadow the caller's.
 */
import { ADMIN_ROLE_KEY } from '../../shared/principal';

/** Rows `perm_ur.user_id`, `perm_m.perms` of every code granted through an enabled role's enabled menu. */
const GRANTS = `sys_user_role perm_ur
  JOIN sys_role perm_r ON perm_r.role_id = perm_ur.role_id AND perm_r.status = '0'
  JOIN sys_role_menu perm_rm ON perm_rm.role_id = perm_r.role_id
  JOIN sys_menu perm_m ON perm_m.menu_id = perm_rm.menu_id AND perm_m.status = '0'`;

/** A query of the distinct non-empty codes `user`'s roles grant, sorted (the admin rule is the caller's). */
export function grantedCodesSql(user: string): string {
  return `SELECT DISTINCT perm_m.perms FROM ${GRANTS}
           WHERE perm_ur.user_id = ${user} AND perm_m.perms <> '' ORDER BY perm_m.perms`;
}

/** TRUE when one of `user`'s enabled roles grants the (enabled) menu `menu` (the admin rule is the caller's). */
export function grantsMenuSql(user: string, menu: string): string {
  return `EXISTS (SELECT 1 FROM ${GRANTS} WHERE perm_ur.user_id = ${user} AND perm_m.menu_id = ${menu})`;
}

/** TRUE when `user` has the enabled admin role. */
export function isAdminSql(user: string): string {
  return `EXISTS (SELECT 1 FROM sys_user_role perm_ur
                    JOIN sys_role perm_r ON perm_r.role_id = perm_ur.role_id AND perm_r.status = '0'
                   WHERE perm_ur.user_id = ${user} AND perm_r.role_key = '${ADMIN_ROLE_KEY}')`;
}

/** TRUE when `user` holds one of `codes` (an SQL text[] expression, e.g. `$2::text[]`); admin holds all. */
export function holdsAnyCodeSql(user: string, codes: string): string {
  return `(${isAdminSql(user)} OR EXISTS (SELECT 1 FROM ${GRANTS}
            WHERE perm_ur.user_id = ${user} AND perm_m.perms = ANY(${codes})))`;
}
