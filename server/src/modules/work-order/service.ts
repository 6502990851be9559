/**
 * The command side of the work-order lifecycle (contract WO_MACHINE, docs/work-order-lifecycle.md). Each
 * call is one short transaction: read the order, refuse what the machine does not allow (or the caller
 * may not do), check the input, write the step under the order's version, log it and send its messages.
 * Used by the routes and by the demo seed.
 */
import { DICT_TYPE } from '../../../../contract/dict';
import { MESSAGE_MSG } from '../../../../contract/message/schemas';
import { PERM } from '../../../../contract/permissions';
import {
  findTransition,
  KIND_HANDLE_CODE,
  VERDICT,
  WO_KIND,
  WO_MACHINE,
  WO_MSG,
  type WoAcceptBody,
  type WoAcceptDispatchBody,
  type WoAction,
  type WoApprovalBody,
  type WoCreateBody,
  type WoDispatchBody,
  type WoForwardBody,
  type WoHandleBody,
  type WoKind,
  type WoRaiseBody,
  type WoTransition,
} from '../../../../contract/work-order/schemas';
import { WO_PRIORITY_DEFAULT } from '../../../../contract/wo-priority';
import type { Db } from '../../db/client';
import { badInput, forbidden, notFound, refusal } from '../../errors';
import { at, type Clock } from '../../shared/clock';
import { inScope } from '../../shared/factory-scope';
import type { Principal } from '../../shared/principal';
import {
  requireActor,
  requireCode,
  requireCopyTo,
  requireFiles,
  requirePerson,
  unique,
} from './command-checks';
import { judgeAnswers, raiseAbnormal, requireItemPhotos } from './check-answers';
import { CMD_MSG } from './command-errors';
import { CommandRepository, type OrderPatch, type OrderState } from './command-repository';
import { ItemPlanRepository } from './item-plan-repository';
import * as logs from './log-objects';
import { announceNew, applyStep, insertNewOrder } from './order-writes';
import { raiseRepair } from './raise-repair';
import { PeopleRepository } from './people-repository';
import { generateDuePlans } from './plan-scheduler';
import type { WoEvent } from './task-messages';
import { releaseAlarmsOfAcceptedOrder } from '../alarm/order-release';
import { orderParts, settleOrderParts } from '../parts/stock-moves';

/** What one step decides from the order and the input; `run` writes it. */
interface StepPlan {
  reject?: boolean;
  patch?: OrderPatch;
  log: logs.LogEntry;
  event: WoEvent;
  /** children written once the order row has moved (parts, attachments, acceptance record) */
  write?: () => Promise<void>;
}

interface StepContext {
  tx: Db;
  repo: CommandRepository;
  people: PeopleRepository;
  order: OrderState;
  t: WoTransition;
  actorName: string;
  now: Date;
}

/** The code of an action on a kind (the same in every status; approve of an unaudited kind: the audit code). */
function codeOf(kind: WoKind, action: WoAction): string {
  return WO_MACHINE[kind].find((t) => t.action === action)?.code ?? PERM.PROCESS_COMPLETE;
}

