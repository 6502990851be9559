/** Task messages (docs/requirements.md §3 "Message", "Message counts"; §7 "Task messages"; docs/architecture.md §3). */
import { WO_STATUS } from '../work-order';

/** The two tabs of the message drawer: messages and to-do (msgActiveName 1 and 2). */
export const MSG_TAB = { MESSAGES: 1, TODO: 2 } as const;
export type MsgTab = (typeof MSG_TAB)[keyof typeof MSG_TAB];
/** A tab number as stored or sent (1 or 2): 2 is the to-do tab, anything else the messages tab. */
export const asMsgTab = (n: number): MsgTab => (n === MSG_TAB.TODO ? MSG_TAB.TODO : MSG_TAB.MESSAGES);

/** docs/requirements.md §3 taskType; any other value is acceptance. */
export const TASK_TYPE = {
  URGE: 0,
  FAULT: 1,
  MAINTENANCE: 2,
  INSPECTION: 3,
  REPAIR: 4,
  ACCEPTANCE: 5,
} as const;

/** docs/requirements.md §3 urgeType: 1 and 2 use fillDate, 3 and 4 use startDate and endDate. */
export const URGE_TYPE = { DAILY_FILL: 1, DAILY_APPROVAL: 2, WEEKLY_FILL: 3, WEEKLY_APPROVAL: 4 } as const;

/** urgeTypeLabel of a message, by urgeType. */
export const URGE_TYPE_LABEL: Readonly<Record<number, string>> = {
  [URGE_TYPE.DAILY_FILL]: '日报填报',
  [URGE_TYPE.DAILY_APPROVAL]: '日报审批',
  [URGE_TYPE.WEEKLY_FILL]: '周报填报',
  [URGE_TYPE.WEEKLY_APPROVAL]: '周报审批',
};

/**
 * taskStatus of the task (or, on an urge, of the report) a message is about: the order's WO_STATUS,
 * kept current as the order moves on. docs/requirements.md §4: 1 leads to the handling page, anything else to the
 * review page. From CLOSED on, the task or report is finished and a check refuses to route.
 */
export const TASK_STATUS = {
  PENDING: WO_STATUS.HANDLING,
  REVIEW: WO_STATUS.AUDITING,
  ACCEPTANCE: WO_STATUS.ACCEPTING,
  CLOSED: WO_STATUS.CLOSED,
} as const;

export const MESSAGE_MSG = {
  NOT_A_FACTORY: '工厂不存在',
  OUT_OF_SCOPE: '没有权限访问该工厂',
  /** another user's message gets this too: nobody learns that it exists */
  NOT_FOUND: '消息不存在',
  READ: '操作成功',
  DELETED: '删除成功',
  TASK_MISSING: '该工单不存在',
  TASK_CLOSED: '该工单已处理完成',
  REPORT_MISSING: '该报表不存在',
  REPORT_CLOSED: '该报表已处理完成',
} as const;

// The shapes of the route schemas (./schemas.ts, server only), declared here for the console.

export type FactoryTabParams = {
  factoryId: number;
  tab: number;
};

/**
 * Unread messages of the signed-in user in one factory, both tabs: `copyToMsgCount` those sent as a
 * copy (cc), `execByMsgCount` those addressed to the user; total = both.
 */
export type MessageCount = {
  totalMsgCount: number;
  copyToMsgCount: number;
  execByMsgCount: number;
};

/**
 * One row of list/{factoryId}/{tab} (docs/requirements.md §3 "Message"). Times are 'YYYY-MM-DD HH:mm:ss' and dates
 * 'YYYY-MM-DD' in China time; projectName is the factory's name, factoryType its kind of area node.
 */
export type Message = {
  msgId: number;
  msgTitle: string;
  taskType: number;
  taskNo: string;
  deviceShowCode: string;
  deviceName: string;
  createTime: string;
  /** 1 = read */
  isRead: number;
  urgeType: number | null;
  urgeTypeLabel: string;
  factoryId: number;
  fillDate: string | null;
  startDate: string | null;
  endDate: string | null;
  projectName: string;
  factoryType: string;
  taskId: number | null;
  taskStatus: number | null;
  distributeFlag: number | null;
  /** on the to-do tab: what the to-do asks of the user now (TODO_KIND); absent on the messages tab */
  todoKind?: TodoKind;
  /**
   * on the to-do tab's list: the order of the to-do is overdue at the server's clock (docs/work-order-lifecycle.md
   * "Priority and due time"); absent elsewhere
   */
  overdue?: boolean;
};

/**
 * What an open to-do asks of its user (docs/requirements.md §3 "To-do queue"): for an order, the step its current
 * status waits for; for a report, filling or approving it. The to-do tab lists only open to-dos: one whose order or
 * report has moved on since is done with, whoever moved it.
 */
export const TODO_KIND = {
  DISPATCH: 'dispatch',
  HANDLE: 'handle',
  AUDIT: 'audit',
  ACCEPT_DISPATCH: 'acceptDispatch',
  ACCEPT: 'accept',
  DAILY_FILL: 'dailyFill',
  DAILY_APPROVAL: 'dailyApproval',
  WEEKLY_FILL: 'weeklyFill',
  WEEKLY_APPROVAL: 'weeklyApproval',
  /** a to-do about neither an order nor a report: open until its user deletes it */
  OTHER: 'other',
} as const;
export type TodoKind = (typeof TODO_KIND)[keyof typeof TODO_KIND];
export const TODO_KINDS: readonly TodoKind[] = Object.values(TODO_KIND);

/** An order's to-do kind by the status the order waits in (WO_STATUS). */
export const TODO_KIND_OF_STATUS: Readonly<Record<number, TodoKind>> = {
  [WO_STATUS.REPORTED]: TODO_KIND.DISPATCH,
  [WO_STATUS.HANDLING]: TODO_KIND.HANDLE,
  [WO_STATUS.AUDITING]: TODO_KIND.AUDIT,
  [WO_STATUS.ACCEPT_DISPATCH]: TODO_KIND.ACCEPT_DISPATCH,
  [WO_STATUS.ACCEPTING]: TODO_KIND.ACCEPT,
};

/** A report to-do's kind by its urge type (URGE_TYPE). */
export const TODO_KIND_OF_URGE: Readonly<Record<number, TodoKind>> = {
  [URGE_TYPE.DAILY_FILL]: TODO_KIND.DAILY_FILL,
  [URGE_TYPE.DAILY_APPROVAL]: TODO_KIND.DAILY_APPROVAL,
  [URGE_TYPE.WEEKLY_FILL]: TODO_KIND.WEEKLY_FILL,
  [URGE_TYPE.WEEKLY_APPROVAL]: TODO_KIND.WEEKLY_APPROVAL,
};

/** How many open to-dos of one kind the user has (home, the drawer's filter). */
export type TodoKindCount = { kind: TodoKind; count: number };

/** The list's optional filters: a to-do kind (to-do tab only) and words matched in title, order number and device. */
export type MessageListQuery = {
  pageNum?: number;
  pageSize?: number;
  todoKind?: TodoKind;
  keyword?: string;
};
/** The longest keyword the list takes (the longest searched column, msg_title, is 200). */
export const MESSAGE_KEYWORD_MAX = 50;
