/**
 * The work-order lifecycle (docs/work-order-lifecycle.md): kinds, statuses, log types, verdicts, actions and the
 * transition table WO_MACHINE, shared by the server (which enforces it) and the console (which offers only what a row
 * allows). Part of the work-order contract (./index.ts exports it).
 */
import { PERM, type PermissionCode } from '../permissions';

/** Kinds of order, as the URL segment of their routes (…/workOrder/{kind}/…). */
export const WO_KIND = { FIX: 'fix', MAINT: 'maint', INSPECT: 'inspect', PLAN_FIX: 'planFix' } as const;
export type WoKind = (typeof WO_KIND)[keyof typeof WO_KIND];
export const WO_KINDS: readonly WoKind[] = Object.values(WO_KIND);

/** docs/requirements.md §3 message taskType of each kind (fault = troubleshooting; repair = warranty). */
export const KIND_TASK_TYPE: Readonly<Record<WoKind, number>> = {
  planFix: 1,
  maint: 2,
  inspect: 3,
  fix: 4,
};

export const KIND_LABEL: Readonly<Record<WoKind, string>> = {
  fix: '维修工单',
  maint: '保养工单',
  inspect: '巡检工单',
  planFix: '故障排查',
};

/** Task-number prefixes: WX202611210001 (kind prefix + date + daily sequence). */
export const KIND_NO_PREFIX: Readonly<Record<WoKind, string>> = {
  fix: 'WX',
  maint: 'BY',
  inspect: 'XJ',
  planFix: 'GZ',
};

/**
 * Order status. Numbers chosen so that message routing (docs/requirements.md §4: status 1 → handling page, otherwise
 * the review page) and the message check (closed = status ≥ CLOSED) read the same value.
 */
export const WO_STATUS = {
  /** reported (repair, fault) or planned (maintenance, inspection): waits for dispatch */
  REPORTED: 0,
  /** dispatched to an executor, who handles or forwards it */
  HANDLING: 1,
  /** handled; a manager audits it (repair and maintenance only) */
  AUDITING: 2,
  /** handled (and audited): waits for a manager to dispatch the acceptance */
  ACCEPT_DISPATCH: 3,
  /** acceptance dispatched: the acceptor accepts or rejects */
  ACCEPTING: 4,
  CLOSED: 9,
} as const;
export type WoStatus = (typeof WO_STATUS)[keyof typeof WO_STATUS];

export const WO_STATUS_LABEL: Readonly<Record<number, string>> = {
  [WO_STATUS.REPORTED]: '待派单',
  [WO_STATUS.HANDLING]: '处理中',
  [WO_STATUS.AUDITING]: '待审核',
  [WO_STATUS.ACCEPT_DISPATCH]: '待派验收',
  [WO_STATUS.ACCEPTING]: '待验收',
  [WO_STATUS.CLOSED]: '已关闭',
};

/** Open statuses: the handling pages list these; the history pages list CLOSED. */
export const WO_OPEN_STATUSES: readonly WoStatus[] = [
  WO_STATUS.REPORTED,
  WO_STATUS.HANDLING,
  WO_STATUS.AUDITING,
  WO_STATUS.ACCEPT_DISPATCH,
  WO_STATUS.ACCEPTING,
];

/** docs/requirements.md §3 process log types. */
export const LOG_TYPE = {
  /**
   * 上报: the order's report (who, when, what), first entry of the process timeline. Not a wo_task_log row: the
   * timeline lists read it from the order itself (docs/work-order-lifecycle.md "Process timeline"), recordId 0.
   */
  REPORT: 0,
  HANDLE: 1,
  APPROVAL: 2,
  DISPATCH: 3,
  ACCEPT_DISPATCH: 4,
  ACCEPT: 5,
  FORWARD: 99,
} as const;
export type LogType = (typeof LOG_TYPE)[keyof typeof LOG_TYPE];

/** Pass / reject of an audit (approvalResult) and of an acceptance (acceptResult, dict oms_accept_result). */
export const VERDICT = { PASS: 1, REJECT: 2 } as const;
export type Verdict = (typeof VERDICT)[keyof typeof VERDICT];

export const WO_ACTION = {
  DISPATCH: 'dispatch',
  FORWARD: 'forward',
  HANDLE: 'handle',
  APPROVE: 'approve',
  ACCEPT_DISPATCH: 'acceptDispatch',
  ACCEPT: 'accept',
} as const;
export type WoAction = (typeof WO_ACTION)[keyof typeof WO_ACTION];

export const WO_ACTION_LABEL: Readonly<Record<WoAction, string>> = {
  dispatch: '派单',
  forward: '转派',
  handle: '处理',
  approve: '审核',
  acceptDispatch: '派发验收',
  accept: '验收',
};

/**
 * Who may take an action besides holding its code: anyone with the code ('manager'), only the order's
 * current executor ('executor'), or only its acceptor ('acceptor'). Admin (*:*:*) may act for anyone.
 */
