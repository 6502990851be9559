/**
 * Demo menu tree (remark 'woms'). Top-level entries are subsystems (component SubSystem); their children
 * are first-level menus (Layout, absolute path) holding pages (page-registry key, relative path) and
 * buttons (type F, a permission code each). Ids are fixed so that links and tests can name them.
 */
import { MENU_COMPONENT, DATA_QUERY_MENU_ID } from '../../../../contract/menu-paths';
import { PERM } from '../../../../contract/permissions';

export interface SeedMenu {
  id: number;
  title: string;
  type: 'M' | 'C' | 'F';
  path?: string;
  component?: string;
  perms?: string;
  icon?: string;
  /** visible '1': listed but hidden (the application subsystem) */
  hidden?: boolean;
  /** an external link opened in a new window */
  link?: string;
  allowBack?: boolean;
  children?: SeedMenu[];
}

const { SUBSYSTEM, LAYOUT, PARENT_VIEW } = MENU_COMPONENT;

/** A page with its buttons; button ids are the page id × 10 + 1, 2, … */
const page = (
  id: number,
  path: string,
  title: string,
  perms = '',
  buttons: [string, string][] = [],
): SeedMenu => ({
  id,
  title,
  type: 'C',
  path,
  ...(perms ? { perms } : {}),
  ...(buttons.length > 0
    ? {
        children: buttons.map(([t, code], i) => ({
          id: id * 10 + i + 1,
          title: t,
          type: 'F' as const,
          perms: code,
        })),
      }
    : {}),
});

const withComponent = (m: SeedMenu, component: string): SeedMenu => ({ ...m, component });

/** A directory; its pages without a component get the registry key `{Dir}/{Page}/index`. */
const dir = (
  id: number,
  path: string,
  title: string,
  icon: string,
  children: SeedMenu[],
  component: string = LAYOUT,
): SeedMenu => ({
  id,
  title,
  type: 'M',
  path,
  component,
  icon,
  children: children.map((c) =>
    c.type === 'C' && !c.component && !c.link
      ? withComponent(c, `${path.replace(/^\//, '')}/${c.path}/index`)
      : c,
  ),
});

/** A top-level entry of the top bar. */
const subsystem = (id: number, path: string, title: string, icon: string, children: SeedMenu[]): SeedMenu =>
  dir(id, path, title, icon, children, SUBSYSTEM);

const history = (id: number, path: string, title: string): SeedMenu => ({
  ...page(id, path, title),
  allowBack: true,
});

export const SUBSYSTEM_ID = {
  ASSET: 1,
  PRODUCTION: 2,
  EQUIPMENT: 3,
  ENERGY: 4,
  ARCHIVE: 5,
  APPLICATION: 6,
} as const;
export const MENU_ID = {
  DEVICE_LEDGER: 1011,
  METER_LEDGER: 1012,
  WARRANTY_TASKS: 3011,
  WORK_ORDER_ACCEPTANCE: 3014,
  ACCEPTANCE_HISTORY: 3034,
  WORK_ORDER_REVIEW: 302,
  USER: 6011,
  /** 告警中心 → 告警规则: the administrators' (docs/alarms.md "Rules") */
  ALARM_RULES: 3053,
  /** 维修审核's 时限查询 and 时限设置 buttons: the administrators' (docs/work-order-lifecycle.md "Priority and due time") */
  WO_PRIORITY_QUERY: 30212,
  WO_PRIORITY_EDIT: 30213,
  /** 备件管理 (docs/parts.md): catalogue, stock and ledger as tabs of one page */
  PARTS: 3061,
  /** 计划管理: the supervisors' (docs/plans.md) */
  PLANS: 307,
  /** 设备可靠性 (docs/reliability.md) */
  RELIABILITY: 3081,
} as const;

