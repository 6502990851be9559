/** Task message calls (SPEC §7 "Task messages", DESIGN §3). So far: the badge count per factory. */
import { DataReply, ResultCode } from '../../../../contract/common';
import { FactoryIdParams, MESSAGE_MSG, MessageCount } from '../../../../contract/message';
import { SIGNED_IN } from '../../../../contract/permissions';
import type { RouteModule } from '../../context';
import { AppError } from '../../errors';
import { factoryScope, inScope } from '../../shared/factory-scope';
import { ok } from '../../shared/http';
import { principalOf } from '../../shared/principal';
import { UserFactoryRepository } from '../user/factory-repository';
import { MessageRepository } from './repository';

export const messageRoutes: RouteModule = async (app, { ctx }) => {
  const factories = new UserFactoryRepository(ctx.db);
  const messages = new MessageRepository(ctx.db);

  app.get(
    '/api/system/base/task/msg/count/:factoryId',
    {
      config: { permission: SIGNED_IN },
      schema: { params: FactoryIdParams, response: { 200: DataReply(MessageCount) } },
    },
    async (request) => {
      const { factoryId } = request.params;
      if ((await factories.factoriesAmong([factoryId])).length === 0) {
        throw new AppError(404, ResultCode.NOT_FOUND, MESSAGE_MSG.NOT_A_FACTORY);
      }
      if (!inScope(factoryScope(request), factoryId)) {
        throw new AppError(403, ResultCode.FORBIDDEN, MESSAGE_MSG.OUT_OF_SCOPE);
      }
      return ok(await messages.unreadCount(principalOf(request).userId, factoryId));
    },
  );
};
