/**
 * Home per user (docs/requirements.md §2 "Home"): `GET /api/home/summary`, the signed-in user's own working day, so it
 * is open to every signed-in user like the message counts; the figures are always the caller's own and limited to the
 * factories of their scope. A named factory passes the factory gate (404 工厂不存在, 403 没有权限访问该工厂).
 */
import { DataReply } from '../../../../contract/common/schemas';
import { HomeSummary, HomeSummaryQuery } from '../../../../contract/home/schemas';
import { SIGNED_IN } from '../../../../contract/permissions';
import type { RouteModule } from '../../context';
import { addDays, chinaDay } from '../../shared/china-time';
import { at } from '../../shared/clock';
import { factoryGate, scopeOrFactory } from '../../shared/factory-scope';
import { ok } from '../../shared/http';
import { principalOf } from '../../shared/principal';
import { AlarmRepository } from '../alarm/repository';
import { TodoRepository } from '../message/todo-repository';
import { mondayOf } from '../report/calendar';
import { UserFactoryRepository } from '../user/factory-repository';
import { HomeRepository } from './repository';

export const HOME_SUMMARY_ROUTE = '/api/home/summary';

export const homeRoutes: RouteModule = async (app, { ctx }) => {
  const gate = factoryGate(new UserFactoryRepository(ctx.db));
  const home = new HomeRepository(ctx.db);
  const alarms = new AlarmRepository(ctx.db);
  const todos = new TodoRepository(ctx.db);

  app.get(
    HOME_SUMMARY_ROUTE,
    {
      config: { permission: SIGNED_IN },
      schema: {
        summary: "The caller's working day",
        description:
          "The caller's open to-dos per kind, orders the caller executes or accepts that are not closed, the " +
          'overdue ones among them, both also per kind (interim rule: ' +
          'reported or handling with the planned execution time past) and the most overdue, and the active alarms ' +
          "per kind, in the caller's factories or the one named, and the day and week whose reports are due now.",
        tags: ['home'],
        querystring: HomeSummaryQuery,
        response: { 200: DataReply(HomeSummary) },
      },
    },
    async (request) => {
      const { factoryId } = request.query;
      const scope = await scopeOrFactory(request, gate, factoryId);
      const { userId } = principalOf(request);
      const now = at(ctx.clock);
      const [todoCounts, orders, alarmCounts] = await Promise.all([
        todos.countsByKind(userId, scope, factoryId),
        home.myOrders(userId, scope, now),
        alarms.activeByKind(scope, now),
      ]);
      const today = chinaDay(now.getTime());
      return ok<HomeSummary>({
        factoryId: factoryId ?? null,
        todos: todoCounts,
        // a daily report is due the day after its day, a weekly one the week after its week (report/deadlines.ts)
        dueDay: addDays(today, -1),
        dueWeek: mondayOf(addDays(today, -7)),
        openOrders: orders.open,
        overdueOrders: orders.overdue,
        orderKinds: orders.kinds,
        mostOverdue: orders.mostOverdue,
        alarms: alarmCounts,
      });
    },
  );
};
