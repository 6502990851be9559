/**
 * The eleven work-order list pages as data: one configurable page (work-order-list-page.tsx) renders
 * each of them. A page lists the orders of one kind (or every kind, for the acceptance pages) in some
 * statuses; the row actions are what the contract's machine allows the viewer (availableActions), so a
 * page does not restrict them: the server stays the judge.
 */
import { PAGE_PATHS } from '@/shared/routes/paths';
import {
  KIND_HANDLE_CODE,
  WO_OPEN_STATUSES,
  WO_STATUS,
  type WoKind,
  type WoStatus,
} from '@contract/work-order';
import type { MessageKey } from '@/shared/i18n';

/** A kind's own list (GET …/{kind}/list) or the acceptance list over every kind (GET …/accept/list). */
export type WoListSource = WoKind | 'accept';

export interface WoPageConfig {
  /** the server menu's component key the page registry resolves (server/src/setup/seed/menus.ts) */
  component: string;
  path: string;
  title: MessageKey;
  source: WoListSource;
  /** the statuses the page lists by default; a status field offers them when there are several */
  statuses: readonly WoStatus[];
  /** 上报/新建 (ReportDialog) for users holding the kind's handle code */
  report: boolean;
  /** 只看我的: only the orders the viewer must act on now (the server's mine=true) */
  mine: boolean;
  /**
   * home's filters from the address (?myOrders=1, ?overdue=1: the user's own orders, the overdue ones), shown as
   * closable tags: the handling lists and the acceptance list, where home's order figures lead
   */
  linkFilters: boolean;
  /** the generic table's preference key */
  tableId: string;
}

const ACCEPT_STATUSES: readonly WoStatus[] = [WO_STATUS.ACCEPT_DISPATCH, WO_STATUS.ACCEPTING];
const AUDIT: readonly WoStatus[] = [WO_STATUS.AUDITING];
const CLOSED: readonly WoStatus[] = [WO_STATUS.CLOSED];

const handling = (
  component: string,
  path: string,
  title: MessageKey,
  source: WoListSource,
  statuses: readonly WoStatus[],
): WoPageConfig => ({
  component,
  path,
  title,
  source,
  statuses,
  report: source !== 'accept',
  mine: true,
  linkFilters: true,
  tableId: `wo_${path.split('/').pop() ?? ''}`,
});

const archive = (
  component: string,
  path: string,
  title: MessageKey,
  source: WoListSource,
  statuses: readonly WoStatus[],
): WoPageConfig => ({
  ...handling(component, path, title, source, statuses),
  report: false,
  mine: false,
  linkFilters: false,
});

export const WO_PAGES = {
  warrantyTasks: handling(
    'WorkOrderTask/WarrantyTasks/index',
    PAGE_PATHS.WARRANTY_TASKS,
    'wo.page.warrantyTasks',
    'fix',
    WO_OPEN_STATUSES,
  ),
  inspectionTasks: handling(
    'WorkOrderTask/InspectionTasks/index',
    PAGE_PATHS.INSPECTION_TASKS,
    'wo.page.inspectionTasks',
    'inspect',
    WO_OPEN_STATUSES,
  ),
  maintenanceTasks: handling(
    'WorkOrderTask/MaintenanceTasks/index',
    PAGE_PATHS.MAINTENANCE_TASKS,
    'wo.page.maintenanceTasks',
    'maint',
    WO_OPEN_STATUSES,
  ),
  workOrderAcceptance: handling(
    'WorkOrderTask/WorkOrderAcceptance/index',
    PAGE_PATHS.WORK_ORDER_ACCEPTANCE,
    'wo.page.workOrderAcceptance',
    'accept',
    ACCEPT_STATUSES,
  ),
  warrantyTasksAudit: archive(
    'WorkOrderReview/WarrantyTasksAudit/index',
    PAGE_PATHS.WARRANTY_TASKS_AUDIT,
    'wo.page.warrantyTasksAudit',
    'fix',
    AUDIT,
  ),
  maintenanceTasksAudit: archive(
    'WorkOrderReview/MaintenanceTasksAudit/index',
    PAGE_PATHS.MAINTENANCE_TASKS_AUDIT,
    'wo.page.maintenanceTasksAudit',
    'maint',
    AUDIT,
  ),
  warrantyTasksHistory: archive(
    'TicketHistory/WarrantyTasksHistory/index',
    PAGE_PATHS.WARRANTY_TASKS_HISTORY,
    'wo.page.warrantyTasksHistory',
    'fix',
    CLOSED,
  ),
  inspectionTasksHistory: archive(
    'TicketHistory/InspectionTasksHistory/index',
    PAGE_PATHS.INSPECTION_TASKS_HISTORY,
    'wo.page.inspectionTasksHistory',
    'inspect',
    CLOSED,
  ),
  maintenanceTasksHistory: archive(
    'TicketHistory/MaintenanceTasksHistory/index',
    PAGE_PATHS.MAINTENANCE_TASKS_HISTORY,
    'wo.page.maintenanceTasksHistory',
    'maint',
    CLOSED,
  ),
  acceptanceHistory: archive(
    'TicketHistory/AcceptanceHistory/index',
    PAGE_PATHS.ACCEPTANCE_HISTORY,
    'wo.page.acceptanceHistory',
    'accept',
    CLOSED,
  ),
  troubleshoot: handling(
    'Troubleshoot/index',
    PAGE_PATHS.TROUBLESHOOT,
    'wo.page.troubleshoot',
    'planFix',
    WO_OPEN_STATUSES,
  ),
} as const satisfies Record<string, WoPageConfig>;

export type WoPageName = keyof typeof WO_PAGES;
export const WO_PAGE_LIST: readonly WoPageConfig[] = Object.values(WO_PAGES);

/** The pages of one kind offer its report dialog; the acceptance pages span every kind. */
export const isAcceptPage = (config: WoPageConfig) => config.source === 'accept';

/** The toolbar button that opens the report dialog of the page's kind. */
export interface ReportButton {
  kind: WoKind;
  /** repairs and faults are reported (上报), planned work is created (新建) */
  label: Extract<MessageKey, 'wo.report' | 'wo.create'>;
}

/**
 * The report button of a page for a user with the codes `can` grants: on the pages that offer it (a
 * kind's task pages), to users holding that kind's handle code; null: no button.
 */
export function reportButton(config: WoPageConfig, can: (code: string) => boolean): ReportButton | null {
  const kind = config.source;
  if (!config.report || kind === 'accept' || !can(KIND_HANDLE_CODE[kind])) return null;
  return { kind, label: kind === 'fix' || kind === 'planFix' ? 'wo.report' : 'wo.create' };
}
