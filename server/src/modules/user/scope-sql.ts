/**
 * "The user's factory scope" in SQL, written once (docs/architecture.md §3 "Access and scope"): the union over the
 * user's enabled roles of each role's data scope (contract/role DATA_SCOPE): every factory for the admin role or a
 * role of scope ALL; the user's bound factories (sys_user_factory) for a role of scope BOUND; the factories at or under
 * the role's chosen areas and factories (sys_role_area) for a role of scope CHOSEN.
 *
 * The auth guard's principal (UserRepository.principal), the live hub's scopes, the people an order or a report
 * message may name and the files one may see all use these fragments, so they cannot drift apart. `user` and
 * `factory` are SQL expressions (`$1`, `u.user_id`); the fragments' own aliases start with `scope_`.
 */
import { DATA_SCOPE } from '../../../../contract/role';
import { ADMIN_ROLE_KEY } from '../../shared/principal';

const ENABLED_ROLES = (user: string) => `sys_user_role scope_ur
  JOIN sys_role scope_r ON scope_r.role_id = scope_ur.role_id AND scope_r.status = '0'
 WHERE scope_ur.user_id = ${user}`;

/** TRUE when `user` sees every factory: the enabled admin role, or an enabled role of scope ALL. */
export function allFactoriesSql(user: string): string {
  return `EXISTS (SELECT 1 FROM ${ENABLED_ROLES(user)}
                     AND (scope_r.role_key = '${ADMIN_ROLE_KEY}' OR scope_r.data_scope = '${DATA_SCOPE.ALL}'))`;
}

/**
 * A query of the factory ids `user` sees through roles of scope BOUND and CHOSEN, sorted, without duplicates (the
 * ALL case is allFactoriesSql's). A chosen area stands for every factory under it, however deep.
 */
export function scopedFactoriesSql(user: string): string {
  return `SELECT scope_uf.factory_id FROM sys_user_factory scope_uf
           WHERE scope_uf.user_id = ${user}
             AND EXISTS (SELECT 1 FROM ${ENABLED_ROLES(user)} AND scope_r.data_scope = '${DATA_SCOPE.BOUND}')
          UNION
          SELECT scope_down.id FROM (
            WITH RECURSIVE scope_tree (id, type) AS (
              SELECT scope_a.id, scope_a.type FROM sys_area scope_a
                JOIN sys_role_area scope_ra ON scope_ra.area_id = scope_a.id
                JOIN sys_role scope_r ON scope_r.role_id = scope_ra.role_id
                 AND scope_r.status = '0' AND scope_r.data_scope = '${DATA_SCOPE.CHOSEN}'
                JOIN sys_user_role scope_ur ON scope_ur.role_id = scope_r.role_id AND scope_ur.user_id = ${user}
              UNION
              SELECT scope_c.id, scope_c.type FROM sys_area scope_c JOIN scope_tree ON scope_c.parent_id = scope_tree.id
            )
            SELECT id FROM scope_tree WHERE type = 'factory'
          ) scope_down
          ORDER BY 1`;
}

/** TRUE when `factory` is in `user`'s scope. */
export function inFactoryScopeSql(user: string, factory: string): string {
  return `(${allFactoriesSql(user)} OR ${factory} IN (${scopedFactoriesSql(user)}))`;
}
