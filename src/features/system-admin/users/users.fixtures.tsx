/** Shared fixtures of the user page tests: the answers the page loads and a recorder of calls. */
import { http, HttpResponse } from 'msw';
import type { GenColumn } from '@contract/gen';
import type { UserRow } from '@contract/user';
import { usePermissionStore } from '@/shared/permissions';
import { renderAt } from '../../../../tests/console/render';
import { api, server } from '../../../../tests/console/server';
import UserPage from './user-page';

export const OK = { code: 200, msg: '操作成功' };

export const GEN_ROWS: GenColumn[] = [
  { prop: 'userId', label: '用户编号', isShow: true, sort: 1, fixed: 'left', width: 90, type: '' },
  { prop: 'userName', label: '登录账号', isShow: true, sort: 2, fixed: '', width: 120, type: '' },
  { prop: 'nickName', label: '用户姓名', isShow: true, sort: 3, fixed: '', width: 120, type: '' },
  { prop: 'phonenumber', label: '手机号码', isShow: true, sort: 5, fixed: '', width: 130, type: '' },
  { prop: 'status', label: '状态', isShow: true, sort: 6, fixed: '', width: 90, type: 'switch' },
];

export function aRow(overrides: Partial<UserRow> = {}): UserRow {
  return {
    userId: 2,
    userName: 'operator',
    nickName: '运维员小王',
    deptId: 103,
    deptName: '运维部',
    phonenumber: '13800138000',
    email: '',
    sex: '0',
    status: '0',
    remark: '',
    createTime: '2026-01-01 08:00:00',
    ...overrides,
  };
}

export interface Calls {
  lists: URLSearchParams[];
  bodies: { method: string; path: string; body: unknown }[];
}

/** The answers every render of the page needs; list queries are recorded in `calls.lists`. */
export function servePage(rows: UserRow[] = [aRow()], total = rows.length): Calls {
  const calls: Calls = { lists: [], bodies: [] };
  server.use(
    http.get(api('/tool/gen/1'), () =>
      HttpResponse.json({
        ...OK,
        data: { table: { tableId: 1, tableName: 'sys_user', tableComment: '' }, rows: GEN_ROWS },
      }),
    ),
    http.get(api('/system/dept/treeselect'), () =>
      HttpResponse.json({
        ...OK,
        data: [{ id: 100, label: '总公司', children: [{ id: 103, label: '运维部' }] }],
      }),
    ),
    http.get(api('/system/role/optionselect'), () =>
      HttpResponse.json({ ...OK, data: [{ roleId: 2, roleName: '运维员', roleKey: 'operator' }] }),
    ),
    http.get(api('/system/dict/data/type/sys_id_type'), () =>
      HttpResponse.json({
        ...OK,
        data: [
          {
            dictCode: 1,
            dictSort: 1,
            dictLabel: '身份证',
            dictValue: '0',
            dictType: 'sys_id_type',
            listClass: '',
            isDefault: 'N',
          },
        ],
      }),
    ),
    http.get(api('/system/area/tree/list'), () =>
      HttpResponse.json({
        ...OK,
        data: [
          {
            id: 1,
            parentId: 0,
            label: '华南区',
            type: 'area',
            code: 'A1',
            children: [{ id: 21, parentId: 1, label: '广州南沙水厂', type: 'factory', code: 'F21' }],
          },
        ],
      }),
    ),
    http.get(api('/system/user/list'), ({ request }) => {
      calls.lists.push(new URL(request.url).searchParams);
      return HttpResponse.json({ ...OK, rows, total });
    }),
  );
  return calls;
}

/** Records the body of one write call and answers `reply`. */
export function record(
  calls: Calls,
  method: 'post' | 'put' | 'delete',
  path: string,
  reply: object = OK,
  status = 200,
): void {
  server.use(
    http[method](api(path), async ({ request }) => {
      const text = await request.text();
      calls.bodies.push({ method, path, body: text ? (JSON.parse(text) as unknown) : undefined });
      return HttpResponse.json(reply, { status });
    }),
  );
}

export function signedInAs(permissions: string[], adminLike = false): void {
  localStorage.setItem('access_token', 'acc');
  usePermissionStore.getState().grant(permissions, adminLike);
}

/** The page at `address` (its query is what a link asks the page to show). */
export function renderPage(address = '/') {
  return renderAt(address, [{ path: '/', element: <UserPage /> }]);
}