export class WorkOrderService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async create(
    actor: Principal,
    kind: WoKind,
    body: WoCreateBody,
  ): Promise<{ taskId: number; taskNo: string }> {
    requireCode(actor, KIND_HANDLE_CODE[kind]);
    if (!inScope(actor.factoryIds, body.factoryId)) throw forbidden(MESSAGE_MSG.OUT_OF_SCOPE);
    if (kind !== WO_KIND.INSPECT && (body.items?.length ?? 0) > 0)
      throw badInput('body/items', CMD_MSG.ITEMS_ONLY_INSPECT);
    const now = at(this.clock);
    return this.db.transaction(async (tx) => {
      const repo = new CommandRepository(tx);
      const people = new PeopleRepository(tx);
      const device = await repo.device(body.deviceId);
      if (device?.factoryId !== body.factoryId) throw badInput('body/deviceId', WO_MSG.DEVICE_NOT_FOUND);
      const copyTo = unique(body.copyTo ?? []);
      await requireCopyTo(people, body.copyTo ?? [], body.factoryId);
      const files = await requireFiles(people, actor, body);
      const created = await insertNewOrder(
        tx,
        kind,
        {
          factoryId: body.factoryId,
          deviceId: body.deviceId,
          reportContent: body.reportContent,
          remark: body.remark ?? '',
          fixType: body.fixType ?? '',
          reportSource: body.reportSource ?? '',
          isStatistics: body.isStatistics ?? 0,
          fixStartTime: body.fixStartTime ?? null,
          execTime: body.execTime ?? null,
          reportBy: actor.userId,
          planId: null,
          raisedFromItem: null,
          priority: body.priority ?? WO_PRIORITY_DEFAULT,
        },
        now,
      );
      await repo.insertCopyTo(created.taskId, copyTo);
      await repo.addAttachments(created.taskId, 'report', null, files.images, files.videos);
      await new ItemPlanRepository(tx).insertItems(created.taskId, body.items ?? []);
      await announceNew(tx, created.taskId, actor.userId, now);
      return created;
    });
  }

  dispatch(actor: Principal, kind: WoKind, taskId: number, body: WoDispatchBody): Promise<void> {
    return this.run(actor, kind, taskId, 'dispatch', async ({ repo, people, order, actorName }) => {
      const execName = await requirePerson(
        people,
        body.execBy,
        order.factoryId,
        KIND_HANDLE_CODE[order.kind],
        'execBy',
      );
      return {
        patch: {
          exec_by: body.execBy,
          distribute_by: actor.userId,
          ...(body.execTime ? { exec_time: body.execTime } : {}),
        },
        log: logs.dispatchLog(actorName, execName),
        event: 'dispatch',
        write: () => repo.setDue(order.taskId, body.priority, body.execTime),
      };
    });
  }

  forward(actor: Principal, kind: WoKind, taskId: number, body: WoForwardBody): Promise<void> {
    return this.run(actor, kind, taskId, 'forward', async ({ people, order, actorName }) => {
      if (body.execBy === order.execBy) throw badInput('body/execBy', WO_MSG.SAME_EXECUTOR);
      const newName = await requirePerson(
        people,
        body.execBy,
        order.factoryId,
        KIND_HANDLE_CODE[order.kind],
        'execBy',
      );
      const originName =
        order.execBy === null ? '' : ((await people.names([order.execBy])).get(order.execBy) ?? '');
      return {
        patch: { exec_by: body.execBy, forward_by: actor.userId, is_forward: 1 },
        log: logs.forwardLog(actorName, originName, newName, body.reason ?? ''),
        event: 'forward',
      };
    });
  }

  handle(actor: Principal, kind: WoKind, taskId: number, body: WoHandleBody): Promise<void> {
    return this.run(actor, kind, taskId, 'handle', async ({ tx, repo, people, order, actorName, now }) => {
      const itemRepo = new ItemPlanRepository(tx);
      const given = body.items ?? [];
      // a maintenance order carries check items when its plan has a checklist (docs/plans.md)
      if (order.kind !== WO_KIND.INSPECT && order.kind !== WO_KIND.MAINT && given.length > 0)
        throw badInput('body/items', CMD_MSG.ITEMS_ONLY_INSPECT);
      const items = await itemRepo.items(order.taskId);
      const known = new Set(items.map((i) => i.itemId));
      given.forEach((item, i) => {
        if (!known.has(item.itemId)) throw badInput(`body/items/${i}/itemId`, WO_MSG.ITEM_NOT_FOUND);
      });
      const answers = judgeAnswers(items, given);
      await requireItemPhotos(people, actor, given);
      const files = await requireFiles(people, actor, body);
      const label = await people.dictLabel(DICT_TYPE.HANDLE_RESULT, body.handleResult);
      const parts = await orderParts(tx, body.parts ?? []);
      return {
        patch: {
          handle_result: body.handleResult,
          handle_desc: body.handleDesc,
          handle_fix_type: body.handleFixType ?? '',
          handle_finish_time: now,
        },
        log: logs.handleLog(actorName, body.handleResult, label, body.handleDesc),
        event: 'handle',
        write: async () => {
          // Parts from stock leave the factory's stock with the handling, or it is refused (docs/parts.md "Orders").
          await settleOrderParts(tx, order, parts.used, actor.userId, now);
          await repo.replaceParts(order.taskId, parts.rows);
          await repo.replaceAttachments(order.taskId, 'handle', files.images, files.videos);
          for (const answer of answers) await itemRepo.setAnswer(answer);
          // An order a plan made raises a repair for each item found abnormal, once (docs/plans.md).
          if (order.planId !== null) await raiseAbnormal(tx, order, items, answers, actor.userId, now);
        },
      };
    });
  }

  approve(actor: Principal, body: WoApprovalBody): Promise<void> {
    return this.run(actor, null, body.taskId, 'approve', async ({ actorName }) => {
      const reject = body.approvalResult === VERDICT.REJECT;
      return {
        reject,
        log: logs.approvalLog(actorName, body.approvalResult, body.approvalDesc),
        event: reject ? 'approveReject' : 'approvePass',
      };
    });
  }

  acceptDispatch(actor: Principal, kind: WoKind, taskId: number, body: WoAcceptDispatchBody): Promise<void> {
    return this.run(actor, kind, taskId, 'acceptDispatch', async ({ people, order, actorName }) => {
      const acceptName = await requirePerson(people, body.acceptBy, order.factoryId, PERM.ACCEPT, 'acceptBy');
      return {
        patch: { accept_by: body.acceptBy, accept_distribute_by: actor.userId },
        log: logs.acceptDispatchLog(actorName, acceptName),
        event: 'acceptDispatch',
      };
    });
  }

  accept(actor: Principal, kind: WoKind, taskId: number, body: WoAcceptBody): Promise<void> {
    return this.run(actor, kind, taskId, 'accept', async ({ tx, repo, people, order, actorName, now }) => {
      const reject = body.acceptResult === VERDICT.REJECT;
      if (reject && body.acceptDesc.trim() === '')
        throw badInput('body/acceptDesc', CMD_MSG.REJECT_NEEDS_DESC);
      const files = await requireFiles(people, actor, body);
      const label = await people.dictLabel(DICT_TYPE.ACCEPT_RESULT, String(body.acceptResult));
      const distributor = order.acceptDistributeBy;
      const distributorName =
        distributor === null ? '' : ((await people.names([distributor])).get(distributor) ?? '');
      return {
        reject,
        log: logs.acceptLog(distributorName, actorName, body.acceptResult, label, body.acceptDesc),
        event: reject ? 'acceptReject' : 'acceptPass',
        write: async () => {
          const acceptId = await repo.insertAccept(order.taskId, {
            distributeBy: distributor,
            acceptBy: actor.userId,
            result: body.acceptResult,
            desc: body.acceptDesc,
            now,
          });
          await repo.addAttachments(order.taskId, 'accept', acceptId, files.images, files.videos);
          // The alarm the order came from goes with it once its source is back to normal (docs/alarms.md "Orders").
          if (!reject) await releaseAlarmsOfAcceptedOrder(tx, order.taskId, order.taskNo, now);
        },
      };
    });
  }

  async raiseFromItem(
    actor: Principal,
    taskId: number,
    itemId: number,
    body: WoRaiseBody,
  ): Promise<{ taskId: number; taskNo: string }> {
    requireCode(actor, PERM.INSPECT_HANDLE);
    const now = at(this.clock);
    return this.db.transaction((tx) => raiseRepair(tx, actor, taskId, itemId, body, now));
  }

  /** creates the maintenance orders of every enabled plan whose next_run is due at clock time; returns how many */
  generateDuePlans(): Promise<number> {
    return generateDuePlans(this.db, this.clock);
  }

  /** One step of the machine on an order in the caller's scope (of `kind`, unless the route names none). */
  private async run(
    actor: Principal,
    kind: WoKind | null,
    taskId: number,
    action: WoAction,
    decide: (c: StepContext) => Promise<StepPlan>,
  ): Promise<void> {
    if (kind !== null) requireCode(actor, codeOf(kind, action));
    else requireCode(actor, PERM.PROCESS_COMPLETE);
    const now = at(this.clock);
    await this.db.transaction(async (tx) => {
      const repo = new CommandRepository(tx);
      const people = new PeopleRepository(tx);
      const order = await repo.order(taskId);
      if (!order || (kind !== null && order.kind !== kind) || !inScope(actor.factoryIds, order.factoryId)) {
        throw notFound(WO_MSG.NOT_FOUND);
      }
      const t = findTransition(order.kind, order.status, action);
      if (!t) throw refusal(WO_MSG.NOT_ALLOWED);
      requireActor(actor, t, order);
      const actorName = (await people.names([actor.userId])).get(actor.userId) ?? actor.userName;
      const plan = await decide({ tx, repo, people, order, t, actorName, now });
      const status = plan.reject ? (t.onReject ?? t.to) : t.to;
      await applyStep(tx, {
        order,
        status,
        patch: plan.patch ?? {},
        log: plan.log,
        event: plan.event,
        actorId: actor.userId,
        now,
        write: plan.write,
      });
    });
  }
}
