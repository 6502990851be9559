/** Demo accounts, roles, departments, the area/factory tree and dictionaries (docs/architecture.md §3 "Demo accounts"). */
import { DICT_TYPE } from '../../../../contract/dict';
import { DATA_SCOPE, type DataScope } from '../../../../contract/role';
import { flattenMenus, subtreeIds, SUBSYSTEM_ID, MENU_ID, type FlatMenu } from './menus';

/** `district`: the factory's district code (sys_district), the default city of the weather (docs/architecture.md §3). */
export const DEMO_AREAS = [
  { id: 1, parentId: 0, name: '华东片区', type: 'area', code: 'HD', district: '' },
  { id: 11, parentId: 1, name: '上海第一水厂', type: 'factory', code: 'HD-SH01', district: '310115' },
  { id: 12, parentId: 1, name: '苏州工业园能源站', type: 'factory', code: 'HD-SZ01', district: '320571' },
  { id: 2, parentId: 0, name: '华南片区', type: 'area', code: 'HN', district: '' },
  { id: 21, parentId: 2, name: '广州南沙水厂', type: 'factory', code: 'HN-GZ01', district: '440115' },
  { id: 22, parentId: 2, name: '深圳前海综合能源站', type: 'factory', code: 'HN-SZ01', district: '440305' },
] as const;

export const DEMO_DEPTS = [
  { id: 100, parentId: 0, name: '数字化运营中心' },
  { id: 101, parentId: 100, name: '运维部' },
  { id: 102, parentId: 100, name: '生产管理部' },
] as const;

const all = flattenMenus();
const ids = (...roots: number[]): number[] => roots.flatMap((r) => subtreeIds(r, all));
const without = (list: number[], ...roots: number[]): number[] => {
  const drop = new Set(ids(...roots));
  return list.filter((id) => !drop.has(id));
};
/** The pages (type C) under the given roots. */
const pageIds = (...roots: number[]): number[] => {
  const byId = new Map<number, FlatMenu>(all.map((m) => [m.id, m]));
  return ids(...roots).filter((id) => byId.get(id)?.type === 'C');
};
/** The list with the pages `pageIds` read-only: of their buttons only those carrying the page's own (list) code stay. */
const readOnly = (list: number[], ...pageIds: number[]): number[] => {
  const pageCode = new Map(all.filter((m) => pageIds.includes(m.id)).map((m) => [m.id, m.perms]));
  const drop = new Set(
    all
      .filter((m) => m.type === 'F' && pageCode.has(m.parentId) && m.perms !== pageCode.get(m.parentId))
      .map((m) => m.id),
  );
  return list.filter((id) => !drop.has(id));
};

/** The approval pages of the reports (日报审批, 周报审批; server/src/setup/seed/menus.ts). */
const DAILY_APPROVAL_PAGE = 2012;
const WEEKLY_APPROVAL_PAGE = 2022;

export interface DemoRole {
  id: number;
  key: string;
  name: string;
  /** admin is not listed: `*:*:*` passes every check and sees every menu */
  menuIds: number[];
  /**
   * Which factories its holders see (contract/role DATA_SCOPE): the demo people work in the factories they are bound
   * to, as before roles had a scope; admin sees every factory whatever its role says, and the role says so.
   */
  dataScope: DataScope;
}

export const DEMO_ROLES: DemoRole[] = [
  { id: 1, key: 'admin', name: '超级管理员', menuIds: [], dataScope: DATA_SCOPE.ALL },
  {
    id: 2,
    key: 'operator',
    name: '运维员',
    // The device and meter ledgers read-only: adding, editing and deleting devices and meters is the supervisor's.
    // Fills the daily and weekly reports (日报填报, 周报填报); approving them is the supervisor's.
    menuIds: readOnly(
      without(
        ids(SUBSYSTEM_ID.ASSET, SUBSYSTEM_ID.PRODUCTION, SUBSYSTEM_ID.EQUIPMENT),
        DAILY_APPROVAL_PAGE,
        WEEKLY_APPROVAL_PAGE,
        MENU_ID.WORK_ORDER_ACCEPTANCE,
        MENU_ID.WORK_ORDER_REVIEW,
        // Its list answers only to the acceptance code (base:task:accept:list), which the operator lacks.
        MENU_ID.ACCEPTANCE_HISTORY,
        MENU_ID.ALARM_RULES,
        // 计划管理 is the supervisor's (docs/plans.md).
        MENU_ID.PLANS,
      ),
      MENU_ID.DEVICE_LEDGER,
      MENU_ID.METER_LEDGER,
      // 备件管理 read-only: the handle dialog picks parts from the stock; receipts and the catalogue are the keepers'.
      MENU_ID.PARTS,
    ),
    dataScope: DATA_SCOPE.BOUND,
  },
  {
    id: 3,
    key: 'supervisor',
    name: '主管',
    // 告警规则 and the work-order priority targets are the administrators' (docs/alarms.md "Rules",
    // docs/work-order-lifecycle.md "Priority and due time").
    menuIds: without(
      ids(
        SUBSYSTEM_ID.ASSET,
        SUBSYSTEM_ID.PRODUCTION,
        SUBSYSTEM_ID.EQUIPMENT,
        SUBSYSTEM_ID.ENERGY,
        SUBSYSTEM_ID.ARCHIVE,
      ),
      MENU_ID.ALARM_RULES,
      MENU_ID.WO_PRIORITY_QUERY,
      MENU_ID.WO_PRIORITY_EDIT,
    ),
    dataScope: DATA_SCOPE.BOUND,
  },
  // Reads energy and the plant archives: the pages and their list codes, no buttons that change anything.
  {
    id: 4,
    key: 'viewer',
    name: '访客',
    menuIds: readOnly(
      ids(SUBSYSTEM_ID.ENERGY, SUBSYSTEM_ID.ARCHIVE),
      ...pageIds(SUBSYSTEM_ID.ENERGY, SUBSYSTEM_ID.ARCHIVE),
    ),
    dataScope: DATA_SCOPE.BOUND,
  },
  // No menus, so an empty permission list: the console warns 请联系管理员开通菜单权限 (docs/requirements.md §6).
  { id: 5, key: 'newcomer', name: '待授权', menuIds: [], dataScope: DATA_SCOPE.BOUND },
];

