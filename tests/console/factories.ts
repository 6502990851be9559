/** Data factories for console tests: shapes from the contract, values a test can override. */
import type { TokenReply } from '@contract/auth';
import type { Reliability } from '@contract/reliability';
import type { AreaNode, RouteItem, User, UserInfoReply } from '@contract/system';

export function aUser(overrides: Partial<User> = {}): User {
  return {
    userId: 1,
    userName: 'admin',
    nickName: '超级管理员',
    avatar: '',
    email: '',
    phonenumber: '',
    sex: '0',
    status: '0',
    remark: '',
    deptId: null,
    dept: null,
    idType: '',
    idNumber: '',
    addr: '',
    roles: [{ roleId: 1, roleName: '超级管理员', roleKey: 'admin' }],
    roleIds: [1],
    currentFactoryId: null,
    version: 0,
    ...overrides,
  };
}

export function aUserInfo(permissions: string[] = ['*:*:*'], user: Partial<User> = {}): UserInfoReply {
  return {
    code: 200,
    msg: '操作成功',
    user: aUser(user),
    roles: ['admin'],
    permissions,
    pwdChangeRequired: false,
  };
}

export function aTokenReply(overrides: Partial<TokenReply> = {}): TokenReply {
  return {
    access_token: 'access-1',
    token_type: 'bearer',
    refresh_token: 'refresh-1',
    expires_in: 1800,
    scope: 'server',
    user_id: 1,
    username: 'admin',
    ...overrides,
  };
}

export function someRouters(): RouteItem[] {
  return [
    {
      id: 300,
      name: 'Equipment',
      path: '/equipment',
      component: 'SubSystem',
      hidden: false,
      meta: { title: '设备工单', icon: 'workorder' },
      children: [
        {
          id: 310,
          name: 'WorkOrderTask',
          path: '/WorkOrderTask',
          component: 'Layout',
          hidden: false,
          meta: { title: '工单任务' },
          children: [
            {
              id: 311,
              name: 'WarrantyTasks',
              path: 'WarrantyTasks',
              component: 'WorkOrderTask/WarrantyTasks/index',
              hidden: false,
              meta: { title: '维修工单', keepAlive: true, permissions: ['system:fix:handle'] },
            },
          ],
        },
      ],
    },
  ];
}

export const CAPTCHA_IMG = 'data:image/svg+xml;base64,PHN2Zy8+';

/** The top bar's area tree of most tests: one area, 华东片区, with a water plant (11) and an energy station (12). */
export function anAreaTree(): AreaNode[] {
  return [
    {
      id: 1,
      parentId: 0,
      label: '华东片区',
      type: 'area',
      code: 'HD',
      children: [
        { id: 11, parentId: 1, label: '上海第一水厂', type: 'factory', code: 'HD-SH01' },
        { id: 12, parentId: 1, label: '苏州工业园能源站', type: 'factory', code: 'HD-SZ01' },
      ],
    },
  ];
}

/** Reliability figures of a range without a failure or a plan due (GET /api/system/base/reliability). */
export function noReliability(overrides: Partial<Reliability> = {}): Reliability {
  return {
    beginTime: '2026-10-30 11:00:00',
    endTime: '2026-11-29 11:00:00',
    bucket: 'day',
    devices: 1,
    failures: 0,
    periodHours: 720,
    downtimeHours: 0,
    mttrHours: null,
    mtbfHours: null,
    availability: 1,
    pmDue: 0,
    pmOnTime: 0,
    pmCompliance: null,
    backlog: 0,
    overdue: 0,
    trend: [],
    byKind: [],
    worstDevices: [],
    ...overrides,
  };
}
