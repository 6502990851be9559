/**
 * Checks and writes of user administration, each a short transaction: any refusal rolls back, so bad
 * input or a refused call writes nothing.
 */
import {
  ID_TYPE_ID_CARD,
  RULE,
  USER_MSG,
  type ChangeStatusBody,
  type ResetPwdBody,
  type UserAddBody,
  type UserEditBody,
} from '../../../../contract/user/schemas';
import { SESSION_END_REASON } from '../../../../contract/online/schemas';
import type { Db } from '../../db/client';
import { badInput, forbidden, notFound, refusal } from '../../errors';
import { ADMIN_ROLE_KEY, isAdministrator, type Principal } from '../../shared/principal';
import { bindFactories } from './factory-binding';
import { claimVersion } from '../record-version/repository';
import { UserRepository } from './repository';
import { UserAdminRepository, type UserFields } from './admin-repository';

/** Rules TypeBox cannot say: the ID-card pattern applies only when idType is the ID card. */
function checkIdNumber(idType: string | undefined, idNumber: string | undefined): void {
  if (idType === ID_TYPE_ID_CARD && !new RegExp(RULE.ID_CARD).test(idNumber ?? '')) {
    throw badInput('body/idNumber', 'has an invalid format');
  }
}

function fields(body: UserAddBody | UserEditBody): UserFields {
  return {
    nickName: body.nickName,
    phonenumber: body.phonenumber,
    email: body.email,
    sex: body.sex,
    remark: body.remark,
    deptId: body.deptId,
    idType: body.idType,
    idNumber: body.idNumber,
    addr: body.addr,
    status: body.status,
  };
}

async function checkRefs(repo: UserAdminRepository, caller: Principal, body: UserAddBody | UserEditBody) {
  checkIdNumber(body.idType, body.idNumber);
  if (body.deptId != null && !(await repo.deptExists(body.deptId)))
    throw badInput('body/deptId', 'is not a department');
  if (body.roleIds) {
    const keys = await repo.roleKeys(body.roleIds);
    const bad = body.roleIds.findIndex((id) => !keys.has(id));
    if (bad !== -1) throw badInput(`body/roleIds/${bad}`, 'is not a role');
    if (!isAdministrator(caller) && [...keys.values()].includes(ADMIN_ROLE_KEY)) {
      throw forbidden(USER_MSG.ADMIN_ROLE_FORBIDDEN);
    }
  }
}

/** Only an admin may change an admin account (a reset password would otherwise hand over `*:*:*`). */
async function refuseAdminTargets(
  repo: UserAdminRepository,
  caller: Principal,
  ids: number[],
): Promise<void> {
  if (isAdministrator(caller)) return;
  for (const id of ids) {
    if (await repo.isAdmin(id)) throw forbidden(USER_MSG.ADMIN_TARGET_FORBIDDEN);
  }
}

export class UserAdminService {
  constructor(private readonly db: Db) {}

  async add(caller: Principal, body: UserAddBody, passwordHash: string): Promise<number> {
    if (caller.factoryIds !== 'all' && !body.factoryIds?.length) {
      throw badInput('body/factoryIds', 'must name at least one factory of yours');
    }
    return this.db.transaction(async (tx) => {
      const repo = new UserAdminRepository(tx);
      await checkRefs(repo, caller, body);
      const userId = await repo.insert(body.userName, passwordHash, fields(body));
      if (userId === null) throw refusal(USER_MSG.duplicate(body.userName));
      if (body.roleIds) await repo.replaceRoles(userId, body.roleIds);
      if (body.factoryIds) await bindFactories(tx, caller.factoryIds, userId, body.factoryIds);
      return userId;
    });
  }

  async edit(caller: Principal, body: UserEditBody, now: Date): Promise<void> {
    await this.db.transaction(async (tx) => {
      const repo = new UserAdminRepository(tx);
      if ((await repo.idsInScope([body.userId], caller.factoryIds, true)).length === 0)
        throw notFound(USER_MSG.NOT_FOUND);
      await checkRefs(repo, caller, body);
      const f = fields(body);
      if (f.status === '1') await this.refuseDisabling(repo, caller, body.userId);
      await refuseAdminTargets(repo, caller, [body.userId]);
      await claimVersion(
        tx,
        { record: 'user', id: body.userId, version: body.version, userId: caller.userId, now },
        () => new UserRepository(tx).profile(body.userId),
      );
      await repo.update(body.userId, f);
      if (f.status === '1') await repo.revokeLogins(body.userId, now, SESSION_END_REASON.ACCOUNT_DISABLED);
      if (body.roleIds) {
        await repo.replaceRoles(body.userId, body.roleIds);
        if ((await repo.adminsLeft([])) === 0) throw refusal(USER_MSG.DEMOTE_LAST_ADMIN);
      }
    });
  }

  async remove(caller: Principal, userIds: number[]): Promise<void> {
    const ids = [...new Set(userIds)];
    if (ids.includes(caller.userId)) throw refusal(USER_MSG.DELETE_SELF);
    await this.db.transaction(async (tx) => {
      const repo = new UserAdminRepository(tx);
      const found = await repo.idsInScope(ids, caller.factoryIds, true);
      if (found.length !== ids.length) throw notFound(USER_MSG.NOT_FOUND);
      if ((await repo.adminsLeft(ids)) === 0) throw refusal(USER_MSG.DELETE_LAST_ADMIN);
      await refuseAdminTargets(repo, caller, ids);
      await repo.delete(ids);
    });
  }

  async resetPassword(caller: Principal, body: ResetPwdBody, passwordHash: string, now: Date): Promise<void> {
    await this.db.transaction(async (tx) => {
      const repo = new UserAdminRepository(tx);
      if ((await repo.idsInScope([body.userId], caller.factoryIds, true)).length === 0)
        throw notFound(USER_MSG.NOT_FOUND);
      await refuseAdminTargets(repo, caller, [body.userId]);
      const name = await repo.userName(body.userId);
      if (body.userName !== undefined && name?.toLowerCase() !== body.userName.toLowerCase()) {
        throw badInput('body/userName', 'does not match userId');
      }
      await repo.setPassword(body.userId, passwordHash);
      await repo.revokeLogins(body.userId, now, SESSION_END_REASON.PASSWORD_RESET);
    });
  }

  async changeStatus(caller: Principal, body: ChangeStatusBody, now: Date): Promise<void> {
    await this.db.transaction(async (tx) => {
      const repo = new UserAdminRepository(tx);
      if ((await repo.idsInScope([body.userId], caller.factoryIds, true)).length === 0)
        throw notFound(USER_MSG.NOT_FOUND);
      if (body.status === '1') await this.refuseDisabling(repo, caller, body.userId);
      await refuseAdminTargets(repo, caller, [body.userId]);
      await repo.setStatus(body.userId, body.status);
      if (body.status === '1') await repo.revokeLogins(body.userId, now, SESSION_END_REASON.ACCOUNT_DISABLED);
    });
  }

  private async refuseDisabling(repo: UserAdminRepository, caller: Principal, userId: number): Promise<void> {
    if (userId === caller.userId) throw refusal(USER_MSG.DISABLE_SELF);
    if ((await repo.isAdmin(userId)) && (await repo.adminsLeft([userId])) === 0) {
      throw refusal(USER_MSG.DISABLE_LAST_ADMIN);
    }
  }
}
