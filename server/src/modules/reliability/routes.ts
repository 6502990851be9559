/**
 * GET /api/system/base/reliability (docs/reliability.md): the downtime and reliability figures of a range of at most
 * RELIABILITY.MAX_DAYS days for the caller's factories, one of them (the factory gate: 404 no factory, 403 out of
 * scope) or one device (404 when it is no device of the caller's factories); a range that ends before it begins, or
 * is too long, is a 400 naming `querystring/endTime`.
 */
import { DataReply } from '../../../../contract/common/schemas';
import { PERM } from '../../../../contract/permissions';
import { RELIABILITY, RELIABILITY_API } from '../../../../contract/reliability';
import { ReliabilityQuerySchema, ReliabilitySchema } from '../../../../contract/reliability/schemas';
import { WO_MSG } from '../../../../contract/work-order';
import type { RouteModule } from '../../context';
import { notFound } from '../../errors';
import { factoryGate, factoryScope, inScope } from '../../shared/factory-scope';
import { ok } from '../../shared/http';
import { queryRange } from '../alarm/china-instant';
import { UserFactoryRepository } from '../user/factory-repository';
import { deviceFactory, reliabilityOf } from './repository';

export const reliabilityRoutes: RouteModule = async (app, { ctx }) => {
  const gate = factoryGate(new UserFactoryRepository(ctx.db));

  app.get(
    RELIABILITY_API.FIGURES,
    {
      config: { permission: PERM.RELIABILITY_QUERY },
      schema: {
        summary: 'Downtime and reliability figures',
        description:
          'Over [beginTime, endTime) (China time, at most ' +
          `${RELIABILITY.MAX_DAYS} days, cut at now): failures (repair orders counting downtime), downtime, MTTR, ` +
          "MTBF and availability of the devices of the caller's factories, `factoryId` or `deviceId`; PM compliance " +
          '(plan-made orders handled by their due time), open and overdue orders now, a trend per day or month, ' +
          'failures by kind and the worst devices (docs/reliability.md).',
        tags: ['work-order'],
        querystring: ReliabilityQuerySchema,
        response: { 200: DataReply(ReliabilitySchema) },
      },
    },
    async (request) => {
      const q = request.query;
      const [begin, end] = queryRange(q, RELIABILITY.MAX_DAYS);
      if (q.factoryId !== undefined) await gate(request, q.factoryId);
      if (q.deviceId !== undefined) {
        const factoryId = await deviceFactory(ctx.db, q.deviceId);
        if (factoryId === null || !inScope(factoryScope(request), factoryId))
          throw notFound(WO_MSG.DEVICE_NOT_FOUND);
      }
      return ok(
        await reliabilityOf(
          ctx.db,
          factoryScope(request),
          {
            begin,
            end,
            factoryId: q.factoryId,
            deviceId: q.deviceId,
            beginText: q.beginTime,
            endText: q.endTime,
          },
          ctx.clock.now(),
        ),
      );
    },
  );
};
