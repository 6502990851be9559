/**
 * The work-order pages' keys in the query cache (src/shared/query). The orders, their lists and logs are under `all`,
 * which a change to an order (report, handle, dispatch, forward, audit, acceptance) invalidates; a factory's people
 * and devices, which no order changes, are under `factory` (asked again at each opening of a dialog).
 */
import type { WoKind } from '@contract/work-order';

export const workOrderKeys = {
  all: ['work-orders'],
  /** a kind's list, or the acceptance list over every kind */
  list: (source: string) => ['work-orders', 'list', source] as const,
  /** one order with its items, handling and acceptance records */
  order: (kind: WoKind, taskId: number) => ['work-orders', 'order', kind, taskId] as const,
  /** an order's process logs (task/log/list) */
  taskLogs: (taskId: number) => ['work-orders', 'task-logs', taskId] as const,
  /** an order's dispatch history (task/log/distribute/list) */
  dispatchLogs: (taskId: number) => ['work-orders', 'dispatch-logs', taskId] as const,
  /** the priority targets and the urge interval (时限设置), which no order changes */
  prioritySettings: ['work-order-priority-settings'] as const,
  factory: ['work-order-factory'],
  /** a factory's staff (dispatch, forward) */
  staff: (factoryId: number) => ['work-order-factory', factoryId, 'staff'] as const,
  /** a factory's managers and acceptors (acceptance dispatch) */
  managers: (factoryId: number) => ['work-order-factory', factoryId, 'managers'] as const,
  /** everyone of a factory (copied on a report) */
  people: (factoryId: number) => ['work-order-factory', factoryId, 'people'] as const,
  /** a factory's devices (a report's device) */
  devices: (factoryId: number) => ['work-order-factory', factoryId, 'devices'] as const,
  /** a factory's parts in stock matching a search (the handle dialog's picker, docs/parts.md "Orders") */
  stock: (factoryId: number, keyword: string) => ['work-order-factory', factoryId, 'stock', keyword] as const,
  /** 保养计划 / 巡检计划 (docs/plans.md): a plan write invalidates `plans` */
  plans: ['work-order-plans'],
  planList: (kind: string) => ['work-order-plans', 'list', kind] as const,
  /** the meters a factory's plans can follow (with their latest readings) */
  planMeters: (factoryId: number | null) => ['work-order-plans', 'meters', factoryId] as const,
} as const;
