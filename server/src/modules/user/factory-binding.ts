/**
 * Replacing a user's factories (POST /api/system/user/factory/bind) as one short transaction: the user
 * row is locked, every id checked, then the caller's part of the bindings is replaced. Any refusal
 * rolls back, so nothing changes.
 */
import { USER_FACTORY_MSG } from '../../../../contract/user-factory/schemas';
import type { Db } from '../../db/client';
import { badInput, forbidden, notFound } from '../../errors';
import { inScope, type FactoryScope } from '../../shared/factory-scope';
import { UserFactoryRepository } from './factory-repository';

export async function bindFactories(
  db: Db,
  callerScope: FactoryScope,
  userId: number,
  factoryIds: number[],
): Promise<void> {
  const wanted = [...new Set(factoryIds)];
  await db.transaction(async (tx) => {
    const repo = new UserFactoryRepository(tx);
    if (!(await repo.userExists(userId, true))) throw notFound(USER_FACTORY_MSG.USER_NOT_FOUND);
    const factories = new Set(await repo.factoriesAmong(wanted));
    const bad = factoryIds.findIndex((id) => !factories.has(id));
    if (bad !== -1) throw badInput(`body/factoryIds/${bad}`, 'is not a factory');
    if (!wanted.every((id) => inScope(callerScope, id))) throw forbidden(USER_FACTORY_MSG.OUT_OF_SCOPE);
    await repo.replaceInScope(userId, wanted, callerScope);
  });
}
