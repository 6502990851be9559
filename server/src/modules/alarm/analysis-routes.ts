/**
 * GET /api/system/alarm/analysis (docs/alarms.md "Analysis"): the EEMUA 191 figures of a range of at most
 * ALARM_LOAD.MAX_DAYS days, for the caller's factories or one of them (the factory gate: 404 no factory, 403 out of
 * scope); a range that ends before it begins, or is too long, is a 400 naming `querystring/endTime`.
 */
import { ALARM_API, ALARM_LOAD } from '../../../../contract/alarm';
import { AlarmAnalysisQuerySchema, AlarmAnalysisSchema } from '../../../../contract/alarm/analysis-schemas';
import { DataReply } from '../../../../contract/common/schemas';
import { PERM } from '../../../../contract/permissions';
import type { RouteModule } from '../../context';
import { factoryGate, factoryScope } from '../../shared/factory-scope';
import { ok } from '../../shared/http';
import { UserFactoryRepository } from '../user/factory-repository';
import { analyseAlarms } from './analysis-repository';
import { queryRange } from './china-instant';

export const alarmAnalysisRoutes: RouteModule = async (app, { ctx }) => {
  const gate = factoryGate(new UserFactoryRepository(ctx.db));

  app.get(
    ALARM_API.ANALYSIS,
    {
      config: { permission: PERM.ALARM_ANALYSIS },
      schema: {
        summary: 'Alarm load analysis',
        description:
          'The alarm-load figures of EEMUA 191 over [beginTime, endTime) (China time, at most ' +
          `${ALARM_LOAD.MAX_DAYS} days): alarms per 10 minutes and per hour, the share of 10-minute periods in flood ` +
          `(more than ${ALARM_LOAD.FLOOD_PER_10_MIN}), the peak 10 minutes, the priority mix against its target, the ` +
          'top bad actors, chattering sources, stale alarms (active over a day), mean times to acknowledge and to ' +
          "release, and the alarms per hour; within the caller's factories or `factoryId`.",
        tags: ['alarm'],
        querystring: AlarmAnalysisQuerySchema,
        response: { 200: DataReply(AlarmAnalysisSchema) },
      },
    },
    async (request) => {
      const q = request.query;
      const [begin, end] = queryRange(q, ALARM_LOAD.MAX_DAYS);
      if (q.factoryId !== undefined) await gate(request, q.factoryId);
      return ok(
        await analyseAlarms(
          ctx.db,
          factoryScope(request),
          { begin, end, factoryId: q.factoryId, beginText: q.beginTime, endText: q.endTime },
          ctx.clock.now(),
        ),
      );
    },
  );
};
