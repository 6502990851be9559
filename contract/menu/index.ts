/**
 * 菜单管理 (docs/administration.md "菜单管理"): the menu rows of every subsystem as administrators edit them (RuoYi's
 * sys_menu shapes and M/C/F types), and the components a menu may name. Its schemas are in ./schemas.ts (server only).
 */
import { MENU_COMPONENT } from '../menu-paths';

/** RuoYi's menu types: a directory (folder), a page, a button (a permission code under a page). */
export const MENU_TYPE = { DIR: 'M', PAGE: 'C', BUTTON: 'F' } as const;
export type MenuType = (typeof MENU_TYPE)[keyof typeof MENU_TYPE];

/**
 * Every page component the console has: the keys of its page registry (src/app/page-registry.ts is typed by this list,
 * so neither can gain a key the other lacks). The server refuses a page menu naming anything else, so that a menu can
 * only open a page that exists.
 */
export const MENU_PAGE_COMPONENTS = [
  'system/area/index',
  'system/dict/index',
  'system/file/index',
  'system/user/index',
  'system/loginLock/index',
  'system/menu/index',
  'system/role/index',
  'system/dept/index',
  'monitor/operlog/index',
  'monitor/logininfor/index',
  'AlarmCenter/AlarmJournal/index',
  'AlarmCenter/AlarmAnalysis/index',
  'AlarmCenter/AlarmRules/index',
  'SpareParts/Parts/index',
  'monitor/online/index',
  'WorkOrderTask/WarrantyTasks/index',
  'WorkOrderTask/InspectionTasks/index',
  'WorkOrderTask/MaintenanceTasks/index',
  'WorkOrderTask/WorkOrderAcceptance/index',
  'WorkOrderReview/WarrantyTasksAudit/index',
  'WorkOrderReview/MaintenanceTasksAudit/index',
  'TicketHistory/WarrantyTasksHistory/index',
  'TicketHistory/InspectionTasksHistory/index',
  'TicketHistory/MaintenanceTasksHistory/index',
  'TicketHistory/AcceptanceHistory/index',
  'Troubleshoot/index',
  // 计划管理 (docs/plans.md)
  'PlanManagement/MaintenancePlans/index',
  'PlanManagement/InspectionPlans/index',
  // 设备可靠性 (docs/reliability.md)
  'Reliability/DeviceReliability/index',
  'AssetLedger/DeviceLedger/index',
  'AssetLedger/MeterLedger/index',
  'PlantArchive/PlantInfo/index',
  'PlantArchive/ProcessArchive/index',
  'EnergyMonitor/EnergyOverview/index',
  'EnergyMonitor/EnergyReport/index',
  'DataQuery/MeterReading/index',
  'DailyData/DailyReportFilling/index',
  'DailyData/DailyApproval/index',
  'WeeklyData/WeeklyReportFilling/index',
  'WeeklyData/WeeklyReportApproval/index',
] as const;
export type MenuPageComponent = (typeof MENU_PAGE_COMPONENTS)[number];

/**
 * The structural components a directory may name (contract/menu-paths): a subsystem (top-level), a first-level
 * menu's Layout, a nested ParentView.
 */
export const MENU_DIR_COMPONENTS = [
  MENU_COMPONENT.SUBSYSTEM,
  MENU_COMPONENT.LAYOUT,
  MENU_COMPONENT.PARENT_VIEW,
] as const;

/** RuoYi's is_frame: '0' an external link (path is its address), '1' a route inside the console. */
export const MENU_FRAME = { LINK: '0', ROUTE: '1' } as const;
/** Where an external link opens: a new window, or (empty) the console's choice, which is a new window too. */
export const LINK_TARGET = { BLANK: '_blank', NONE: '' } as const;

export const MENU_MSG = {
  NOT_FOUND: '菜单不存在',
  HAS_CHILDREN: '存在子菜单，不允许删除',
  ADDED: '新增成功',
  UPDATED: '修改成功',
  DELETED: '删除成功',
} as const;

// The shapes of the route schemas (./schemas.ts, server only), declared here for the console.

export type MenuListQuery = {
  /** part of the menu name, any case */
  menuName?: string;
  status?: '0' | '1' | '';
};

/** The fields an administrator sets (POST /api/system/menu; PUT adds menuId). */
export type MenuForm = {
  parentId: number;
  menuName: string;
  menuType: MenuType;
  orderNum: number;
  /** a route path (relative under its parent, absolute for a first-level menu) or an external link's address */
  path: string;
  /** a page component (MENU_PAGE_COMPONENTS) for a page, a structural one (MENU_DIR_COMPONENTS) for a directory */
  component: string;
  perms: string;
  icon: string;
  /** '0' shown, '1' hidden from the menus (the route still exists) */
  visible: '0' | '1';
  /** '0' enabled, '1' disabled (left out of every menu and route) */
  status: '0' | '1';
  isFrame: '0' | '1';
  keepAlive: boolean;
  affix: boolean;
  allowBack: boolean;
  /** the side-menu item highlighted while this (hidden) page is shown: a page path, or empty */
  activeMenu: string;
  target: '' | '_blank';
};

export type MenuEditBody = MenuForm & {
  menuId: number;
  /** the version an edit sends back (docs/concurrency.md) */
  version: number;
};

export type MenuRow = MenuEditBody;
