/**
 * Priorities and due times of work orders (docs/work-order-lifecycle.md "Priority and due time"): every order has a
 * priority 紧急/高/中/低, each priority a response target (to dispatch) and a completion target (to handle), and an
 * overdue order is urged on a ladder. The targets and the ladder's interval are one record an administrator edits
 * under one version (docs/concurrency.md). Constants and types only; the server's schemas are in ./schemas.ts.
 */

/** The same numbers as alarm priorities (contract/alarm ALARM_PRIORITY): an order raised from an alarm keeps its. */
export const WO_PRIORITY = { URGENT: 1, HIGH: 2, MEDIUM: 3, LOW: 4 } as const;
export type WoPriority = (typeof WO_PRIORITY)[keyof typeof WO_PRIORITY];
export const WO_PRIORITIES: readonly WoPriority[] = [1, 2, 3, 4];
/** what an order reported without one, a maintenance plan's order and an order raised from an inspection get */
export const WO_PRIORITY_DEFAULT: WoPriority = WO_PRIORITY.MEDIUM;

/** Stored and exported labels (the console shows its catalog's, by the same numbers). */
export const WO_PRIORITY_LABEL: Readonly<Record<WoPriority, string>> = {
  1: '紧急',
  2: '高',
  3: '中',
  4: '低',
};

export const WO_PRIORITY_API = {
  /** GET (PERM.WO_PRIORITY_QUERY) / PUT (PERM.WO_PRIORITY_EDIT): the record below */
  SETTINGS: '/api/system/base/task/priority/settings',
} as const;

export const WO_PRIORITY_LIMITS = {
  /** targets in minutes: from 1 minute to 90 days */
  TARGET_MIN: 1,
  TARGET_MAX: 129_600,
  /** the ladder's interval between rungs: from 1 minute to a week */
  INTERVAL_MIN: 1,
  INTERVAL_MAX: 10_080,
} as const;

/** The rungs of an overdue order's urge ladder, in order: who is told (docs/work-order-lifecycle.md). */
export const WO_URGE_RUNG = { EXECUTOR: 1, DISPATCHER: 2, SUPERVISOR: 3 } as const;
export type WoUrgeRung = (typeof WO_URGE_RUNG)[keyof typeof WO_URGE_RUNG];

export interface WoPriorityTarget {
  priority: WoPriority;
  /** minutes from the report to the dispatch */
  responseMinutes: number;
  /** minutes from the report to the handling: the order's due time */
  completeMinutes: number;
}

/** PUT body: every priority once, the ladder's interval, and the version the dialog loaded. */
export interface WoPrioritySettingsBody {
  targets: WoPriorityTarget[];
  /** minutes between the ladder's rungs: executor at the due time, dispatcher this later, supervisors again later */
  urgeIntervalMinutes: number;
  version: number;
}

/** GET answer (and the 409's `current`): targets in WO_PRIORITIES order, and who saved them last. */
export interface WoPrioritySettings extends WoPrioritySettingsBody {
  /** nick name; '' when never saved */
  updateBy: string;
  /** China time `YYYY-MM-DD HH:mm:ss`; '' when never saved */
  updateTime: string;
}

/** The server's texts (English in server/src/shared/i18n/message-catalog.ts). */
export const WO_PRIORITY_MSG = {
  SAVED: '保存成功',
  DUPLICATE: '该优先级重复',
  MISSING: '每个优先级都需要时限',
  RESPONSE_AFTER_COMPLETE: '响应时限不能超过完成时限',
} as const;

/** The urge messages' titles, per rung (stored like the other message titles). */
export const WO_URGE_TITLE: Readonly<Record<WoUrgeRung, (kindLabel: string, taskNo: string) => string>> = {
  1: (kind, no) => `${kind}${no} 已超时，请尽快处理`,
  2: (kind, no) => `${kind}${no} 已超时未完成，请督促执行人`,
  3: (kind, no) => `${kind}${no} 超时未完成，已升级至工厂主管`,
};
