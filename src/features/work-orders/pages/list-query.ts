/**
 * From what the user chose (query form, factory, 只看我的) or what a link carries (a message's
 * ?factoryId=&taskNo=&msgType=, home's ?myOrders=1&overdue=1) to the list query of the server (WoListQuery /
 * WoAnyKindListQuery). Pure, so every page's query is table-tested.
 */
import {
  WO_KINDS,
  WO_STATUS,
  type WoAnyKindListQuery,
  type WoKind,
  type WoStatus,
} from '@contract/work-order';
import type { FormValues } from '@/shared/form';
import { LINK_PARAMS, linkFlag } from '@/shared/routes/paths';
import type { WoPageConfig } from './page-configs';

/** Every status: a message link lists its order whatever the order's state now (see buildListQuery). */
export const ALL_STATUSES: readonly WoStatus[] = Object.values(WO_STATUS);

/** What a link to a page asks for: list this order of this factory and open it. */
export interface OpenRequest {
  factoryId: number | null;
  taskNo: string;
  /** /Troubleshoot links carry the message drawer's tab: 1 messages, 2 to-do */
  msgType: number | null;
}

const positiveInt = (text: string | null): number | null => {
  if (text === null || !/^\d+$/.test(text.trim())) return null;
  const n = Number(text);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};

/** The factory a page's address names (?factoryId=), if any. */
export const urlFactoryId = (search: string): number | null =>
  positiveInt(new URLSearchParams(search).get('factoryId'));

/** The order a page's address asks to open; null without a task number. */
export function parseOpenRequest(search: string): OpenRequest | null {
  const params = new URLSearchParams(search);
  const taskNo = (params.get('taskNo') ?? '').trim();
  if (!taskNo) return null;
  return {
    factoryId: positiveInt(params.get('factoryId')),
    taskNo,
    msgType: positiveInt(params.get('msgType')),
  };
}

/** Home's filters a page's address asks for (docs/requirements.md §2 "Home"). */
export interface LinkFilters {
  /** only the user's own orders: those they execute or accept that are not closed (the server's myOrders) */
  myOrders: boolean;
  /** only overdue orders (the server's overdue, home's interim rule) */
  overdue: boolean;
}

export const NO_LINK_FILTERS: LinkFilters = { myOrders: false, overdue: false };

/** The filters of home's links a page's address names (?myOrders=1&overdue=1). */
export const urlLinkFilters = (search: string): LinkFilters => ({
  myOrders: linkFlag(search, LINK_PARAMS.MY_ORDERS),
  overdue: linkFlag(search, LINK_PARAMS.OVERDUE),
});

export interface ListFilter extends LinkFilters {
  factoryId: number | null;
  mine: boolean;
  /**
   * The query opened from a link: docs/requirements.md §4 routes a message by its task status (1 → handling page, any
   * other → review page), so the page it lands on may not list the order's present status; such a
   * query spans every status so that the order is listed. The page's own searches keep its statuses.
   */
  anyStatus: boolean;
}

const text = (value: unknown): string | undefined => {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
};

const isKind = (value: unknown): value is WoKind => WO_KINDS.some((k) => k === value);

/** The server query of a page (without paging). Empty values are left out. */
export function buildListQuery(
  config: WoPageConfig,
  values: FormValues,
  filter: ListFilter,
): WoAnyKindListQuery {
  const chosen = Number(values.status);
  const picked =
    values.status !== undefined && values.status !== null && values.status !== ''
      ? config.statuses.find((s) => s === chosen)
      : undefined;
  const status = filter.anyStatus
    ? [...ALL_STATUSES]
    : picked !== undefined
      ? [picked]
      : [...config.statuses];
  const query: WoAnyKindListQuery = { status };
  if (filter.factoryId !== null) query.factoryId = filter.factoryId;
  const taskNo = text(values.taskNo);
  if (taskNo) query.taskNo = taskNo;
  const deviceName = text(values.deviceName);
  if (deviceName) query.deviceName = deviceName;
  const beginTime = text(values.beginTime);
  if (beginTime) query.beginTime = beginTime;
  const endTime = text(values.endTime);
  if (endTime) query.endTime = endTime;
  if (config.source === 'accept' && isKind(values.kind)) query.kind = values.kind;
  if (config.mine && filter.mine) query.mine = true;
  if (config.linkFilters && filter.myOrders) query.myOrders = true;
  if (config.linkFilters && filter.overdue) query.overdue = true;
  return query;
}
