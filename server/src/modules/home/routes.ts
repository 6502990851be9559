/**
 * Home per user (docs/requirements.md §2 "Home"): `GET /api/home/summary`, the signed-in user's own working day, so it
 * is open to every signed-in user like the message counts; the figures are always the caller's own and limited to the
 * factories of their scope. A named factory passes the factory gate (404 工厂不存在, 403 没有权限访问该工厂).
 */
import { DataReply } from '../../../../contract/common/schemas';
import { HomeSummary, HomeSummaryQuery } from '../../../../contract/home/schemas';
import { SIGNED_IN } from '../../../../contract/permissions';
import type { RouteModule } from '../../context';
import { at } from '../../shared/clock';
import { factoryGate, factoryScope, type FactoryScope } from '../../shared/factory-scope';
import { ok } from '../../shared/http';
import { principalOf } from '../../shared/principal';
import { AlarmRepository } from '../alarm/repository';
import { UserFactoryRepository } from '../user/factory-repository';
import { HomeRepository } from './repository';

export const HOME_SUMMARY_ROUTE = '/api/home/summary';

export const homeRoutes: RouteModule = async (app, { ctx }) => {
  const gate = factoryGate(new UserFactoryRepository(ctx.db));
  const home = new HomeRepository(ctx.db);
  const alarms = new AlarmRepository(ctx.db);

  app.get(
    HOME_SUMMARY_ROUTE,
    {
      config: { permission: SIGNED_IN },
      schema: {
        summary: "The caller's working day",
        description:
          'Orders the caller executes or accepts that are not closed, the overdue ones among them (interim rule: ' +
          'reported or handling with the planned execution time past) and the most overdue, and the active alarms ' +
          "per kind, in the caller's factories or the one named.",
        tags: ['home'],
        querystring: HomeSummaryQuery,
        response: { 200: DataReply(HomeSummary) },
      },
    },
    async (request) => {
      const { factoryId } = request.query;
      let scope: FactoryScope = factoryScope(request);
      if (factoryId !== undefined) {
        await gate(request, factoryId);
        scope = [factoryId];
      }
      const { userId } = principalOf(request);
      const [orders, alarmCounts] = await Promise.all([
        home.myOrders(userId, scope, at(ctx.clock)),
        alarms.activeByKind(scope),
      ]);
      return ok<HomeSummary>({
        factoryId: factoryId ?? null,
        openOrders: orders.open,
        overdueOrders: orders.overdue,
        mostOverdue: orders.mostOverdue,
        alarms: alarmCounts,
      });
    },
  );
};
