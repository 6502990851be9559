/**
 * Work-order create and transition routes (contract WO_MACHINE, docs/work-order-lifecycle.md). Literal paths, one per kind and
 * action, so that each route's config.permission is exactly the code of its transition:
 * - POST …/workOrder/{kind}                      create (code KIND_HANDLE_CODE[kind])
 * - POST …/workOrder/{kind}/{id}/{action}       dispatch, forward, handle, acceptDispatch, accept
 * - POST /api/system/base/task/approval         the audit (workflow:process:complete)
 * - POST …/workOrder/inspect/{id}/{itemId}/raise an abnormal check item becomes a repair order
 * The service applies the factory scope (404 for an order out of reach, 403 for a factory out of scope)
 * and refuses every step the machine does not allow as a business refusal (HTTP 200 `{code: 500, msg}`,
 * docs/architecture.md §3 "Errors") with nothing changed; bad input is HTTP 400 naming the field.
 */
import { Type, type TSchema } from '@sinclair/typebox';
import { DataReply, Reply, ResultCode } from '../../../../contract/common/schemas';
import {
  KIND_HANDLE_CODE,
  KIND_LABEL,
  WO_ACTION_LABEL,
  WO_KINDS,
  WO_MACHINE,
  WO_MSG,
  WoAcceptBody,
  WoAcceptDispatchBody,
  WoApprovalBody,
  WoCreateBody,
  WoDispatchBody,
  WoForwardBody,
  WoHandleBody,
  WoIdParams,
  WoRaiseBody,
  type WoAction,
  type WoKind,
} from '../../../../contract/work-order/schemas';
import { PERM, type PermissionCode } from '../../../../contract/permissions';
import type { AppInstance, RouteModule } from '../../context';
import { done } from '../../shared/http';
import { principalOf, type Principal } from '../../shared/principal';
import { WorkOrderService } from './service';

const BASE = '/api/system/base/workOrder';
const Created = DataReply(Type.Object({ taskId: Type.Integer(), taskNo: Type.String() }));
const RaiseParams = Type.Object({ id: Type.Integer({ minimum: 1 }), itemId: Type.Integer({ minimum: 1 }) });

type StepAction = Exclude<WoAction, 'approve'>;

/** What each step does, for the API reference (docs/work-order-lifecycle.md "Transitions"). */
const STEP_DOC: Readonly<Record<StepAction, { verb: string; what: string }>> = {
  dispatch: {
    verb: 'Dispatch',
    what: 'A manager dispatches a reported order to an executor: 0 待派单 → 1 处理中.',
  },
  forward: {
    verb: 'Forward',
    what: 'The current executor hands the order to another executor; it stays 1 处理中.',
  },
  handle: {
    verb: 'Handle',
    what:
      'The current executor records the result, parts, photos and videos: 1 处理中 → 2 待审核 for kinds with ' +
      'an audit (fix, maint), else 3 待派验收.',
  },
  acceptDispatch: {
    verb: 'Dispatch the acceptance',
    what: 'A manager names the acceptor: 3 待派验收 → 4 待验收.',
  },
  accept: {
    verb: 'Accept or reject',
    what: 'The acceptor passes the order (→ 9 已关闭) or rejects it with a description (→ 1 处理中).',
  },
};

/** The body schema and service call of each step reached by …/{kind}/{id}/{action}. */
function registerStep(
  app: AppInstance,
  svc: WorkOrderService,
  kind: WoKind,
  action: StepAction,
  code: PermissionCode,
): void {
  const url = `${BASE}/${kind}/:id/${action}`;
  const route = <B>(body: TSchema, call: (p: Principal, id: number, b: B) => Promise<void>) =>
    app.post(
      url,
      {
        config: { permission: code },
        schema: {
          summary: `${STEP_DOC[action].verb} (${WO_ACTION_LABEL[action]}) · ${KIND_LABEL[kind]}`,
          description:
            `${STEP_DOC[action].what} A step the order's status or the caller's role does not allow is a ` +
            'refusal `{code: 500, msg}` with nothing changed (docs/work-order-lifecycle.md).',
          tags: ['work-order'],
          params: WoIdParams,
          body,
          response: { 200: Reply },
        },
      },
      async (request) => {
        await call(principalOf(request), request.params.id, request.body as B);
        return done(WO_MSG.DONE);
      },
    );
  switch (action) {
    case 'dispatch':
      return void route(WoDispatchBody, (p, id, b: WoDispatchBody) => svc.dispatch(p, kind, id, b));
    case 'forward':
      return void route(WoForwardBody, (p, id, b: WoForwardBody) => svc.forward(p, kind, id, b));
    case 'handle':
      return void route(WoHandleBody, (p, id, b: WoHandleBody) => svc.handle(p, kind, id, b));
    case 'acceptDispatch':
      return void route(WoAcceptDispatchBody, (p, id, b: WoAcceptDispatchBody) =>
        svc.acceptDispatch(p, kind, id, b),
      );
    case 'accept':
      return void route(WoAcceptBody, (p, id, b: WoAcceptBody) => svc.accept(p, kind, id, b));
  }
}

export const workOrderCommandRoutes: RouteModule = async (app, { ctx }) => {
  const svc = new WorkOrderService(ctx.db, ctx.clock);

  for (const kind of WO_KINDS) {
    app.post(
      `${BASE}/${kind}`,
      {
        config: { permission: KIND_HANDLE_CODE[kind] },
        schema: {
          summary: `Create an order · ${KIND_LABEL[kind]}`,
          description:
            `Reports or plans a ${kind} order for a device of a factory in the caller's scope; it starts as ` +
            '0 待派单 and answers its id and number (docs/work-order-lifecycle.md).',
          tags: ['work-order'],
          body: WoCreateBody,
          response: { 200: Created },
        },
      },
      async (request) => ({
        code: ResultCode.OK,
        msg: WO_MSG.CREATED,
        data: await svc.create(principalOf(request), kind, request.body),
      }),
    );
    for (const t of WO_MACHINE[kind]) {
      if (t.action !== 'approve') registerStep(app, svc, kind, t.action, t.code);
    }
  }

  app.post(
    '/api/system/base/task/approval',
    {
      config: { permission: PERM.PROCESS_COMPLETE },
      schema: {
        summary: 'Audit a handled order (审核)',
        description:
          'A manager passes (→ 3 待派验收) or rejects (→ 1 处理中) a handled repair or maintenance order in ' +
          '2 待审核 (docs/work-order-lifecycle.md).',
        tags: ['work-order'],
        body: WoApprovalBody,
        response: { 200: Reply },
      },
    },
    async (request) => {
      await svc.approve(principalOf(request), request.body);
      return done(WO_MSG.DONE);
    },
  );

  app.post(
    `${BASE}/inspect/:id/:itemId/raise`,
    {
      config: { permission: PERM.INSPECT_HANDLE },
      schema: {
        summary: 'Raise a repair order from an inspection item',
        description:
          'Turns an abnormal, not yet raised check item of an inspection order into a new repair order and ' +
          'answers it; an item that is normal or already raised is refused.',
        tags: ['work-order'],
        params: RaiseParams,
        body: WoRaiseBody,
        response: { 200: Created },
      },
    },
    async (request) => {
      const { id, itemId } = request.params;
      const created = await svc.raiseFromItem(principalOf(request), id, itemId, request.body);
      return { code: ResultCode.OK, msg: WO_MSG.CREATED, data: created };
    },
  );
};