export type WoActor = 'manager' | 'executor' | 'acceptor';

export interface WoTransition {
  action: WoAction;
  from: WoStatus;
  /** the status after the action; an audit or acceptance verdict of REJECT goes to `onReject` */
  to: WoStatus;
  onReject?: WoStatus;
  log: LogType;
  code: PermissionCode;
  actor: WoActor;
}

/** The code an executor needs to handle or forward an order of each kind (docs/requirements.md §6). */
export const KIND_HANDLE_CODE: Readonly<Record<WoKind, PermissionCode>> = {
  fix: PERM.FIX_HANDLE,
  maint: PERM.MAINTAIN_HANDLE,
  inspect: PERM.INSPECT_HANDLE,
  planFix: PERM.PLAN_FIX_HANDLE,
};

/** The code that lists and reads orders of each kind (the page's query button; docs/requirements.md §6 for faults). */
export const KIND_LIST_CODE: Readonly<Record<WoKind, PermissionCode>> = {
  fix: PERM.FIX_LIST,
  maint: PERM.MAINTAIN_LIST,
  inspect: PERM.INSPECT_LIST,
  planFix: PERM.PLAN_FIX_LIST,
};

/** The code that exports a kind's lists (task, review and history pages) as .xlsx (docs/secure-space.md). */
export const KIND_EXPORT_CODE: Readonly<Record<WoKind, PermissionCode>> = {
  fix: PERM.FIX_EXPORT,
  maint: PERM.MAINTAIN_EXPORT,
  inspect: PERM.INSPECT_EXPORT,
  planFix: PERM.PLAN_FIX_EXPORT,
};

/** Kinds with an audit step (the /WorkOrderReview pages). */
export const AUDITED_KINDS: readonly WoKind[] = [WO_KIND.FIX, WO_KIND.MAINT];

function machineOf(kind: WoKind): WoTransition[] {
  const handleCode = KIND_HANDLE_CODE[kind];
  const audited = AUDITED_KINDS.includes(kind);
  const S = WO_STATUS;
  const rows: WoTransition[] = [
    {
      action: 'dispatch',
      from: S.REPORTED,
      to: S.HANDLING,
      log: LOG_TYPE.DISPATCH,
      code: PERM.PROCESS_COMPLETE,
      actor: 'manager',
    },
    {
      action: 'forward',
      from: S.HANDLING,
      to: S.HANDLING,
      log: LOG_TYPE.FORWARD,
      code: handleCode,
      actor: 'executor',
    },
    {
      action: 'handle',
      from: S.HANDLING,
      to: audited ? S.AUDITING : S.ACCEPT_DISPATCH,
      log: LOG_TYPE.HANDLE,
      code: handleCode,
      actor: 'executor',
    },
  ];
  if (audited) {
    rows.push({
      action: 'approve',
      from: S.AUDITING,
      to: S.ACCEPT_DISPATCH,
      onReject: S.HANDLING,
      log: LOG_TYPE.APPROVAL,
      code: PERM.PROCESS_COMPLETE,
      actor: 'manager',
    });
  }
  rows.push(
    {
      action: 'acceptDispatch',
      from: S.ACCEPT_DISPATCH,
      to: S.ACCEPTING,
      log: LOG_TYPE.ACCEPT_DISPATCH,
      code: PERM.PROCESS_COMPLETE,
      actor: 'manager',
    },
    {
      action: 'accept',
      from: S.ACCEPTING,
      to: S.CLOSED,
      onReject: S.HANDLING,
      log: LOG_TYPE.ACCEPT,
      code: PERM.ACCEPT,
      actor: 'acceptor',
    },
  );
  return rows;
}

/** The whole machine: every allowed (kind, status, action). Anything not listed is refused. */
export const WO_MACHINE: Readonly<Record<WoKind, readonly WoTransition[]>> = {
  fix: machineOf('fix'),
  maint: machineOf('maint'),
  inspect: machineOf('inspect'),
  planFix: machineOf('planFix'),
};

export function findTransition(kind: WoKind, from: number, action: WoAction): WoTransition | undefined {
  return WO_MACHINE[kind].find((t) => t.from === from && t.action === action);
}

/** What the signed-in user is, relative to one order, for deciding which actions to offer. */
export interface WoViewer {
  userId: number;
  isAdmin: boolean;
  has: (code: string) => boolean;
}

/** Actions `viewer` may take on an order now (same rule the server applies). */
export function availableActions(
  order: { kind: WoKind; status: number; execBy: number | null; acceptBy: number | null },
  viewer: WoViewer,
): WoAction[] {
  return WO_MACHINE[order.kind]
    .filter((t) => t.from === order.status)
    .filter((t) => viewer.isAdmin || viewer.has(t.code))
    .filter((t) => {
      if (viewer.isAdmin || t.actor === 'manager') return true;
      if (t.actor === 'executor') return order.execBy === viewer.userId;
      return order.acceptBy === viewer.userId;
    })
    .map((t) => t.action);
}