const asset = subsystem(SUBSYSTEM_ID.ASSET, '/asset', '资产管理', 'asset', [
  dir(101, '/AssetLedger', '资产台账', 'ledger', [
    page(MENU_ID.DEVICE_LEDGER, 'DeviceLedger', '设备台账', PERM.DEVICE_LIST, [
      ['设备查询', PERM.DEVICE_LIST],
      ['设备新增', PERM.DEVICE_ADD],
      ['设备修改', PERM.DEVICE_EDIT],
      ['设备删除', PERM.DEVICE_REMOVE],
      // The list's .xlsx export (docs/secure-space.md "Exports"): ids 10115, 10125, 30115, 30123, 30133, 30143, 30413;
      // migration 027 adds them to a demo database seeded before them.
      ['设备导出', PERM.DEVICE_EXPORT],
    ]),
    page(MENU_ID.METER_LEDGER, 'MeterLedger', '仪表台账', PERM.METER_LIST, [
      ['仪表查询', PERM.METER_LIST],
      ['仪表新增', PERM.METER_ADD],
      ['仪表修改', PERM.METER_EDIT],
      ['仪表删除', PERM.METER_REMOVE],
      ['仪表导出', PERM.METER_EXPORT],
    ]),
  ]),
]);

const production = subsystem(SUBSYSTEM_ID.PRODUCTION, '/production', '生产运营', 'production', [
  dir(201, '/DailyData', '日报数据', 'daily', [
    page(2011, 'DailyReportFilling', '日报填报', PERM.DAILY_IMPORT, [
      ['日报填报', PERM.DAILY_IMPORT],
      ['日报导出', PERM.DAILY_EXPORT],
    ]),
    page(2012, 'DailyApproval', '日报审批', PERM.DAILY_COMPLETE, [
      ['日报审批', PERM.DAILY_COMPLETE],
      ['日报审批导出', PERM.DAILY_APPROVAL_EXPORT],
    ]),
  ]),
  dir(202, '/WeeklyData', '周报数据', 'weekly', [
    page(2021, 'WeeklyReportFilling', '周报填报', PERM.WEEKLY_EDIT, [
      ['周报填报', PERM.WEEKLY_EDIT],
      ['周报导出', PERM.WEEKLY_EXPORT],
    ]),
    page(2022, 'WeeklyReportApproval', '周报审批', PERM.WEEKLY_APPROVE, [
      ['周报审批', PERM.WEEKLY_APPROVE],
      ['周报审批导出', PERM.WEEKLY_APPROVAL_EXPORT],
    ]),
  ]),
]);

const PLAN_BUTTONS: [string, string][] = [
  ['计划查询', PERM.PLAN_LIST],
  ['计划新增', PERM.PLAN_ADD],
  ['计划修改', PERM.PLAN_EDIT],
  ['计划删除', PERM.PLAN_REMOVE],
];

