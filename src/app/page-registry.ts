/**
 * Server menu components → console pages. Business pages register their component key here as they
 * are built; a key not listed renders a not-found view inside the layout.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { MenuPageComponent } from '@contract/menu';
import { CHUNK_TIMEOUT_MS } from '@/shared/config/constants';
import { PAGE_PATHS } from '@/shared/routes/paths';

type PageModule = { default: ComponentType };
type Loader = () => Promise<PageModule>;

/**
 * Typed by the contract's list of page components (contract/menu MENU_PAGE_COMPONENTS), which the server checks a
 * menu's component against: a key added here and not there, or the reverse, fails the type check.
 */
const registry: Record<MenuPageComponent, Loader> = {
  'system/area/index': () => import('@/features/system-admin/areas/area-page'),
  'system/dict/index': () => import('@/features/system-admin/dicts/dict-page'),
  'system/file/index': () => import('@/features/system-admin/files/file-page'),
  'system/user/index': () => import('@/features/system-admin/users/user-page'),
  'system/loginLock/index': () => import('@/features/system-admin/login-locks/login-lock-page'),
  'monitor/operlog/index': () => import('@/features/system-admin/oper-logs/oper-log-page'),
  'monitor/logininfor/index': () => import('@/features/system-admin/login-logs/login-log-page'),
  'AlarmCenter/AlarmJournal/index': () => import('@/features/alarm-center/alarm-journal-page'),
  'AlarmCenter/AlarmAnalysis/index': () => import('@/features/alarm-center/alarm-analysis-page'),
  'AlarmCenter/AlarmRules/index': () => import('@/features/alarm-center/alarm-rules-page'),
  'SpareParts/Parts/index': () => import('@/features/spare-parts/parts-page'),
  'monitor/online/index': () => import('@/features/system-admin/online/online-page'),
  'system/menu/index': () => import('@/features/system-admin/menus/menu-page'),
  'system/role/index': () => import('@/features/system-admin/roles/role-page'),
  'system/dept/index': () => import('@/features/system-admin/depts/dept-page'),
  // Work orders: one configurable list page, one thin entry chunk per menu component.
  'WorkOrderTask/WarrantyTasks/index': () =>
    import('@/features/work-orders/pages/entries/warranty-tasks-page'),
  'WorkOrderTask/InspectionTasks/index': () =>
    import('@/features/work-orders/pages/entries/inspection-tasks-page'),
  'WorkOrderTask/MaintenanceTasks/index': () =>
    import('@/features/work-orders/pages/entries/maintenance-tasks-page'),
  'WorkOrderTask/WorkOrderAcceptance/index': () =>
    import('@/features/work-orders/pages/entries/work-order-acceptance-page'),
  'WorkOrderReview/WarrantyTasksAudit/index': () =>
    import('@/features/work-orders/pages/entries/warranty-tasks-audit-page'),
  'WorkOrderReview/MaintenanceTasksAudit/index': () =>
    import('@/features/work-orders/pages/entries/maintenance-tasks-audit-page'),
  'TicketHistory/WarrantyTasksHistory/index': () =>
    import('@/features/work-orders/pages/entries/warranty-tasks-history-page'),
  'TicketHistory/InspectionTasksHistory/index': () =>
    import('@/features/work-orders/pages/entries/inspection-tasks-history-page'),
  'TicketHistory/MaintenanceTasksHistory/index': () =>
    import('@/features/work-orders/pages/entries/maintenance-tasks-history-page'),
  'TicketHistory/AcceptanceHistory/index': () =>
    import('@/features/work-orders/pages/entries/acceptance-history-page'),
  'Troubleshoot/index': () => import('@/features/work-orders/pages/entries/troubleshoot-page'),
  // 计划管理 (docs/plans.md)
  'PlanManagement/MaintenancePlans/index': () =>
    import('@/features/work-orders/plans/entries/maintenance-plans-page'),
  'PlanManagement/InspectionPlans/index': () =>
    import('@/features/work-orders/plans/entries/inspection-plans-page'),
  // 设备可靠性 (docs/reliability.md)
  'Reliability/DeviceReliability/index': () => import('@/features/reliability/reliability-page'),
  'AssetLedger/DeviceLedger/index': () => import('@/features/asset-ledger/device-ledger-page'),
  'AssetLedger/MeterLedger/index': () => import('@/features/asset-ledger/meter-ledger-page'),
  'PlantArchive/PlantInfo/index': () => import('@/features/plant-archive/plant-info-page'),
  'PlantArchive/ProcessArchive/index': () => import('@/features/plant-archive/process-archive-page'),
  // Energy: the charts (src/shared/charts, ECharts) load with these chunks only.
  'EnergyMonitor/EnergyOverview/index': () => import('@/features/energy/energy-overview-page'),
  'EnergyMonitor/EnergyReport/index': () => import('@/features/energy/energy-report-page'),
  'DataQuery/MeterReading/index': () => import('@/features/energy/meter-reading-page'),
  'DailyData/DailyReportFilling/index': () => import('@/features/reports/daily-filling-page'),
  'DailyData/DailyApproval/index': () => import('@/features/reports/daily-approval-page'),
  'WeeklyData/WeeklyReportFilling/index': () => import('@/features/reports/weekly-filling-page'),
  'WeeklyData/WeeklyReportApproval/index': () => import('@/features/reports/weekly-approval-page'),
};

/** The registered component keys and their loaders, read-only (tests check each against the menus). */
export const PAGE_REGISTRY: Readonly<Record<string, Loader>> = registry;

/**
 * The address of every page the console has, whoever may open it: each registered component's path (its key without
 * `/index`) and the business pages of docs/requirements.md §2 (PAGE_PATHS, whose menus may name another component).
 * A signed-in user's deep link to one of these that their menus lack is a page they may not open (401), not an
 * unknown address (404).
 */
export function isConsolePage(pathname: string, pages: Record<string, Loader> = registry): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (
    (Object.values(PAGE_PATHS) as string[]).includes(path) ||
    Object.keys(pages).some((key) => `/${key.replace(/\/index$/, '')}` === path)
  );
}

/** A chunk that has not arrived after 120 s fails (docs/requirements.md §8 "Chunk loader"). */
export function withTimeout(load: Loader, ms = CHUNK_TIMEOUT_MS): Loader {
  return () =>
    new Promise<PageModule>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`chunk load timed out after ${ms} ms`)), ms);
      load().then(
        (module) => {
          clearTimeout(timer);
          resolve(module);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
}

const cache = new Map<string, LazyExoticComponent<ComponentType>>();

export function resolvePage(
  component: string,
  pages: Record<string, Loader> = registry,
): LazyExoticComponent<ComponentType> | null {
  const key = component.replace(/^\//, '');
  const load = pages[key];
  if (!load) return null;
  let page = cache.get(key);
  if (!page) {
    page = lazy(withTimeout(load));
    cache.set(key, page);
  }
  return page;
}
