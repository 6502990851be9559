/**
 * Factory-scope gates of the work-order reads (docs/architecture.md §3): a factory named in the request must exist
 * (404 工厂不存在) and lie in the caller's scope (403 没有权限访问该工厂); an order outside the scope is
 * answered like a missing one (404 工单不存在), so nobody learns that it exists.
 */
import type { FastifyRequest } from 'fastify';
import { ResultCode } from '../../../../contract/common';
import { MESSAGE_MSG } from '../../../../contract/message';
import { WO_MSG } from '../../../../contract/work-order';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { factoryScope, inScope } from '../../shared/factory-scope';
import { UserFactoryRepository } from '../user/factory-repository';

export const WO_BASE = '/api/system/base/workOrder';
export const TASK_BASE = '/api/system/base/task';

export const orderNotFound = (): AppError => new AppError(404, ResultCode.NOT_FOUND, WO_MSG.NOT_FOUND);

export const badInput = (msg: string): AppError => new AppError(400, ResultCode.BAD_REQUEST, msg);

/** A gate checking that a factory exists and is in the caller's scope. */
export function factoryGate(db: Db): (request: FastifyRequest, factoryId: number) => Promise<void> {
  const factories = new UserFactoryRepository(db);
  return async (request, factoryId) => {
    if ((await factories.factoriesAmong([factoryId])).length === 0) {
      throw new AppError(404, ResultCode.NOT_FOUND, MESSAGE_MSG.NOT_A_FACTORY);
    }
    if (!inScope(factoryScope(request), factoryId)) {
      throw new AppError(403, ResultCode.FORBIDDEN, MESSAGE_MSG.OUT_OF_SCOPE);
    }
  };
}