const equipment = subsystem(SUBSYSTEM_ID.EQUIPMENT, '/equipment', '设备工单', 'workorder', [
  dir(301, '/WorkOrderTask', '工单任务', 'task', [
    page(3011, 'WarrantyTasks', '维修工单', PERM.FIX_HANDLE, [
      ['维修处理', PERM.FIX_HANDLE],
      ['维修查询', PERM.FIX_LIST],
      // The alarm panel's writes go with repair work (ids 30113, 30114; migration 017 adds them to a demo database
      // seeded before them).
      ['告警解除', PERM.ALARM_RELEASE],
      ['告警转工单', PERM.ALARM_ORDER],
      ['维修导出', PERM.FIX_EXPORT],
      // Alarm states (docs/alarms.md; ids 30116–30118, migration 031 adds them to a demo database seeded before).
      ['告警确认', PERM.ALARM_ACK],
      ['告警搁置', PERM.ALARM_SHELVE],
      ['告警记录', PERM.ALARM_JOURNAL],
    ]),
    page(3012, 'InspectionTasks', '巡检工单', PERM.INSPECT_HANDLE, [
      ['巡检处理', PERM.INSPECT_HANDLE],
      ['巡检查询', PERM.INSPECT_LIST],
      ['巡检导出', PERM.INSPECT_EXPORT],
    ]),
    page(3013, 'MaintenanceTasks', '保养工单', PERM.MAINTAIN_HANDLE, [
      ['保养处理', PERM.MAINTAIN_HANDLE],
      ['保养查询', PERM.MAINTAIN_LIST],
      ['保养导出', PERM.MAINTAIN_EXPORT],
    ]),
    page(3014, 'WorkOrderAcceptance', '工单验收', PERM.ACCEPT, [
      ['验收', PERM.ACCEPT],
      ['验收查询', PERM.ACCEPT_LIST],
      ['验收导出', PERM.ACCEPT_EXPORT],
    ]),
  ]),
  dir(302, '/WorkOrderReview', '工单审核', 'audit', [
    page(3021, 'WarrantyTasksAudit', '维修审核', PERM.PROCESS_COMPLETE, [
      ['审核', PERM.PROCESS_COMPLETE],
      // The priority targets (时限设置 on the work-order pages, docs/work-order-lifecycle.md "Priority and due time"):
      // ids 30212, 30213, admin only by default; migration 038 adds them to a demo database seeded before.
      ['时限查询', PERM.WO_PRIORITY_QUERY],
      ['时限设置', PERM.WO_PRIORITY_EDIT],
    ]),
    page(3022, 'MaintenanceTasksAudit', '保养审核', PERM.PROCESS_COMPLETE, [['审核', PERM.PROCESS_COMPLETE]]),
  ]),
  dir(303, '/TicketHistory', '历史工单', 'history', [
    history(3031, 'WarrantyTasksHistory', '维修历史'),
    history(3032, 'InspectionTasksHistory', '巡检历史'),
    history(3033, 'MaintenanceTasksHistory', '保养历史'),
    history(MENU_ID.ACCEPTANCE_HISTORY, 'AcceptanceHistory', '验收历史'),
  ]),
  // 告警中心 (docs/alarms.md): the alarms' journal; migration 032 adds it to a demo database seeded before.
  dir(305, '/AlarmCenter', '告警中心', 'alarm', [
    page(3051, 'AlarmJournal', '告警记录', PERM.ALARM_JOURNAL, [
      ['告警记录查询', PERM.ALARM_JOURNAL],
      ['告警记录导出', PERM.ALARM_JOURNAL_EXPORT],
    ]),
    page(3052, 'AlarmAnalysis', '告警分析', PERM.ALARM_ANALYSIS, [['告警分析查询', PERM.ALARM_ANALYSIS]]),
    // 告警规则 (docs/alarms.md "Rules"), an administrator's page; migration 034 adds it to a demo database seeded before.
    page(MENU_ID.ALARM_RULES, 'AlarmRules', '告警规则', PERM.ALARM_SETTINGS_QUERY, [
      ['告警规则查询', PERM.ALARM_SETTINGS_QUERY],
      ['告警规则修改', PERM.ALARM_SETTINGS],
    ]),
  ]),
  // A root-level page, RuoYi style: a Layout at '/' holding one page.
  dir(304, '/', '故障排查', 'troubleshoot', [
    withComponent(
      page(3041, 'Troubleshoot', '故障排查', PERM.PLAN_FIX_LIST, [
        ['排查查询', PERM.PLAN_FIX_LIST],
        ['排查处理', PERM.PLAN_FIX_HANDLE],
        ['排查导出', PERM.PLAN_FIX_EXPORT],
      ]),
      'Troubleshoot/index',
    ),
  ]),
  // 备件管理 (docs/parts.md), a root-level page like 故障排查; migration 039 adds it to a demo database seeded before,
  // 049 makes it root-level there. The keeper button names who gets the low-stock messages of a factory.
  dir(306, '/', '备件管理', 'parts', [
    withComponent(
      page(MENU_ID.PARTS, 'Parts', '备件管理', PERM.PARTS_LIST, [
        ['备件查询', PERM.PARTS_LIST],
        ['备件新增', PERM.PARTS_ADD],
        ['备件修改', PERM.PARTS_EDIT],
        ['备件导入', PERM.PARTS_IMPORT],
        ['库存出入库', PERM.PARTS_STOCK],
        ['备件库管员', PERM.PARTS_KEEPER],
      ]),
      'SpareParts/Parts/index',
    ),
  ]),
  // 计划管理 (docs/plans.md): the plans that make maintenance and inspection orders; migration 040 adds it to a demo
  // database seeded before.
  dir(MENU_ID.PLANS, '/PlanManagement', '计划管理', 'plan', [
    page(3071, 'MaintenancePlans', '保养计划', PERM.PLAN_LIST, PLAN_BUTTONS),
    page(3072, 'InspectionPlans', '巡检计划', PERM.PLAN_LIST, PLAN_BUTTONS),
  ]),
  // 设备可靠性 (docs/reliability.md): downtime, MTTR, MTBF, PM compliance; migration 041 adds it to a demo database
  // seeded before.
  // A root-level page like 故障排查: one item in the side menu, not a folder holding one page.
  dir(308, '/', '设备可靠性', 'dashboard', [
    withComponent(
      page(MENU_ID.RELIABILITY, 'DeviceReliability', '设备可靠性', PERM.RELIABILITY_QUERY, [
        ['可靠性查询', PERM.RELIABILITY_QUERY],
      ]),
      'Reliability/DeviceReliability/index',
    ),
  ]),
]);

