/**
 * Where home opens an order: the handling list of its kind, filtered to that order (?factoryId=&taskNo=, which the
 * work-order list pages read as a message link's), or the acceptance list for an order waiting for acceptance. `codes`:
 * the user needs one of them to open the page; without any the order is listed without a link.
 */
import { PERM } from '@contract/permissions';
import type { HomeOrder } from '@contract/home';
import { KIND_HANDLE_CODE, KIND_LIST_CODE, WO_STATUS } from '@contract/work-order';
import { PAGE_PATHS } from '@/shared/routes/paths';

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

export function orderTarget(order: Pick<HomeOrder, 'kind' | 'status' | 'factoryId' | 'taskNo'>): OrderTarget {
  const query = new URLSearchParams({ factoryId: String(order.factoryId), taskNo: order.taskNo }).toString();
  if (ACCEPTING.includes(order.status))
    return { path: `${PAGE_PATHS.WORK_ORDER_ACCEPTANCE}?${query}`, codes: [PERM.ACCEPT] };
  return {
    path: `${HANDLING_PAGE[order.kind]}?${query}`,
    codes: [KIND_HANDLE_CODE[order.kind], KIND_LIST_CODE[order.kind]],
  };
}
