/**
 * Where home opens orders (docs/requirements.md §2 "Home"). One order: the handling list of its kind, filtered to that
 * order (?factoryId=&taskNo=, which the work-order list pages read as a message link's), or the acceptance list for an
 * order waiting for acceptance. The user's orders of one kind (the 未关闭 and 已超期 figures): the kind's handling
 * list filtered to them (?myOrders=1, and &overdue=1 for the overdue ones), which lists every open status of the kind,
 * so all of the user's open orders of the kind, whatever step they wait for. `codes`: the user needs one of them to
 * open the page; without any the order or figure is shown without a link.
 */
import { PERM } from '@contract/permissions';
import type { HomeOrder } from '@contract/home';
import { KIND_HANDLE_CODE, KIND_LIST_CODE, WO_STATUS, type WoKind } from '@contract/work-order';
import { LINK_FLAG_ON, LINK_PARAMS, PAGE_PATHS, linkTo } from '@/shared/routes/paths';

export interface OrderTarget {
  path: string;
  codes: readonly string[];
}

const HANDLING_PAGE = {
  fix: PAGE_PATHS.WARRANTY_TASKS,
  maint: PAGE_PATHS.MAINTENANCE_TASKS,
  inspect: PAGE_PATHS.INSPECTION_TASKS,
  planFix: PAGE_PATHS.TROUBLESHOOT,
} as const;

const ACCEPTING: readonly number[] = [WO_STATUS.ACCEPT_DISPATCH, WO_STATUS.ACCEPTING];

const handlingCodes = (kind: WoKind): readonly string[] => [KIND_HANDLE_CODE[kind], KIND_LIST_CODE[kind]];

export function orderTarget(order: Pick<HomeOrder, 'kind' | 'status' | 'factoryId' | 'taskNo'>): OrderTarget {
  const query = new URLSearchParams({ factoryId: String(order.factoryId), taskNo: order.taskNo }).toString();
  if (ACCEPTING.includes(order.status))
    return { path: `${PAGE_PATHS.WORK_ORDER_ACCEPTANCE}?${query}`, codes: [PERM.ACCEPT] };
  return { path: `${HANDLING_PAGE[order.kind]}?${query}`, codes: handlingCodes(order.kind) };
}

/**
 * The user's open (or, `overdue`, overdue) orders of `kind` in home's factory (`factoryId`; null: every factory of
 * their scope, as the list shows without one).
 */
export function myOrdersTarget(kind: WoKind, overdue: boolean, factoryId: number | null): OrderTarget {
  return {
    path: linkTo(HANDLING_PAGE[kind], {
      ...(factoryId === null ? {} : { [LINK_PARAMS.FACTORY_ID]: factoryId }),
      [LINK_PARAMS.MY_ORDERS]: LINK_FLAG_ON,
      ...(overdue ? { [LINK_PARAMS.OVERDUE]: LINK_FLAG_ON } : {}),
    }),
    codes: handlingCodes(kind),
  };
}
