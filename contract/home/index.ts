/**
 * Home per user (docs/requirements.md §2 "Home"): one answer with the signed-in user's working day, in the factories of
 * their scope or the one asked (the top bar's). Its schemas are in ./schemas.ts (server only).
 */
import type { AlarmKind } from '../alarm';
import type { TodoKindCount } from '../message';
import type { WoKind } from '../work-order';

/** `GET /api/home/summary` (the console adds its /api base itself). */
export const HOME_SUMMARY_PATH = '/home/summary';

/** The most overdue orders the answer lists (the figure counts them all). */
export const HOME_OVERDUE_LIST_LIMIT = 5;

export type HomeSummaryQuery = {
  /** one factory of the caller's scope (else 403); none: all of them */
  factoryId?: number;
};

/** An overdue order as home lists it: enough to name it and open it on its page. */
export type HomeOrder = {
  taskId: number;
  taskNo: string;
  kind: WoKind;
  status: number;
  factoryId: number;
  factoryName: string;
  /** the device's name, '' when the order has none */
  deviceName: string;
  reportContent: string;
  /** the time it is overdue against (its due time, or its response time while not dispatched), China time */
  dueTime: string;
};

/**
 * The caller's orders of one kind: how many are open and how many of those overdue, so that home's 未关闭 and 已超期
 * figures can open each kind's list filtered to them (`myOrders`, `overdue` of the work-order list query).
 */
export type HomeOrderKindCount = {
  kind: WoKind;
  open: number;
  overdue: number;
};

export type HomeAlarmCount = {
  kind: AlarmKind;
  count: number;
};

export type HomeSummary = {
  /** the factory the figures are of; null: every factory of the caller's scope */
  factoryId: number | null;
  /** the caller's open to-dos per kind (the to-do queue's rule, docs/requirements.md §3 "To-do queue"); none absent */
  todos: TodoKindCount[];
  /**
   * the periods whose reports are due now (China time), where home's report figures open the fill pages: the day
   * before today, and the Monday of the week before this one
   */
  dueDay: string;
  dueWeek: string;
  /** orders the caller executes or accepts that are not closed */
  openOrders: number;
  /** of those, the overdue ones (the server's interim rule, docs/requirements.md §2 "Home") */
  overdueOrders: number;
  /** openOrders and overdueOrders per kind, in WO_KINDS order; kinds with no open order absent */
  orderKinds: HomeOrderKindCount[];
  /** the most overdue first, at most HOME_OVERDUE_LIST_LIMIT */
  mostOverdue: HomeOrder[];
  /** active alarms per kind as the alarm window shows them (suppressed meter alarms left out); kinds with none absent */
  alarms: HomeAlarmCount[];
};
