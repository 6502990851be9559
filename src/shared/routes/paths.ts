import { DATA_QUERY_PATH } from '@contract/menu-paths';
import { BASE_PATH } from '../config/constants';

/** The router's basename: the base path of docs/requirements.md §9 without its trailing slash. */
export const ROUTER_BASENAME = BASE_PATH.replace(/\/$/, '');

/** The browser address of a console path (with its query), under the base path. */
export function addressOf(path: string): string {
  return `${ROUTER_BASENAME}${path.startsWith('/') ? path : `/${path}`}`;
}

/** Route paths of docs/requirements.md §2 as named constants (relative to the /woms/ basename). */
export const ROUTE_PATHS = {
  ROOT: '/',
  INDEX: '/index',
  LOGIN: '/login',
  REGISTER: '/register',
  SYSTEM: '/system',
  NOT_FOUND: '/404',
  UNAUTHORIZED: '/401',
  REDIRECT: '/redirect',
  EXTERNAL_SCREEN: '/ExternalScreen',
  INTERNAL_LARGE_SCREEN: '/InternalLargeScreen',
  PROCESS: '/Process',
  GEN_EDIT: '/gen/edit',
  PERSONAL_CENTER: '/personalCenter/personalCenter',
  DATA_QUERY: DATA_QUERY_PATH,
} as const;

/**
 * The /login parameter saying why the session ended (a `SESSION_END_REASON` of contract/online): the sign-in page
 * tells the user, e.g. that an administrator signed them out (docs/administration.md "在线用户").
 */
export const LOGIN_REASON_PARAM = 'reason';

/** Paths that need no sign-in (docs/requirements.md §2 "white list"). */
export const WHITE_LIST: readonly string[] = [
  ROUTE_PATHS.LOGIN,
  ROUTE_PATHS.REGISTER,
  ROUTE_PATHS.NOT_FOUND,
  ROUTE_PATHS.UNAUTHORIZED,
  ROUTE_PATHS.EXTERNAL_SCREEN,
  ROUTE_PATHS.PROCESS,
];

const withoutTrailingSlash = (pathname: string) =>
  pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;

export function isWhiteListed(pathname: string): boolean {
  return WHITE_LIST.includes(withoutTrailingSlash(pathname));
}

/**
 * The pages open to all that never use a session (docs/architecture.md §3 "Big screens and the process page"): a
 * wall display or a public flow diagram must not depend on whoever signed in on that browser before, so the guard
 * does not load a stored session there and their calls go without one.
 */
export const PUBLIC_SCREENS: readonly string[] = [ROUTE_PATHS.EXTERNAL_SCREEN, ROUTE_PATHS.PROCESS];

export function isPublicScreen(pathname: string): boolean {
  return PUBLIC_SCREENS.includes(withoutTrailingSlash(pathname));
}

/** Business pages docs/requirements.md §2 names (message jump targets); their menus come from the server. */
export const PAGE_PATHS = {
  TROUBLESHOOT: '/Troubleshoot',
  WARRANTY_TASKS: '/WorkOrderTask/WarrantyTasks',
  INSPECTION_TASKS: '/WorkOrderTask/InspectionTasks',
  MAINTENANCE_TASKS: '/WorkOrderTask/MaintenanceTasks',
  WORK_ORDER_ACCEPTANCE: '/WorkOrderTask/WorkOrderAcceptance',
  WARRANTY_TASKS_AUDIT: '/WorkOrderReview/WarrantyTasksAudit',
  MAINTENANCE_TASKS_AUDIT: '/WorkOrderReview/MaintenanceTasksAudit',
  WARRANTY_TASKS_HISTORY: '/TicketHistory/WarrantyTasksHistory',
  INSPECTION_TASKS_HISTORY: '/TicketHistory/InspectionTasksHistory',
  MAINTENANCE_TASKS_HISTORY: '/TicketHistory/MaintenanceTasksHistory',
  ACCEPTANCE_HISTORY: '/TicketHistory/AcceptanceHistory',
  DAILY_REPORT_FILLING: '/DailyData/DailyReportFilling',
  DAILY_APPROVAL: '/DailyData/DailyApproval',
  WEEKLY_REPORT_FILLING: '/WeeklyData/WeeklyReportFilling',
  WEEKLY_REPORT_APPROVAL: '/WeeklyData/WeeklyReportApproval',
  USER_MANAGEMENT: '/SystemManage/User',
  AREA_MANAGEMENT: '/SystemManage/Area',
  DEVICE_LEDGER: '/AssetLedger/DeviceLedger',
  METER_LEDGER: '/AssetLedger/MeterLedger',
  ALARM_JOURNAL: '/AlarmCenter/AlarmJournal',
} as const;

/**
 * Query parameters a page reads at opening to show one thing (the global search's links, docs/search.md): the
 * work-order pages list and open `taskNo` of `factoryId`; the ledgers list `factoryId` filtered by `keyword`; 用户管理
 * lists users whose account contains `userName`; 告警记录 opens the story of alarm `alarmRecordId`. Home's order figures
 * open the work-order handling and acceptance lists on the user's own orders (`myOrders=1`) and/or the overdue ones
 * (`overdue=1`), docs/requirements.md §2 "Home".
 */
export const LINK_PARAMS = {
  FACTORY_ID: 'factoryId',
  TASK_NO: 'taskNo',
  KEYWORD: 'keyword',
  USER_NAME: 'userName',
  ALARM_RECORD_ID: 'alarmRecordId',
  MY_ORDERS: 'myOrders',
  OVERDUE: 'overdue',
} as const;
export type LinkParam = (typeof LINK_PARAMS)[keyof typeof LINK_PARAMS];

/** `path` with the given link parameters as its query. */
export function linkTo(path: string, params: Partial<Record<LinkParam, string | number>>): string {
  const query = new URLSearchParams(
    Object.entries(params).map(([key, value]) => [key, String(value)] as [string, string]),
  ).toString();
  return query ? `${path}?${query}` : path;
}

/** A link parameter of an address's query, trimmed; '' when absent. */
export const linkParam = (search: string, name: LinkParam): string =>
  (new URLSearchParams(search).get(name) ?? '').trim();

/** The value a link sets a flag parameter to (`?overdue=1`). */
export const LINK_FLAG_ON = '1';

/** Whether a flag link parameter is set ('1' or 'true'). */
export const linkFlag = (search: string, name: LinkParam): boolean =>
  [LINK_FLAG_ON, 'true'].includes(linkParam(search, name));

/** A positive integer link parameter (a factory id), or null. */
export function linkId(search: string, name: LinkParam): number | null {
  const text = linkParam(search, name);
  if (!/^\d+$/.test(text)) return null;
  const n = Number(text);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}
