import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { PERM } from '@contract/permissions';
import type { MenuGrantNode, RoleDetail, RoleRow } from '@contract/role';
import type { AreaNode } from '@contract/system';
import { renderAt } from '../../../../tests/console/render';
import { api, server, setupMsw } from '../../../../tests/console/server';
import { buttonOr } from '../../../../tests/console/queries';
import { user } from '../../../../tests/console/user';
import { recordWrites, signedInWith, type Write } from '../admin.fixtures';
import RolePage from './role-page';
import { anAreaTree } from '../../../../tests/console/factories';

setupMsw();

const OK = { code: 200, msg: '操作成功' };
const ADMIN: RoleRow = {
  roleId: 1,
  roleName: '超级管理员',
  roleKey: 'admin',
  roleSort: 1,
  status: '0',
  dataScope: '1',
  userCount: 1,
  version: 0,
};
const PATROL: RoleRow = {
  roleId: 7,
  roleName: '巡查员',
  roleKey: 'patrol',
  roleSort: 7,
  status: '0',
  dataScope: '3',
  userCount: 2,
  version: 0,
};
const button = (id: number, label: string): MenuGrantNode => ({ id, label, menuType: 'F', perms: `p:${id}` });
const MENUS: MenuGrantNode[] = [
  {
    id: 3,
    label: '设备工单',
    menuType: 'M',
    perms: '',
    children: [
      {
        id: 301,
        label: '工单任务',
        menuType: 'M',
        perms: '',
        children: [
          {
            id: 3011,
            label: '维修工单',
            menuType: 'C',
            perms: 'system:fix:handle',
            children: [button(30111, '维修处理'), button(30112, '维修查询')],
          },
        ],
      },
    ],
  },
  { id: 4, label: '能耗管理', menuType: 'M', perms: '', children: [button(41, '能耗概览')] },
];
const AREAS: AreaNode[] = anAreaTree();

/** Serves the list, the trees and one role; records every write. */
function serve(writeReply: object = OK, menuIds: number[] = [3, 301, 3011, 30112]) {
  const state = {
    writes: [] as Write[],
    lists: [] as URLSearchParams[],
  };
  const write = recordWrites(state.writes, writeReply);
  const detail: RoleDetail = { ...PATROL, menuIds, factoryIds: [12], areaIds: [] };
  server.use(
    http.get(api('/system/role/list'), ({ request }) => {
      state.lists.push(new URL(request.url).searchParams);
      return HttpResponse.json({ ...OK, rows: [ADMIN, PATROL], total: 2 });
    }),
    http.get(api('/system/role/menuTree'), () => HttpResponse.json({ ...OK, data: MENUS })),
    http.get(api('/system/role/7'), () => HttpResponse.json({ ...OK, data: detail })),
    http.get(api('/system/area/tree/list'), () => HttpResponse.json({ ...OK, data: AREAS })),
    http.post(api('/system/role'), write),
    http.put(api('/system/role'), write),
    http.delete(api('/system/role/:ids'), write),
  );
  return state;
}

const render = () => renderAt('/', [{ path: '/', element: <RolePage /> }]);
const shown = (text: string) => screen.findByText(text, undefined, { timeout: 10_000 });
const checkbox = (title: string, scope: HTMLElement) =>
  within(scope)
    .getByText(title)
    .closest('.ant-tree-treenode')!
    .querySelector('.ant-tree-checkbox') as HTMLElement;
const dialog = () => screen.getByRole('dialog');

signedInWith([PERM.ROLE_LIST, PERM.ROLE_ADD, PERM.ROLE_EDIT, PERM.ROLE_REMOVE]);

