/**
 * Replacing a user's factories (POST /api/system/user/factory/bind) as one short transaction: the user
 * row is locked, every id checked, then the caller's part of the bindings is replaced. Any refusal
 * rolls back, so nothing changes.
 */
import { ResultCode } from '../../../../contract/common';
import { USER_FACTORY_MSG } from '../../../../contract/user-factory';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { inScope, type FactoryScope } from '../../shared/factory-scope';
import { UserFactoryRepository } from './factory-repository';

export const userNotFound = (): AppError =>
  new AppError(404, ResultCode.NOT_FOUND, USER_FACTORY_MSG.USER_NOT_FOUND);

export async function bindFactories(
  db: Db,
  callerScope: FactoryScope,
  userId: number,
  factoryIds: number[],
): Promise<void> {
  const wanted = [...new Set(factoryIds)];
  await db.transaction(async (tx) => {
    const repo = new UserFactoryRepository(tx);
    if (!(await repo.userExists(userId, true))) throw userNotFound();
    const factories = new Set(await repo.factoriesAmong(wanted));
    const bad = factoryIds.findIndex((id) => !factories.has(id));
    if (bad !== -1) {
      throw new AppError(400, ResultCode.BAD_REQUEST, `body/factoryIds/${bad} is not a factory`);
    }
    if (!wanted.every((id) => inScope(callerScope, id))) {
      throw new AppError(403, ResultCode.FORBIDDEN, USER_FACTORY_MSG.OUT_OF_SCOPE);
    }
    await repo.replaceInScope(userId, wanted, callerScope);
  });
}
