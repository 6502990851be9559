/**
 * Permission codes (docs/requirements.md §6) as named constants. The server guards every route with one of these;
 * the console gates buttons and message jumps with the same names.
 */
export const PERM = {
  ALL: '*:*:*',
  USER_LIST: 'system:user:list',
  USER_QUERY: 'system:user:query',
  USER_ADD: 'system:user:add',
  USER_EDIT: 'system:user:edit',
  USER_REMOVE: 'system:user:remove',
  USER_RESET_PWD: 'system:user:resetPwd',
  USER_EXPORT: 'system:user:export',
  AREA_LIST: 'system:area:list',
  AREA_ADD: 'system:area:add',
  AREA_EDIT: 'system:area:edit',
  AREA_REMOVE: 'system:area:remove',
  DICT_LIST: 'system:dict:list',
  PLAN_FIX_LIST: 'system:planFix:list',
  PLAN_FIX_HANDLE: 'system:planFix:handle',
  MAINTAIN_HANDLE: 'system:maintain:handle',
  PROCESS_COMPLETE: 'workflow:process:complete',
  INSPECT_HANDLE: 'system:inspect:handle',
  FIX_HANDLE: 'system:fix:handle',
  ACCEPT: 'base:task:accept:accept',
  DAILY_IMPORT: 'om:daily:import',
  DAILY_COMPLETE: 'om:daily:complete',
  WEEKLY_EDIT: 'om:weekly:edit',
  WEEKLY_APPROVE: 'om:dept:factory:list:by',
  // Button codes of the demo menus (list/query/export buttons under the pages above).
  FIX_LIST: 'system:fix:list',
  INSPECT_LIST: 'system:inspect:list',
  MAINTAIN_LIST: 'system:maintain:list',
  ACCEPT_LIST: 'base:task:accept:list',
  DAILY_EXPORT: 'om:daily:export',
  WEEKLY_EXPORT: 'om:weekly:export',
  DICT_ADD: 'system:dict:add',
  DICT_EDIT: 'system:dict:edit',
  DICT_REMOVE: 'system:dict:remove',
  /** table column configuration (the /gen/edit/{tableId} page): admin only by default */
  GEN_EDIT: 'tool:gen:edit',
  // The device and meter ledgers (docs/architecture.md §3 "Asset ledger").
  DEVICE_LIST: 'asset:device:list',
  DEVICE_ADD: 'asset:device:add',
  DEVICE_EDIT: 'asset:device:edit',
  DEVICE_REMOVE: 'asset:device:remove',
  METER_LIST: 'asset:meter:list',
  METER_ADD: 'asset:meter:add',
  METER_EDIT: 'asset:meter:edit',
  METER_REMOVE: 'asset:meter:remove',
  // Energy management (docs/architecture.md §3 "Energy").
  ENERGY_OVERVIEW: 'energy:overview:list',
  ENERGY_REPORT: 'energy:report:list',
  ENERGY_EXPORT: 'energy:report:export',
  ENERGY_READING: 'energy:reading:list',
  // Water-plant archives (docs/architecture.md §3 "Plant archive").
  PLANT_QUERY: 'archive:plant:query',
  PLANT_EDIT: 'archive:plant:edit',
  PROCESS_LIST: 'archive:process:list',
  PROCESS_ADD: 'archive:process:add',
  PROCESS_EDIT: 'archive:process:edit',
  PROCESS_REMOVE: 'archive:process:remove',
  /** the alarm simulator on demand (POST /api/system/alarm/simulate): admin only by default */
  ALARM_SIMULATE: 'system:alarm:simulate',
  // The alarm panel's writes (docs/architecture.md §3 "Alarms"); reading the window and one's own settings need none.
  /** releasing alarms (PUT /api/system/alarm/clear) */
  ALARM_RELEASE: 'system:alarm:release',
  /** a repair order raised from an alarm (POST /api/system/alarm/{id}/order) */
  ALARM_ORDER: 'system:alarm:order',
  // Alarm states (docs/alarms.md): acknowledging, shelving and reading the journal, beside releasing.
  /** acknowledging alarms (PUT /api/system/alarm/ack) */
  ALARM_ACK: 'system:alarm:ack',
  /** shelving, unshelving and listing shelved alarms (PUT …/shelve, PUT …/unshelve, GET …/shelved) */
  ALARM_SHELVE: 'system:alarm:shelve',
  /** the alarm journal (GET /api/system/alarm/journal) */
  ALARM_JOURNAL: 'system:alarm:journal',
  /** the 告警记录 page's .xlsx export of its filter (POST /api/system/alarm/journal/export) */
  ALARM_JOURNAL_EXPORT: 'system:alarm:journalExport',
  /** the 告警分析 page's figures (GET /api/system/alarm/analysis) */
  ALARM_ANALYSIS: 'system:alarm:analysis',
  // 告警规则 (docs/alarms.md "Rules"): admin only by default.
  /** reading the alarm settings: priority rules, longest shelve, escalation times (GET /api/system/alarm/settings) */
  ALARM_SETTINGS_QUERY: 'system:alarm:settingsQuery',
  /** saving them (PUT /api/system/alarm/settings) */
  ALARM_SETTINGS: 'system:alarm:settings',
  // The sign-in throttle's counters (docs/architecture.md §3 "Sign-in throttle"): RuoYi's 登录日志 codes.
  /** seeing who is locked out or paced (GET /api/monitor/loginLock/list) */
  LOGIN_LOCK_LIST: 'monitor:logininfor:list',
  /** lifting a lock (PUT /api/monitor/loginLock/unlock) */
  LOGIN_UNLOCK: 'monitor:logininfor:unlock',
  /** the file store's figures and list (文件管理, docs/architecture.md §3 "Files"): admin only by default */
  FILE_LIST: 'system:file:list',
  // 操作日志 and 登录日志 (docs/administration.md). The 登录日志 list shares RuoYi's 'monitor:logininfor:list' with
  // LOGIN_LOCK_LIST above, and unlocking a row is LOGIN_UNLOCK.
  /** the operation log's list (GET /api/monitor/operlog/list) */
  OPERLOG_LIST: 'monitor:operlog:list',
  /** one row's detail with its request summary (GET /api/monitor/operlog/{id}) */
  OPERLOG_QUERY: 'monitor:operlog:query',
  OPERLOG_EXPORT: 'monitor:operlog:export',
  /** deleting rows past the retention now (DELETE /api/monitor/operlog/clean) */
  OPERLOG_REMOVE: 'monitor:operlog:remove',
  /** changing how many days both logs keep (PUT /api/monitor/operlog/retention) */
  OPERLOG_EDIT: 'monitor:operlog:edit',
  LOGININFOR_EXPORT: 'monitor:logininfor:export',
  // 在线用户 (docs/administration.md "在线用户"): RuoYi's online-user codes.
  /** the live sessions (GET /api/monitor/online/list) */
  ONLINE_LIST: 'monitor:online:list',
  /** ending one (DELETE /api/monitor/online/{tokenId}) */
  ONLINE_FORCE_LOGOUT: 'monitor:online:forceLogout',
  // 菜单管理 (docs/administration.md "菜单管理"): the menu tree of every subsystem, RuoYi's codes.
  MENU_LIST: 'system:menu:list',
  MENU_ADD: 'system:menu:add',
  MENU_EDIT: 'system:menu:edit',
  MENU_REMOVE: 'system:menu:remove',
  // 角色管理 and 部门管理 (docs/administration.md): RuoYi's codes; admin only by default.
  ROLE_LIST: 'system:role:list',
  ROLE_ADD: 'system:role:add',
  ROLE_EDIT: 'system:role:edit',
  ROLE_REMOVE: 'system:role:remove',
  DEPT_LIST: 'system:dept:list',
  DEPT_ADD: 'system:dept:add',
  DEPT_EDIT: 'system:dept:edit',
  DEPT_REMOVE: 'system:dept:remove',
  // XLSX exports of the list pages (docs/secure-space.md "Exports"): an export button under each page; the users',
  // reports', energy and logs' export codes are above. Migration 027 adds these to a demo database seeded before.
  FIX_EXPORT: 'system:fix:export',
  INSPECT_EXPORT: 'system:inspect:export',
  MAINTAIN_EXPORT: 'system:maintain:export',
  PLAN_FIX_EXPORT: 'system:planFix:export',
  ACCEPT_EXPORT: 'base:task:accept:export',
  DEVICE_EXPORT: 'asset:device:export',
  METER_EXPORT: 'asset:meter:export',
  // The report approval pages' exports (日报审批, 周报审批: the reports waiting, of the page's factory filter, as .xlsx;
  // docs/secure-space.md "Exports"). Migration 037 adds them to a demo database seeded before.
  DAILY_APPROVAL_EXPORT: 'om:daily:approval:export',
  WEEKLY_APPROVAL_EXPORT: 'om:weekly:approval:export',
  // Work-order priorities (docs/work-order-lifecycle.md "Priority and due time"): the targets per priority and the
  // urge ladder's interval, one record; buttons 30212, 30213 of 维修审核, admin only by default.
  /** reading them (GET /api/system/base/task/priority/settings) */
  WO_PRIORITY_QUERY: 'system:woPriority:query',
  /** saving them (PUT /api/system/base/task/priority/settings) */
  WO_PRIORITY_EDIT: 'system:woPriority:edit',
  // 备件管理 (docs/parts.md): the catalogue, the stock per factory and its ledger; the keeper code names who gets the
  // low-stock messages. Migration 039 adds them to a demo database seeded before.
  PARTS_LIST: 'system:parts:list',
  PARTS_ADD: 'system:parts:add',
  PARTS_EDIT: 'system:parts:edit',
  PARTS_IMPORT: 'system:parts:import',
  PARTS_STOCK: 'system:parts:stock',
  PARTS_KEEPER: 'system:parts:keeper',
  // 保养计划 / 巡检计划 (docs/plans.md): both pages answer to these; migration 040 adds them to a demo database seeded
  // before them.
  PLAN_LIST: 'base:plan:list',
  PLAN_ADD: 'base:plan:add',
  PLAN_EDIT: 'base:plan:edit',
  PLAN_REMOVE: 'base:plan:remove',
  // 设备可靠性 (docs/reliability.md): the downtime and reliability figures; migration 041 adds the page to a demo
  // database seeded before it.
  RELIABILITY_QUERY: 'base:reliability:query',
} as const;
export type PermissionCode = (typeof PERM)[keyof typeof PERM];

/**
 * Route-level markers for the server's guard: a route open to anyone (no token), or open to every
 * signed-in user whatever their codes (their own profile, menus, dictionaries).
 */
export const PUBLIC_ROUTE = 'public';
export const SIGNED_IN = 'signed-in';

/** What a server route declares in `config.permission`: a marker above or the code it serves. */
export type RoutePermission = typeof PUBLIC_ROUTE | typeof SIGNED_IN | PermissionCode;