const energy = subsystem(SUBSYSTEM_ID.ENERGY, '/energy', '能耗管理', 'energy', [
  dir(401, '/EnergyMonitor', '能耗监测', 'monitor', [
    // docs/architecture.md §3 "Energy"
    page(4011, 'EnergyOverview', '能耗概览', PERM.ENERGY_OVERVIEW),
    page(4012, 'EnergyReport', '能耗报表', PERM.ENERGY_REPORT, [
      ['报表查询', PERM.ENERGY_REPORT],
      ['报表导出', PERM.ENERGY_EXPORT],
    ]),
  ]),
  // docs/requirements.md §2: the console wraps this menu's pages under /DataQuery.
  dir(
    DATA_QUERY_MENU_ID,
    'DataQuery',
    '数据查询',
    'query',
    [page(1999981, 'MeterReading', '抄表数据', PERM.ENERGY_READING)],
    PARENT_VIEW,
  ),
]);

const archive = subsystem(SUBSYSTEM_ID.ARCHIVE, '/archive', '水厂档案', 'archive', [
  dir(501, '/PlantArchive', '水厂档案', 'plant', [
    // docs/architecture.md §3 "Plant archive"
    page(5011, 'PlantInfo', '水厂信息', PERM.PLANT_QUERY, [
      ['水厂查询', PERM.PLANT_QUERY],
      ['水厂修改', PERM.PLANT_EDIT],
    ]),
    page(5012, 'ProcessArchive', '工艺档案', PERM.PROCESS_LIST, [
      ['工艺查询', PERM.PROCESS_LIST],
      ['工艺新增', PERM.PROCESS_ADD],
      ['工艺修改', PERM.PROCESS_EDIT],
      ['工艺删除', PERM.PROCESS_REMOVE],
    ]),
  ]),
]);