describe('RolePage', () => {
  it('lists the roles with their scope and holders, offering nothing on the admin role', async () => {
    serve();
    render();
    expect(await shown('巡查员')).toBeInTheDocument();
    expect(screen.getByText('指定区域/工厂')).toBeInTheDocument();
    const adminRow = screen.getByText('超级管理员').closest('.ant-table-row') as HTMLElement;
    expect(within(adminRow).queryByRole('button')).toBeNull();
    expect(within(adminRow).queryByRole('switch')).toBeNull();
  });

  it('adds a role with the checked button and its half-checked parents, and the chosen factory', async () => {
    const state = serve();
    render();
    await user.click(await screen.findByRole('button', { name: /新增角色/ }));
    await within(dialog()).findByText('维修查询');
    await user.type(within(dialog()).getByLabelText('角色名称'), '抄表员');
    await user.type(within(dialog()).getByLabelText('权限字符'), 'reader');
    await user.click(checkbox('维修查询', dialog()));
    await user.click(within(dialog()).getByLabelText('数据权限'));
    const options = await screen.findAllByTitle('指定区域/工厂');
    await user.click(options.find((el) => el.classList.contains('ant-select-item-option'))!);
    await user.click(checkbox('苏州工业园能源站', await within(dialog()).findByTestId('role-scope-tree')));
    await user.click(buttonOr(/提\s*交/, dialog())!);
    await waitFor(() => expect(state.writes).toHaveLength(1));
    const body = state.writes[0]!.body as { menuIds: number[] };
    expect({ ...body, menuIds: [...body.menuIds].sort((a, b) => a - b) }).toEqual({
      roleName: '抄表员',
      roleKey: 'reader',
      roleSort: 0,
      status: '0',
      dataScope: '3',
      menuIds: [3, 301, 3011, 30112],
      factoryIds: [12],
      areaIds: [],
    });
  });

  it('shows a role again as granted and sends it back unchanged', async () => {
    const state = serve();
    render();
    const row = (await shown('巡查员')).closest('.ant-table-row') as HTMLElement;
    await user.click(buttonOr(/修\s*改/, row)!);
    await within(dialog()).findByText('维修查询');
    const checked = (title: string) => checkbox(title, dialog()).classList;
    expect(checked('维修查询').contains('ant-tree-checkbox-checked')).toBe(true);
    expect(checked('维修工单').contains('ant-tree-checkbox-indeterminate')).toBe(true);
    expect(checked('维修处理').contains('ant-tree-checkbox-checked')).toBe(false);
    await user.click(buttonOr(/提\s*交/, dialog())!);
    await waitFor(() => expect(state.writes).toHaveLength(1));
    const body = state.writes[0]!.body as { roleId: number; menuIds: number[]; factoryIds: number[] };
    expect([body.roleId, [...body.menuIds].sort((a, b) => a - b), body.factoryIds]).toEqual([
      7,
      [3, 301, 3011, 30112],
      [12],
    ]);
  });

  it('opens a page granted without its buttons with 父子联动 off, and keeps the page when a button is added', async () => {
    const state = serve(OK, [3, 301, 3011]);
    render();
    const row = (await shown('巡查员')).closest('.ant-table-row') as HTMLElement;
    await user.click(buttonOr(/修\s*改/, row)!);
    await within(dialog()).findByText('维修查询');
    expect(within(dialog()).getByTestId('role-menu-linkage')).toHaveAttribute('aria-checked', 'false');
    const checked = (title: string) => checkbox(title, dialog()).classList;
    expect(checked('维修工单').contains('ant-tree-checkbox-checked')).toBe(true);
    expect(checked('维修查询').contains('ant-tree-checkbox-checked')).toBe(false);
    await user.click(checkbox('维修查询', dialog()));
    await user.click(buttonOr(/提\s*交/, dialog())!);
    await waitFor(() => expect(state.writes).toHaveLength(1));
    const body = state.writes[0]!.body as { menuIds: number[] };
    expect([...body.menuIds].sort((a, b) => a - b)).toEqual([3, 301, 3011, 30112]);
  });

  it('shows the refusal of deleting a role users hold', async () => {
    const state = serve({ code: 500, msg: "角色'巡查员'已分配给2个用户，不能删除" });
    render();
    const row = (await shown('巡查员')).closest('.ant-table-row') as HTMLElement;
    await user.click(buttonOr(/删\s*除/, row)!);
    const confirm = (await shown('确认删除角色"巡查员"吗？')).closest('.ant-modal-confirm') as HTMLElement;
    await user.click(buttonOr(/确\s*定/, confirm)!);
    expect(await shown("角色'巡查员'已分配给2个用户，不能删除")).toBeInTheDocument();
    expect(state.writes).toEqual([{ method: 'DELETE', url: '/api/system/role/7', body: null }]);
  });
});
