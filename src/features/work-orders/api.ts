/**
 * Work-order calls (docs/requirements.md §7 "Work orders and tasks", contract/work-order/index.ts), all through the one
 * client. The client shows a refusal's msg itself; callers only react to success.
 */
import type { DataResult, PageResult, Reply } from '@contract/common';
import type {
  AcceptListRow,
  TaskLog,
  WoAcceptBody,
  WoAcceptDispatchBody,
  WoAnyKindListQuery,
  WoApprovalBody,
  WoCreateBody,
  WoDetail,
  WoDevice,
  WoDispatchBody,
  WoForwardBody,
  WoHandleBody,
  WoKind,
  WoListQuery,
  WoPerson,
  WoRaiseBody,
  WoRow,
} from '@contract/work-order';
import { WO_PRIORITY_API, type WoPrioritySettings, type WoPrioritySettingsBody } from '@contract/wo-priority';
import type { PartStockRow } from '@contract/parts';
import { del, get, post, put } from '@/shared/api';

const WO = '/system/base/workOrder';
const TASK = '/system/base/task';
/** The client's paths are relative to /api (src/shared/api). */
const relativePriority = WO_PRIORITY_API.SETTINGS.replace(/^\/api/, '');

export type WoPagedQuery = WoListQuery & { pageNum: number; pageSize: number };
export type WoAnyKindPagedQuery = WoAnyKindListQuery & { pageNum: number; pageSize: number };

const list = <T>(reply: DataResult<T[]>): T[] => (Array.isArray(reply.data) ? reply.data : []);

// ── lists ────────────────────────────────────────────────────────────────────
/** A list's .xlsx export (docs/secure-space.md "Exports"): POST with the list's filter. */
export const ordersExportPath = (source: WoKind | 'accept') => `${WO}/${source}/export`;

export const fetchOrders = (kind: WoKind, query: WoPagedQuery) =>
  get<PageResult<WoRow>>(`${WO}/${kind}/list`, query);

export const fetchAcceptOrders = (query: WoAnyKindPagedQuery) =>
  get<PageResult<AcceptListRow>>(`${WO}/accept/list`, query);

// ── one order ────────────────────────────────────────────────────────────────
export async function fetchOrder(kind: WoKind, taskId: number): Promise<WoDetail> {
  return (await get<DataResult<WoDetail>>(`${WO}/${kind}/${taskId}`)).data;
}

export const removeAcceptRecord = (acceptId: number) => del<Reply>(`${WO}/accept/${acceptId}`);

// ── create and transitions ───────────────────────────────────────────────────
/** `idempotencyKey`: the report dialog's, held until it succeeds (a retry after a lost answer creates one order). */
export async function createOrder(
  kind: WoKind,
  body: WoCreateBody,
  idempotencyKey?: string,
): Promise<{ taskId: number; taskNo: string }> {
  return (
    await post<DataResult<{ taskId: number; taskNo: string }>>(`${WO}/${kind}`, body, { idempotencyKey })
  ).data;
}

export const dispatchOrder = (kind: WoKind, taskId: number, body: WoDispatchBody) =>
  post<Reply>(`${WO}/${kind}/${taskId}/dispatch`, body);

export const forwardOrder = (kind: WoKind, taskId: number, body: WoForwardBody) =>
  post<Reply>(`${WO}/${kind}/${taskId}/forward`, body);

export const handleOrder = (kind: WoKind, taskId: number, body: WoHandleBody, idempotencyKey?: string) =>
  post<Reply>(`${WO}/${kind}/${taskId}/handle`, body, { idempotencyKey });

/** The audit (docs/requirements.md §7 POST /api/system/base/task/approval). */
export const approveOrder = (body: WoApprovalBody) => post<Reply>(`${TASK}/approval`, body);

export const dispatchAcceptance = (kind: WoKind, taskId: number, body: WoAcceptDispatchBody) =>
  post<Reply>(`${WO}/${kind}/${taskId}/acceptDispatch`, body);

export const acceptOrder = (kind: WoKind, taskId: number, body: WoAcceptBody) =>
  post<Reply>(`${WO}/${kind}/${taskId}/accept`, body);

/** An abnormal inspection item becomes a repair order. */
export async function raiseRepair(
  taskId: number,
  itemId: number,
  body: WoRaiseBody,
): Promise<{ taskId: number; taskNo: string }> {
  const reply = await post<DataResult<{ taskId: number; taskNo: string }>>(
    `${WO}/inspect/${taskId}/${itemId}/raise`,
    body,
  );
  return reply.data;
}

// ── people and devices ───────────────────────────────────────────────────────
/** Executors of a factory (dispatch and forward dialogs). */
export const fetchStaff = async (factoryId: number) =>
  list(await get<DataResult<WoPerson[]>>(`${TASK}/common/listStaff`, { factoryId }));

/** Managers and acceptors of a factory (acceptance dispatch). */
export const fetchManagers = async (factoryId: number) =>
  list(await get<DataResult<WoPerson[]>>(`${TASK}/common/listManager`, { factoryId }));

/** Everyone of a factory (copy-to list). */
export const fetchAllPeople = async (factoryId: number) =>
  list(await get<DataResult<WoPerson[]>>(`${TASK}/common/listAll`, { factoryId }));

export const fetchDevices = async (factoryId: number) =>
  list(await get<DataResult<WoDevice[]>>(`${WO}/devices`, { factoryId }));

/** The parts a factory holds (docs/parts.md "Orders"): what the handle dialog's picker offers, 50 at most per search. */
export const STOCK_PICK_SIZE = 50;
export const fetchStockParts = async (factoryId: number, keyword: string) =>
  (
    await get<PageResult<PartStockRow>>('/system/base/parts/stock/list', {
      factoryId,
      inStock: true,
      pageSize: STOCK_PICK_SIZE,
      ...(keyword ? { keyword } : {}),
    })
  ).rows;

// ── process logs ─────────────────────────────────────────────────────────────
export const fetchTaskLogs = async (taskId: number) =>
  list(await get<DataResult<TaskLog[]>>(`${TASK}/log/list`, { taskId }));

/** Dispatch history (log types 3, 4, 99). */
export const fetchDistributeLogs = async (taskId: number) =>
  list(await get<DataResult<TaskLog[]>>(`${TASK}/log/distribute/list`, { taskId }));

/** The priority targets and the urge interval, one record saved at the version read (docs/concurrency.md). */
export async function fetchPrioritySettings(): Promise<WoPrioritySettings> {
  return (await get<DataResult<WoPrioritySettings>>(relativePriority)).data;
}

export const savePrioritySettings = (body: WoPrioritySettingsBody) =>
  put<DataResult<WoPrioritySettings>>(relativePriority, body);