const application = subsystem(SUBSYSTEM_ID.APPLICATION, '/application', '应用系统', 'application', [
  dir(601, '/SystemManage', '系统管理', 'system', [
    withComponent(
      page(6011, 'User', '用户管理', PERM.USER_LIST, [
        ['用户查询', PERM.USER_QUERY],
        ['用户新增', PERM.USER_ADD],
        ['用户修改', PERM.USER_EDIT],
        ['用户删除', PERM.USER_REMOVE],
        ['重置密码', PERM.USER_RESET_PWD],
        ['用户导出', PERM.USER_EXPORT],
      ]),
      'system/user/index',
    ),
    withComponent(
      page(6012, 'Area', '区域工厂', PERM.AREA_LIST, [
        ['区域新增', PERM.AREA_ADD],
        ['区域修改', PERM.AREA_EDIT],
        ['区域删除', PERM.AREA_REMOVE],
      ]),
      'system/area/index',
    ),
    withComponent(
      page(6013, 'Dict', '字典管理', PERM.DICT_LIST, [
        ['字典新增', PERM.DICT_ADD],
        ['字典修改', PERM.DICT_EDIT],
        ['字典删除', PERM.DICT_REMOVE],
        ['列配置修改', PERM.GEN_EDIT],
        ['告警模拟', PERM.ALARM_SIMULATE],
      ]),
      'system/dict/index',
    ),
    // docs/architecture.md §3 "Sign-in throttle"
    withComponent(
      page(6014, 'LoginLock', '登录锁定', PERM.LOGIN_LOCK_LIST, [['解除锁定', PERM.LOGIN_UNLOCK]]),
      'system/loginLock/index',
    ),
    // The file store's figures and files (docs/architecture.md §3 "Files"); migration 020 adds it to a demo database
    // seeded before it.
    withComponent(
      page(6015, 'File', '文件管理', PERM.FILE_LIST, [['文件查询', PERM.FILE_LIST]]),
      'system/file/index',
    ),
    // Roles with their menus, buttons and data scope (docs/administration.md "角色管理"); migration 021 adds it to a
    // demo database seeded before it.
    withComponent(
      page(6016, 'Role', '角色管理', PERM.ROLE_LIST, [
        ['角色查询', PERM.ROLE_LIST],
        ['角色新增', PERM.ROLE_ADD],
        ['角色修改', PERM.ROLE_EDIT],
        ['角色删除', PERM.ROLE_REMOVE],
      ]),
      'system/role/index',
    ),
    // 菜单管理 (docs/administration.md); migration 022 adds it to a demo database seeded before it.
    withComponent(
      page(6017, 'Menu', '菜单管理', PERM.MENU_LIST, [
        ['菜单查询', PERM.MENU_LIST],
        ['菜单新增', PERM.MENU_ADD],
        ['菜单修改', PERM.MENU_EDIT],
        ['菜单删除', PERM.MENU_REMOVE],
      ]),
      'system/menu/index',
    ),
    // The department tree the user form picks from (docs/administration.md "部门管理"); migration 021 too.
    withComponent(
      page(6018, 'Dept', '部门管理', PERM.DEPT_LIST, [
        ['部门查询', PERM.DEPT_LIST],
        ['部门新增', PERM.DEPT_ADD],
        ['部门修改', PERM.DEPT_EDIT],
        ['部门删除', PERM.DEPT_REMOVE],
      ]),
      'system/dept/index',
    ),
    // Every write and every sign-in event (docs/administration.md); migration 023 adds them to a demo database seeded
    // before them.
    withComponent(
      page(6019, 'Operlog', '操作日志', PERM.OPERLOG_LIST, [
        ['操作查询', PERM.OPERLOG_QUERY],
        ['日志导出', PERM.OPERLOG_EXPORT],
        ['日志清理', PERM.OPERLOG_REMOVE],
        ['保留设置', PERM.OPERLOG_EDIT],
      ]),
      'monitor/operlog/index',
    ),
    withComponent(
      page(6020, 'Logininfor', '登录日志', PERM.LOGIN_LOCK_LIST, [
        ['日志导出', PERM.LOGININFOR_EXPORT],
        ['账户解锁', PERM.LOGIN_UNLOCK],
      ]),
      'monitor/logininfor/index',
    ),
    // The live sessions and 强退 (docs/administration.md "在线用户"); migration 024 adds it to a demo database seeded
    // before it.
    withComponent(
      page(6021, 'Online', '在线用户', PERM.ONLINE_LIST, [
        ['在线查询', PERM.ONLINE_LIST],
        ['强退', PERM.ONLINE_FORCE_LOGOUT],
      ]),
      'monitor/online/index',
    ),
  ]),
]);

// docs/requirements.md §2: the application system is hidden from the top bar (still listed in the pop-over).
export const DEMO_MENUS: SeedMenu[] = [
  asset,
  production,
  equipment,
  energy,
  archive,
  { ...application, hidden: true },
];

export interface FlatMenu extends Omit<SeedMenu, 'children'> {
  parentId: number;
  orderNum: number;
}

export function flattenMenus(menus: SeedMenu[] = DEMO_MENUS, parentId = 0): FlatMenu[] {
  return menus.flatMap(({ children, ...m }, i) => [
    { ...m, parentId, orderNum: i + 1 },
    ...flattenMenus(children ?? [], m.id),
  ]);
}

/** Ids of a menu and everything under it. */
export function subtreeIds(rootId: number, all: FlatMenu[] = flattenMenus()): number[] {
  const ids = [rootId];
  for (let i = 0; i < ids.length; i += 1) {
    for (const m of all) if (m.parentId === ids[i]) ids.push(m.id);
  }
  return ids;
}
