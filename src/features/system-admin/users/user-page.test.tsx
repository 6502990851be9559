import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PERM } from '@contract/permissions';
import { resetSecureSpace, setSecureSpace } from '@/shared/download';
import { usePermissionStore } from '@/shared/permissions';
import { resetNotifier } from '@/shared/ui/notify';
import { api, server, setupMsw } from '../../../../tests/console/server';
import { settle } from '../../../../tests/console/settle';
import { button, buttonOr } from '../../../../tests/console/queries';
import { user } from '../../../../tests/console/user';
import { aRow, record, renderPage, servePage, signedInAs } from './users.fixtures';

setupMsw();

beforeEach(() => {
  resetNotifier();
  localStorage.clear();
  signedInAs([PERM.ALL], true);
});
afterEach(() => usePermissionStore.getState().reset());

/** The .xlsx type the server answers exports with. */
const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const page = () => within(document.querySelector('.users-page') as HTMLElement);
const shown = (text: string) => screen.findByText(text, undefined, { timeout: 10_000 });
const confirmOk = async () => {
  const titles = await screen.findAllByText('温馨提示');
  const dialog = titles.at(-1)?.closest('.ant-modal-confirm') as HTMLElement;
  await user.click(buttonOr(/确\s*定/, dialog)!);
};

// The decisions are pure and table-tested (user-actions.test.ts): the buttons each code offers, the
// status a toggle sends and its question, the export request of a filter. Here: the page wires them.
describe('UserPage: list, query, paging and export', () => {
  afterEach(() => resetSecureSpace());

  it('lists page 1 of 100, queries from page 1, pages on, filters by the department tree and exports that query', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:users');
    URL.revokeObjectURL = vi.fn();
    const urls: string[] = [];
    const bodies: unknown[] = [];
    server.use(
      http.post(api('/system/user/export'), async ({ request }) => {
        urls.push(request.url);
        bodies.push(await request.json());
        return new HttpResponse('PK', { headers: { 'Content-Type': XLSX_MIME } });
      }),
    );
    const calls = servePage([aRow()], 250);
    renderPage();
    expect(await shown('operator')).toBeInTheDocument();
    expect(screen.getByText('用户编号')).toBeInTheDocument();
    expect(calls.lists[0]?.get('pageNum')).toBe('1');
    expect(calls.lists[0]?.get('pageSize')).toBe('100');

    fireEvent.change(page().getByLabelText('登录账号'), { target: { value: 'ope' } });
    await user.click(button(/查\s*询/));
    await waitFor(() => expect(calls.lists.at(-1)?.get('userName')).toBe('ope'));
    expect(calls.lists.at(-1)?.get('pageNum')).toBe('1');

    // the pager's page 2 (a cell may carry the title '2' as well: cells show their full text as a tooltip)
    fireEvent.click(screen.getAllByTitle('2').find((el) => el.classList.contains('ant-pagination-item'))!);
    await waitFor(() => expect(calls.lists.at(-1)?.get('pageNum')).toBe('2'));
    expect(calls.lists.at(-1)?.get('userName')).toBe('ope');

    await user.click(await page().findByText('运维部', { selector: '.ant-tree-title' }));
    await waitFor(() => expect(calls.lists.at(-1)?.get('deptId')).toBe('103'));
    expect(calls.lists.at(-1)?.get('userName')).toBe('ope');
    expect(calls.lists.at(-1)?.get('pageNum')).toBe('1');

    // Only inside the secure space (docs/requirements.md §5), then the current query.
    await user.click(button(/导\s*出/));
    expect(await shown('请在安全空间内下载文件')).toBeInTheDocument();
    await settle();
    expect(urls).toEqual([]);
    setSecureSpace({ isSignedIn: () => Promise.resolve(true) });
    await user.click(button(/导\s*出/));
    await waitFor(() => expect(urls).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ userName: 'ope', deptId: 103 });
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
  });
});

describe('UserPage: status and delete', () => {
  it('asks 温馨提示 before changing the status or deleting, then sends the call and shows its answer', async () => {
    const calls = servePage();
    record(calls, 'put', '/system/user/changeStatus', { code: 200, msg: '修改状态成功' });
    record(calls, 'delete', '/system/user/2', { code: 500, msg: '当前用户不能删除' });
    renderPage();
    await user.click(await screen.findByLabelText('状态 operator'));
    expect(await shown('确认要“停用”“operator”用户吗？')).toBeInTheDocument();
    await confirmOk();
    expect(await shown('修改状态成功')).toBeInTheDocument();
    expect(calls.bodies).toEqual([
      { method: 'put', path: '/system/user/changeStatus', body: { userId: 2, status: '1' } },
    ]);

    const row = (await screen.findByText('operator')).closest('.ant-table-row') as HTMLElement;
    await user.click(buttonOr(/删\s*除/, row)!);
    expect(await shown('是否确认删除用户“operator”？')).toBeInTheDocument();
    await confirmOk();
    expect(await shown('当前用户不能删除')).toBeInTheDocument();
    expect(calls.bodies.map((b) => b.method)).toEqual(['put', 'delete']);
  });
});

describe('UserPage: permission codes', () => {
  it('shows the buttons the codes offer and hides the others; the status is text without the edit code', async () => {
    signedInAs([PERM.USER_LIST, PERM.USER_ADD, PERM.USER_RESET_PWD]);
    servePage();
    renderPage();
    const row = (await screen.findByText('operator')).closest('.ant-table-row') as HTMLElement;
    expect(button(/新\s*增/)).toBeInTheDocument();
    expect(button(/重置密码/, row)).toBeInTheDocument();
    for (const name of [/修\s*改/, /删\s*除/, /绑定工厂/, /导\s*出/]) expect(buttonOr(name)).toBeNull();
    expect(document.querySelector('[role=switch]')).toBeNull();
    expect(within(row).getByText('正常')).toBeInTheDocument();
  });
});