export interface DemoAccount {
  id: number;
  userName: string;
  password: string;
  nickName: string;
  roleId: number;
  deptId: number | null;
  /** 'all' = every factory (admin); otherwise bound factory ids */
  factories: number[] | 'all';
  who: string;
}

/** The demo accounts' user ids: the work-order and report scenarios name their people by them. */
export const DEMO_USER_ID = { admin: 1, operator: 2, supervisor: 3, viewer: 4, newcomer: 5 } as const;

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    id: DEMO_USER_ID.admin,
    userName: 'admin',
    password: 'admin123',
    nickName: '系统管理员',
    roleId: 1,
    deptId: 100,
    factories: 'all',
    who: '*:*:*, all factories',
  },
  {
    id: DEMO_USER_ID.operator,
    userName: 'operator',
    password: 'operator123',
    nickName: '运维员小王',
    roleId: 2,
    deptId: 101,
    factories: [11],
    who: 'repair, inspection, maintenance, fills reports; 上海第一水厂',
  },
  {
    id: DEMO_USER_ID.supervisor,
    userName: 'supervisor',
    password: 'super123',
    nickName: '主管老李',
    roleId: 3,
    deptId: 102,
    factories: [11, 12],
    who: 'dispatch, audit, accept, approve reports; 华东片区',
  },
  {
    id: DEMO_USER_ID.viewer,
    userName: 'viewer',
    password: 'viewer123',
    nickName: '访客',
    roleId: 4,
    deptId: null,
    factories: [21],
    who: 'reads energy and the plant archives; 广州南沙水厂',
  },
  {
    id: DEMO_USER_ID.newcomer,
    userName: 'newcomer',
    password: 'newcomer123',
    nickName: '新同事',
    roleId: 5,
    deptId: null,
    factories: [22],
    who: 'no menus yet, an empty permission list; 深圳前海综合能源站',
  },
];

export const DEMO_CLIENT = {
  clientId: 'woms',
  secret: 'woms',
  grantTypes: 'password,refresh_token',
  scope: 'server',
};

type DictEntry = [value: string, label: string, listClass?: string, isDefault?: boolean];

export const DEMO_DICTS: { type: string; name: string; entries: DictEntry[] }[] = [
  {
    type: DICT_TYPE.ID_TYPE,
    name: '证件类型',
    entries: [
      ['0', '身份证', '', true],
      ['1', '护照'],
      ['2', '港澳通行证'],
      ['3', '军官证'],
    ],
  },
  {
    type: DICT_TYPE.VOICE_TIME_INTERVAL,
    name: '告警间隔',
    entries: [
      ['1', '1分钟'],
      ['2', '2分钟'],
      ['5', '5分钟', '', true],
      ['10', '10分钟'],
      ['15', '15分钟'],
      ['30', '30分钟'],
    ],
  },
  {
    type: DICT_TYPE.USER_SEX,
    name: '用户性别',
    entries: [
      ['0', '男', '', true],
      ['1', '女'],
      ['2', '未知'],
    ],
  },
  {
    type: DICT_TYPE.NORMAL_DISABLE,
    name: '系统开关',
    entries: [
      ['0', '正常', 'primary', true],
      ['1', '停用', 'danger'],
    ],
  },
  {
    type: DICT_TYPE.REPORT_SOURCE,
    name: '报修来源',
    entries: [
      ['1', '巡检发现'],
      ['2', '人工报修', '', true],
      ['3', '设备告警'],
      ['4', '保养发现'],
    ],
  },
  {
    type: DICT_TYPE.FIX_TYPE,
    name: '维修类别',
    entries: [
      ['1', '机械故障'],
      ['2', '电气故障'],
      ['3', '仪表故障'],
      ['4', '管道故障'],
      ['5', '其他'],
    ],
  },
  {
    type: DICT_TYPE.HANDLE_RESULT,
    name: '处理结果',
    entries: [
      ['1', '已修复', 'success'],
      ['2', '部分修复', 'warning'],
      ['3', '无法修复', 'danger'],
      ['4', '转外委', 'info'],
    ],
  },
  {
    type: DICT_TYPE.ACCEPT_RESULT,
    name: '验收结果',
    entries: [
      ['1', '验收通过', 'success'],
      ['2', '验收不通过', 'danger'],
    ],
  },
  {
    type: DICT_TYPE.ASSET_TYPE,
    name: '资产类型',
    entries: [
      ['1031', '机械设备', '', true],
      ['1032', '电气设备'],
      ['1033', '仪器仪表'],
      ['1034', '耗材（按单位计量）'],
    ],
  },
  {
    type: DICT_TYPE.DEVICE_STATUS,
    name: '设备状态',
    entries: [
      ['0', '运行', 'success', true],
      ['1', '备用', 'info'],
      ['2', '检修', 'warning'],
      ['3', '停用', 'danger'],
    ],
  },
];
