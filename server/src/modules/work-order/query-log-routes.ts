/**
 * Process logs of an order (docs/requirements.md §7 task/log/*, the workflow historic list) and the per-status sums
 * of a factory. Open to every signed-in user, limited to orders and factories in the caller's scope:
 * an order outside it answers 404 工单不存在 like a missing one.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { DataReply } from '../../../../contract/common/schemas';
import { SIGNED_IN } from '../../../../contract/permissions';
import {
  HistoricLog,
  KIND_TASK_TYPE,
  LOG_TYPE,
  TaskLog,
  TaskLogQuery,
  TaskLogSum,
  TaskLogSumParams,
  WO_KINDS,
  WO_MSG,
} from '../../../../contract/work-order/schemas';
import type { RouteModule } from '../../context';
import { notFound } from '../../errors';
import { factoryGate, factoryScope } from '../../shared/factory-scope';
import { ok } from '../../shared/http';
import { UserFactoryRepository } from '../user/factory-repository';
import { WoLogRepository } from './query-log-repository';
import { WoQueryRepository } from './query-repository';
import { taskLogIn } from './rows-in-language';
import { requestLang } from '../../shared/i18n/lang';
import { TASK_BASE } from './query-scope';

/**
 * Which log types each list shows (null = the whole timeline, the report first): docs/requirements.md §7 task/log/list,
 * accept, approval, distribute.
 */
const LISTS: readonly { path: string; types: readonly number[] | null }[] = [
  { path: 'list', types: null },
  { path: 'accept/list', types: [LOG_TYPE.ACCEPT] },
  { path: 'approval/list', types: [LOG_TYPE.APPROVAL] },
  { path: 'distribute/list', types: [LOG_TYPE.DISPATCH, LOG_TYPE.ACCEPT_DISPATCH, LOG_TYPE.FORWARD] },
];

/**
 * The console passes the message task type of the order (docs/requirements.md §3: 1–4 kinds, other values acceptance);
 * the order is found by its id, so the type only has to be one of those.
 */
const HistoricParams = Type.Object({
  taskType: Type.Integer({ minimum: 1, maximum: 5 }),
  taskId: Type.Integer({ minimum: 1 }),
});

export const workOrderLogRoutes: RouteModule = async (app, { ctx }) => {
  const logs = new WoLogRepository(ctx.db);
  const orders = new WoQueryRepository(ctx.db, ctx.clock);
  const gate = factoryGate(new UserFactoryRepository(ctx.db));
  const config = { permission: SIGNED_IN } as const;

  const orderInScope = async (request: FastifyRequest, taskId: number): Promise<void> => {
    if (!(await orders.findInScope(taskId, factoryScope(request)))) throw notFound(WO_MSG.NOT_FOUND);
  };

  for (const { path, types } of LISTS) {
    app.get(
      `${TASK_BASE}/log/${path}`,
      {
        config,
        schema: {
          summary:
            path === 'list' ? 'Process log of an order' : `Process log of an order: ${path.split('/')[0]}`,
          description:
            (path === 'list'
              ? 'The whole process timeline of the order: its report first (logType 0 上报, recordId 0: ' +
                'reportByName, reportContent), then every process log entry, oldest first'
              : `The ${path.split('/')[0]} entries of the order's process log, oldest first`) +
            " (docs/requirements.md §7 task/log). An order outside the caller's scope answers 404.",
          tags: ['work-order'],
          querystring: TaskLogQuery,
          response: { 200: DataReply(Type.Array(TaskLog)) },
        },
      },
      async (request) => {
        await orderInScope(request, request.query.taskId);
        const { taskId } = request.query;
        const found = types ? await logs.logs(taskId, types) : await logs.timeline(taskId);
        const lang = requestLang(request);
        return ok(found.map((l) => taskLogIn(ctx.seeded, lang, l)));
      },
    );
  }

  app.get(
    `${TASK_BASE}/log/sum/:factoryId/:taskType`,
    {
      config,
      schema: {
        summary: 'Orders per status',
        description: 'How many orders of one kind (taskType 1–4) a factory has, in total and per status.',
        tags: ['work-order'],
        params: TaskLogSumParams,
        response: { 200: DataReply(TaskLogSum) },
      },
    },
    async (request) => {
      const { factoryId, taskType } = request.params;
      await gate(request, factoryId);
      const kind = WO_KINDS.find((k) => KIND_TASK_TYPE[k] === taskType);
      // the params schema admits 1–4, exactly the kinds' task types
      if (!kind) throw new Error(`no kind has task type ${taskType}`);
      return ok(await logs.sum(factoryId, kind));
    },
  );

  app.get(
    '/api/workflow/base/task/examine/historic/list/:taskType/:taskId',
    {
      config,
      schema: {
        summary: 'Workflow history of an order',
        description:
          "The order's process timeline (its report first, then every log) in the workflow's shape (`detail` is the log object as JSON), for the 流程 " +
          'timeline (docs/requirements.md §7).',
        tags: ['work-order'],
        params: HistoricParams,
        response: { 200: DataReply(Type.Array(HistoricLog)) },
      },
    },
    async (request) => {
      const { taskId } = request.params;
      await orderInScope(request, taskId);
      const lang = requestLang(request);
      const all = (await logs.timeline(taskId)).map((l) => taskLogIn(ctx.seeded, lang, l));
      return ok(
        all.map((l) => ({
          recordId: l.recordId,
          title: l.title,
          createTime: l.createTime,
          logType: l.logType,
          detail: JSON.stringify(l.logObj),
        })),
      );
    },
  );
};
