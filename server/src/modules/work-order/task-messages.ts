/**
 * Task messages of the work orders (docs/work-order-lifecycle.md "Messages"): every
 * step sends the person who must act next a to-do (tab 2), the other people concerned a message (tab 1)
 * and every copy-to user a copy (tab 1, copy_to). One row per person and step: a to-do wins over a
 * message, a message over a copy; the caller gets no message or copy about their own step. Afterwards
 * every older message of the order carries its new status.
 */
import { MSG_TAB, TASK_TYPE } from '../../../../contract/message/schemas';
import {
  AUDITED_KINDS,
  KIND_LABEL,
  KIND_TASK_TYPE,
  type WoKind,
} from '../../../../contract/work-order/schemas';
import type { Db } from '../../db/client';
import { CommandRepository, type NewMessage, type OrderState } from './command-repository';
import { PeopleRepository } from './people-repository';

export type WoEvent =
  | 'create'
  | 'dispatch'
  | 'forward'
  | 'handle'
  | 'approvePass'
  | 'approveReject'
  | 'acceptDispatch'
  | 'acceptPass'
  | 'acceptReject';

/** Who holds which part of an order. */
export type OrderPeople = Pick<
  OrderState,
  'reportBy' | 'execBy' | 'distributeBy' | 'acceptBy' | 'acceptDistributeBy'
>;

export interface FanoutInput {
  event: WoEvent;
  kind: WoKind;
  taskNo: string;
  /** people before and after the step */
  before: OrderPeople;
  after: OrderPeople;
  /** the manager(s) who must act next when the next step is a manager's (dispatch, acceptance dispatch) */
  managers: number[];
  copyTo: number[];
  actorId: number | null;
}

interface Rule {
  todo: (number | null)[];
  todoTitle: string;
  /** the acceptor's to-do opens the acceptance dialog (task type 5) */
  todoType?: number;
  message: (number | null)[];
  messageTitle: string;
}

function ruleOf(i: FanoutInput): Rule {
  const { before: b, after: a } = i;
  const label = KIND_LABEL[i.kind];
  const order = `${label}${i.taskNo}`;
  switch (i.event) {
    case 'create':
      return {
        todo: i.managers,
        todoTitle: `您有新的${label}待派单`,
        message: [],
        messageTitle: `${order} 已创建`,
      };
    case 'dispatch':
      return {
        todo: [a.execBy],
        todoTitle: `您有新的${label}待处理`,
        message: [a.reportBy],
        messageTitle: `${order} 已派单`,
      };
    case 'forward':
      return {
        todo: [a.execBy],
        todoTitle: `您有新的${label}待处理（转派）`,
        message: [b.execBy, a.distributeBy, a.reportBy],
        messageTitle: `${order} 已被转派`,
      };
    case 'handle':
      return {
        todo: i.managers,
        todoTitle: AUDITED_KINDS.includes(i.kind) ? `您有新的${label}待审核` : `您有新的${label}待派发验收`,
        message: [a.reportBy],
        messageTitle: `${order} 已处理`,
      };
    case 'approvePass':
      return {
        todo: i.managers,
        todoTitle: `您有新的${label}待派发验收`,
        message: [a.execBy, a.reportBy],
        messageTitle: `${order} 审核通过`,
      };
    case 'approveReject':
      return {
        todo: [a.execBy],
        todoTitle: `${order} 审核不通过, 请重新处理`,
        message: [a.reportBy, a.distributeBy],
        messageTitle: `${order} 审核不通过`,
      };
    case 'acceptDispatch':
      return {
        todo: [a.acceptBy],
        todoTitle: '您有新的工单待验收',
        todoType: TASK_TYPE.ACCEPTANCE,
        message: [a.execBy, a.reportBy, a.distributeBy],
        messageTitle: `${order} 已派发验收`,
      };
    case 'acceptPass':
      return {
        todo: [],
        todoTitle: '',
        message: [a.reportBy, a.distributeBy, a.execBy, a.acceptDistributeBy],
        messageTitle: `${order} 验收通过, 已关闭`,
      };
    case 'acceptReject':
      return {
        todo: [a.execBy],
        todoTitle: `${order} 验收不通过, 请重新处理`,
        message: [a.reportBy, a.distributeBy, a.acceptDistributeBy],
        messageTitle: `${order} 验收不通过`,
      };
  }
}

/** The message rows of one step (pure: the rules above, deduplicated). */
export function fanout(i: FanoutInput): NewMessage[] {
  const rule = ruleOf(i);
  const taskType = KIND_TASK_TYPE[i.kind];
  const taken = new Set<number>();
  const pick = (ids: (number | null)[], skipActor: boolean): number[] => {
    const out: number[] = [];
    for (const id of ids) {
      if (id === null || taken.has(id) || (skipActor && id === i.actorId)) continue;
      taken.add(id);
      out.push(id);
    }
    return out;
  };
  // A reporter who is also a manager needs no to-do about the report just made.
  const todo = pick(rule.todo, i.event === 'create');
  const message = pick(rule.message, true);
  const copies = pick(i.copyTo, true);
  return [
    ...todo.map((userId) => ({
      userId,
      tab: MSG_TAB.TODO,
      title: rule.todoTitle,
      taskType: rule.todoType ?? taskType,
      copyTo: false,
    })),
    ...message.map((userId) => ({
      userId,
      tab: MSG_TAB.MESSAGES,
      title: rule.messageTitle,
      taskType,
      copyTo: false,
    })),
    ...copies.map((userId) => ({
      userId,
      tab: MSG_TAB.MESSAGES,
      title: rule.messageTitle,
      taskType,
      copyTo: true,
    })),
  ];
}

/**
 * Sends the messages of a step on `order` (as it was before the step) that left it in `status` with
 * `after` people. The next manager is the order's dispatcher when there is one, else every manager
 * bound to the factory.
 */
export async function notify(
  tx: Db,
  step: {
    order: OrderState;
    after: OrderPeople;
    status: number;
    event: WoEvent;
    actorId: number | null;
    now: Date;
  },
): Promise<void> {
  const repo = new CommandRepository(tx);
  const people = new PeopleRepository(tx);
  const { order, after, event } = step;
  let managers: number[] = [];
  if (event === 'create') managers = await people.managers(order.factoryId);
  if (event === 'handle' || event === 'approvePass') {
    managers = after.distributeBy !== null ? [after.distributeBy] : await people.managers(order.factoryId);
  }
  const messages = fanout({
    event,
    kind: order.kind,
    taskNo: order.taskNo,
    before: order,
    after,
    managers,
    copyTo: await repo.copyTo(order.taskId),
    actorId: step.actorId,
  });
  await repo.sendMessages(order, step.status, messages, step.now);
}
