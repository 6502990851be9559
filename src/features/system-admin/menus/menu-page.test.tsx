import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MENU_PAGE_COMPONENTS, type MenuForm } from '@contract/menu';
import { PERM } from '@contract/permissions';
import { usePermissionStore } from '@/shared/permissions';
import { resetNotifier } from '@/shared/ui/notify';
import { renderAt } from '../../../../tests/console/render';
import { api, server, setupMsw } from '../../../../tests/console/server';
import { button, modal } from '../../../../tests/console/queries';
import MenuPage from './menu-page';
import { menuRow } from './menus.fixtures';

setupMsw();

const OK = { code: 200, msg: '操作成功' };
const APP = menuRow({
  menuId: 6,
  parentId: 0,
  menuName: '应用系统',
  menuType: 'M',
  path: '/application',
  component: 'SubSystem',
  icon: 'application',
});
const DIR = menuRow({
  menuId: 601,
  parentId: 6,
  menuName: '系统管理',
  menuType: 'M',
  path: '/SystemManage',
  component: 'Layout',
});
const USER = menuRow({
  menuId: 6011,
  parentId: 601,
  menuName: '用户管理',
  menuType: 'C',
  path: 'User',
  component: 'system/user/index',
  keepAlive: true,
});

function serve() {
  const state = { posted: [] as MenuForm[], put: [] as unknown[], deleted: [] as string[] };
  server.use(
    http.get(api('/system/menu/list'), () => HttpResponse.json({ ...OK, rows: [APP, DIR, USER], total: 3 })),
    http.get(api('/system/menu/:id'), ({ params }) =>
      HttpResponse.json({ ...OK, data: [APP, DIR, USER].find((m) => m.menuId === Number(params.id)) }),
    ),
    http.post(api('/system/menu'), async ({ request }) => {
      state.posted.push((await request.json()) as MenuForm);
      return HttpResponse.json({ code: 200, msg: '新增成功', data: { menuId: 10000000 } });
    }),
    http.put(api('/system/menu'), async ({ request }) => {
      state.put.push(await request.json());
      return HttpResponse.json({ code: 200, msg: '修改成功' });
    }),
    http.delete(api('/system/menu/:id'), ({ params }) => {
      state.deleted.push(String(params.id));
      return HttpResponse.json({ code: 500, msg: '存在子菜单，不允许删除' });
    }),
  );
  return state;
}

const render = () => renderAt('/', [{ path: '/', element: <MenuPage /> }]);
/** The table row of the menu named `name` (the dialog's parent picker names menus too). */
const rowOf = (name: string) =>
  screen
    .getAllByText(name)
    .map((el) => el.closest('tr.ant-table-row'))
    .find((tr): tr is HTMLElement => tr instanceof HTMLElement)!;
/** The options of the dialog's Select labelled `label`, opened. */
function openSelect(label: string): string[] {
  const item = within(modal()).getByText(label).closest('.ant-form-item') as HTMLElement;
  fireEvent.mouseDown(item.querySelector('.ant-select-selector') as Element);
  return [
    ...document.querySelectorAll(
      '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
    ),
  ].map((o) => o.textContent ?? '');
}

beforeEach(() => {
  resetNotifier();
  localStorage.clear();
  localStorage.setItem('access_token', 'acc');
});
afterEach(() => usePermissionStore.getState().reset());

const ALL = [PERM.MENU_LIST, PERM.MENU_ADD, PERM.MENU_EDIT, PERM.MENU_REMOVE];

/** Grants `codes`, serves the menus and shows the page with the application subsystem open. */
async function openPage(codes: string[]) {
  usePermissionStore.getState().grant(codes, false);
  const state = serve();
  render();
  expect(await screen.findByText('应用系统', undefined, { timeout: 10_000 })).toBeInTheDocument();
  fireEvent.click(within(rowOf('应用系统')).getByRole('button', { name: /展开|Expand/ }));
  return state;
}

describe('MenuPage', () => {
  it('adds a page under a directory: the component Select offers only the console pages, every meta field is sent', async () => {
    const state = await openPage(ALL);
    fireEvent.click(within(rowOf('系统管理')).getByRole('button', { name: /新\s*增/ }));
    await waitFor(() => expect(within(modal()).getByText('添加菜单')).toBeInTheDocument());
    expect(openSelect('组件')).toEqual([...MENU_PAGE_COMPONENTS]);
    fireEvent.click(
      [...document.querySelectorAll('.ant-select-item-option')].find(
        (o) => o.textContent === 'system/menu/index',
      )!,
    );
    // change events rather than typing: the dialog is large, and keystrokes are not what this test is about
    const type = (label: string, value: string) =>
      fireEvent.change(within(modal()).getByLabelText(label), { target: { value } });
    type('菜单名称', '菜单副本');
    type('路由地址', 'MenuCopy');
    type('高亮菜单', '/SystemManage/User');
    fireEvent.click(within(modal()).getByLabelText('固定标签'));
    fireEvent.click(within(modal()).getByLabelText('允许后退'));
    fireEvent.click(button(/确\s*定/, modal()));
    await waitFor(() => expect(state.posted).toHaveLength(1));
    expect(state.posted[0]).toEqual({
      parentId: 601,
      menuName: '菜单副本',
      menuType: 'C',
      orderNum: 1,
      path: 'MenuCopy',
      component: 'system/menu/index',
      perms: '',
      icon: '',
      visible: '0',
      status: '0',
      isFrame: '1',
      keepAlive: true,
      affix: true,
      allowBack: true,
      activeMenu: '/SystemManage/User',
      target: '',
    });
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
  });

  it('offers a directory only the structural components, edits a menu into hidden, and shows a delete refusal', async () => {
    const state = await openPage(ALL);
    fireEvent.click(within(rowOf('系统管理')).getByRole('button', { name: /修\s*改/ }));
    await waitFor(() =>
      expect((within(modal()).getByLabelText('菜单名称') as HTMLInputElement).value).toBe('系统管理'),
    );
    expect(openSelect('组件')).toEqual(['Layout', 'ParentView']);
    fireEvent.click(within(modal()).getByLabelText('隐藏'));
    fireEvent.click(button(/确\s*定/, modal()));
    await waitFor(() => expect(state.put).toEqual([{ ...DIR, visible: '1' }]));

    fireEvent.click(within(rowOf('应用系统')).getByRole('button', { name: /删\s*除/ }));
    const confirm = (await screen.findByText('确认删除菜单“应用系统”吗？')).closest(
      '.ant-modal-confirm',
    ) as HTMLElement;
    fireEvent.click(button(/确\s*定/, confirm));
    await waitFor(() => expect(state.deleted).toEqual(['6']));
    expect(await screen.findByText('存在子菜单，不允许删除')).toBeInTheDocument();
  });

  it('shows no write button without the codes', async () => {
    await openPage([PERM.MENU_LIST]);
    expect(screen.queryByRole('button', { name: /新\s*增|修\s*改|删\s*除/ })).not.toBeInTheDocument();
  });
});
