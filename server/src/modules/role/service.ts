/**
 * Checks and writes of role administration (docs/administration.md "角色管理"), each one transaction: any refusal rolls
 * back, so bad input or a refused call writes nothing. The session cache hears every write through the triggers of
 * migrations 015 and 021 ({"all": 1}), so a changed role reaches every instance within a second, nobody signed out.
 */
import {
  DATA_SCOPE,
  ROLE_MSG,
  type RoleAddBody,
  type RoleEditBody,
  type RoleStatusBody,
} from '../../../../contract/role/schemas';
import type { Db } from '../../db/client';
import { badInput, forbidden, notFound, refusal } from '../../errors';
import { hasPermission, isAdministrator, ADMIN_ROLE_KEY, type Principal } from '../../shared/principal';
import { claimVersion } from '../record-version/repository';
import { RoleRepository, type RoleFields } from './repository';

const fields = (body: RoleAddBody): RoleFields => ({
  roleName: body.roleName.trim(),
  roleKey: body.roleKey,
  roleSort: body.roleSort,
  status: body.status,
  dataScope: body.dataScope,
});

/** The chosen nodes of scope CHOSEN (factories and areas alike), none for the other scopes. */
const chosenNodes = (body: RoleAddBody): number[] =>
  body.dataScope === DATA_SCOPE.CHOSEN
    ? [...new Set([...(body.factoryIds ?? []), ...(body.areaIds ?? [])])]
    : [];

/** Each id of `ids` must be a node of `type`; the first that is not is named. */
function checkNodes(
  ids: number[] | undefined,
  types: Map<number, string>,
  type: string,
  field: string,
): void {
  const bad = (ids ?? []).findIndex((id) => types.get(id) !== type);
  if (bad !== -1)
    throw badInput(`body/${field}/${bad}`, `is not ${type === 'area' ? 'an area' : 'a factory'}`);
}

/**
 * Field rules TypeBox cannot say, and what a caller may hand out: every menu must exist; a caller who is no
 * administrator grants only codes they hold and no factory they do not see (else role administration would widen
 * their own reach).
 */
async function check(repo: RoleRepository, caller: Principal, body: RoleAddBody, selfId: number | null) {
  const codes = await repo.menuCodes(body.menuIds);
  const missing = body.menuIds.findIndex((id) => !codes.has(id));
  if (missing !== -1) throw badInput(`body/menuIds/${missing}`, 'is not a menu');
  const nodes = chosenNodes(body);
  if (body.dataScope === DATA_SCOPE.CHOSEN) {
    if (nodes.length === 0)
      throw badInput('body/factoryIds', 'must name a factory or an area for data scope 3');
    const types = await repo.nodeTypes(nodes);
    checkNodes(body.factoryIds, types, 'factory', 'factoryIds');
    checkNodes(body.areaIds, types, 'area', 'areaIds');
  }
  if (!isAdministrator(caller)) {
    if ([...codes.values()].some((code) => code !== '' && !hasPermission(caller, code)))
      throw forbidden(ROLE_MSG.MENUS_BEYOND_YOURS);
    const seen = caller.factoryIds;
    if (seen !== 'all') {
      const beyond =
        body.dataScope === DATA_SCOPE.ALL ||
        (await repo.factoriesUnder(nodes)).some((factoryId) => !seen.includes(factoryId));
      if (beyond) throw forbidden(ROLE_MSG.SCOPE_BEYOND_YOURS);
    }
  }
  const taken = await repo.taken(body.roleKey, body.roleName.trim(), selfId);
  if (taken.key) throw refusal(ROLE_MSG.keyTaken(body.roleKey));
  if (taken.name) throw refusal(ROLE_MSG.nameTaken(body.roleName.trim()));
}

export class RoleService {
  constructor(private readonly db: Db) {}

  async add(caller: Principal, body: RoleAddBody): Promise<number> {
    return this.db.transaction(async (tx) => {
      const repo = new RoleRepository(tx);
      await check(repo, caller, body, null);
      const roleId = await repo.insert(fields(body));
      if (roleId === null) throw refusal(ROLE_MSG.keyTaken(body.roleKey));
      await repo.replaceMenus(roleId, body.menuIds);
      await repo.replaceAreas(roleId, chosenNodes(body));
      return roleId;
    });
  }

  async edit(caller: Principal, body: RoleEditBody, now: Date): Promise<void> {
    await this.db.transaction(async (tx) => {
      const repo = new RoleRepository(tx);
      await this.lockEditable(repo, [body.roleId]);
      await check(repo, caller, body, body.roleId);
      await claimVersion(
        tx,
        { record: 'role', id: body.roleId, version: body.version, userId: caller.userId, now },
        () => repo.find(body.roleId),
      );
      await repo.update(body.roleId, fields(body));
      await repo.replaceMenus(body.roleId, body.menuIds);
      await repo.replaceAreas(body.roleId, chosenNodes(body));
    });
  }

  async changeStatus(body: RoleStatusBody): Promise<void> {
    await this.db.transaction(async (tx) => {
      const repo = new RoleRepository(tx);
      await this.lockEditable(repo, [body.roleId]);
      await repo.setStatus(body.roleId, body.status);
    });
  }

  /** Deletes the roles, all or none: refused while a user holds one, naming the role and how many hold it. */
  async remove(roleIds: number[]): Promise<void> {
    const ids = [...new Set(roleIds)];
    await this.db.transaction(async (tx) => {
      const repo = new RoleRepository(tx);
      const roles = await this.lockEditable(repo, ids);
      const held = await repo.holders(ids);
      for (const id of ids) {
        const users = held.get(id);
        if (users) throw refusal(ROLE_MSG.inUse(roles.get(id)!.name, users));
      }
      await repo.delete(ids);
    });
  }

  /** Locks the roles; a missing one is 404, the admin role is refused (it holds everything by its key). */
  private async lockEditable(repo: RoleRepository, ids: number[]) {
    const roles = await repo.lockKeys(ids);
    if (roles.size !== ids.length) throw notFound(ROLE_MSG.NOT_FOUND);
    if ([...roles.values()].some((r) => r.key === ADMIN_ROLE_KEY)) throw refusal(ROLE_MSG.ADMIN_PROTECTED);
    return roles;
  }
}
