/**
 * Area/factory writes, each one short transaction: checks first, then the write; a refusal rolls back.
 * Scope (docs/architecture.md §3): a non-admin reaches a node only if one of their factories is at or below it; any
 * other node answers 404 like a missing one (the rule of GET /api/system/area/{id}).
 */
import {
  AREA_ADMIN_MSG,
  AREA_RULE,
  coordinateDigits,
  type AreaAddBody,
  type AreaEditBody,
} from '../../../../contract/area/schemas';
import type { Db } from '../../db/client';
import { badInput, forbidden, notFound, refusal } from '../../errors';
import { at, type Clock } from '../../shared/clock';
import { inScope } from '../../shared/factory-scope';
import type { Principal } from '../../shared/principal';
import { claimVersion } from '../record-version/repository';
import { AreaAdminRepository } from './admin-repository';

async function reachable(repo: AreaAdminRepository, caller: Principal, id: number): Promise<boolean> {
  if (caller.factoryIds === 'all') return true;
  return (await repo.factoriesUnder(id)).some((f) => inScope(caller.factoryIds, f));
}

/** Field rules TypeBox cannot say, and the parent rules of the tree. */
async function check(repo: AreaAdminRepository, caller: Principal, body: AreaAddBody, selfId: number | null) {
  for (const key of ['longitude', 'latitude'] as const) {
    const v = body[key];
    if (v != null && coordinateDigits(v) > AREA_RULE.MAX_COORD_DIGITS) {
      throw badInput(`body/${key}`, `must have at most ${AREA_RULE.MAX_COORD_DIGITS} digits`);
    }
  }
  if (body.districtCode && !(await repo.districtExists(body.districtCode))) {
    throw badInput('body/districtCode', 'is not a district');
  }
  if (body.parentId === 0) {
    if (body.type === 'factory') throw badInput('body/parentId', 'of a factory must be an area');
    if (caller.factoryIds !== 'all') throw forbidden(AREA_ADMIN_MSG.ROOT_ADMIN_ONLY);
  } else {
    const parent = await repo.find(body.parentId);
    if (!parent || !(await reachable(repo, caller, parent.id)))
      throw badInput('body/parentId', 'is not an area of yours');
    if (parent.type !== 'area') throw badInput('body/parentId', 'must be an area');
    if (selfId !== null && (await repo.ancestry(parent.id)).includes(selfId)) {
      throw badInput('body/parentId', 'must not be the area itself or below it');
    }
  }
  if (await repo.codeTaken(body.code, selfId)) throw refusal(AREA_ADMIN_MSG.codeTaken(body.code));
}

export class AreaAdminService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async add(caller: Principal, body: AreaAddBody): Promise<number> {
    return this.db.transaction(async (tx) => {
      const repo = new AreaAdminRepository(tx);
      await check(repo, caller, body, null);
      const id = await repo.insert(body);
      // A non-admin's new factory is bound to them, or they could never see it again.
      if (body.type === 'factory' && caller.factoryIds !== 'all') await repo.bindUser(caller.userId, id);
      return id;
    });
  }

  async edit(caller: Principal, body: AreaEditBody): Promise<void> {
    await this.db.transaction(async (tx) => {
      const repo = new AreaAdminRepository(tx);
      const node = await repo.find(body.id, true);
      if (!node || !(await reachable(repo, caller, node.id))) throw notFound(AREA_ADMIN_MSG.NOT_FOUND);
      await check(repo, caller, body, body.id);
      if (node.type === 'area' && body.type === 'factory' && (await repo.hasChildren(body.id))) {
        throw refusal(AREA_ADMIN_MSG.TYPE_HAS_CHILDREN);
      }
      if (node.type === 'factory' && body.type === 'area' && (await repo.hasUsers(body.id))) {
        throw refusal(AREA_ADMIN_MSG.TYPE_HAS_USERS);
      }
      await claimVersion(
        tx,
        { record: 'area', id: body.id, version: body.version, userId: caller.userId, now: at(this.clock) },
        () => repo.find(body.id),
      );
      await repo.update(body.id, body);
    });
  }

  async remove(caller: Principal, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const repo = new AreaAdminRepository(tx);
      const node = await repo.find(id, true);
      if (!node || !(await reachable(repo, caller, id))) throw notFound(AREA_ADMIN_MSG.NOT_FOUND);
      if (await repo.hasChildren(id)) throw refusal(AREA_ADMIN_MSG.HAS_CHILDREN);
      if (await repo.hasUsers(id)) throw refusal(AREA_ADMIN_MSG.HAS_USERS);
      await repo.delete(id);
    });
  }
}
