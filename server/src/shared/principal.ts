/** The signed-in user the auth guard puts on every guarded request (docs/architecture.md §3). */
import type { FastifyRequest } from 'fastify';
import { ALL_PERMISSION } from '../../../contract/system/schemas';
import { unauthorized } from '../errors';

export interface Principal {
  userId: number;
  userName: string;
  loginId: number;
  roleKeys: string[];
  /** `['*:*:*']` for admin, else the distinct menu codes of the user's roles */
  permissions: string[];
  /** factories the user may see; 'all' for admin */
  factoryIds: number[] | 'all';
}

export const ADMIN_ROLE_KEY = 'admin';

/**
 * True for a holder of the enabled admin role. Not the same as seeing every factory: a role's data scope may give
 * every factory to someone who is no administrator (docs/administration.md "角色管理").
 */
export function isAdministrator(principal: Pick<Principal, 'roleKeys'>): boolean {
  return principal.roleKeys.includes(ADMIN_ROLE_KEY);
}

export function hasPermission(principal: Pick<Principal, 'permissions'>, code: string): boolean {
  return principal.permissions.includes(ALL_PERMISSION) || principal.permissions.includes(code);
}

/** The principal of a SIGNED_IN or permission-coded route; the guard has already refused anonymous calls. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized();
  return request.principal;
}
