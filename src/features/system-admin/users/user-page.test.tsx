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
import { aRow, record, renderPage, servePage, signedInAs } from './test-fixtures';

setupMsw();

beforeEach(() => {
  resetNotifier();
  localStorage.clear();
  signedInAs([PERM.ALL], true);
});
afterEach(() => usePermissionStore.getState().reset());

const page = () => within(document.querySelector('.users-page') as HTMLElement);
const shown = (text: string) => screen.findByText(text, undefined, { timeout: 10_000 });
const confirmOk = async () => {
  const titles = await screen.findAllByText('温馨提示');
  const dialog = titles.at(-1)?.closest('.ant-modal-confirm') as HTMLElement;
  await user.click(buttonOr(/确\s*定/, dialog)!);
};

describe('UserPage: list, query and paging', () => {
  it('lists page 1 of 100, queries from page 1 and pages on', async () => {
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

    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(calls.lists.at(-1)?.get('pageNum')).toBe('2'));
    expect(calls.lists.at(-1)?.get('userName')).toBe('ope');
  });

  it('filters by the department tree', async () => {
    const calls = servePage();
    renderPage();
    await user.click(await page().findByText('运维部', { selector: '.ant-tree-title' }));
    await waitFor(() => expect(calls.lists.at(-1)?.get('deptId')).toBe('103'));
  });
});

describe('UserPage: status, delete, export', () => {
  it('asks 温馨提示 before changing the status and sends changeStatus', async () => {
    const calls = servePage();
    record(calls, 'put', '/system/user/changeStatus', { code: 200, msg: '修改状态成功' });
    renderPage();
    await user.click(await screen.findByLabelText('状态 operator'));
    expect(await shown('确认要“停用”“operator”用户吗？')).toBeInTheDocument();
    await confirmOk();
    expect(await shown('修改状态成功')).toBeInTheDocument();
    expect(calls.bodies).toEqual([
      { method: 'put', path: '/system/user/changeStatus', body: { userId: 2, status: '1' } },
    ]);
  });

  it('confirms a delete and shows the server refusal', async () => {
    const calls = servePage();
    record(calls, 'delete', '/system/user/2', { code: 500, msg: '当前用户不能删除' });
    renderPage();
    const row = (await screen.findByText('operator')).closest('.ant-table-row') as HTMLElement;
    await user.click(buttonOr(/删\s*除/, row)!);
    expect(await shown('是否确认删除用户“operator”？')).toBeInTheDocument();
    await confirmOk();
    expect(await shown('当前用户不能删除')).toBeInTheDocument();
    expect(calls.bodies).toHaveLength(1);
  });

  afterEach(() => resetSecureSpace());

  it('exports only inside the secure space, then POSTs the current query', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:users');
    URL.revokeObjectURL = vi.fn();
    const urls: string[] = [];
    server.use(
      http.post(api('/system/user/export'), ({ request }) => {
        urls.push(request.url);
        return new HttpResponse('用户编号,登录账号', { headers: { 'Content-Type': 'text/csv' } });
      }),
    );
    const calls = servePage();
    renderPage();
    await screen.findByText('operator');
    await user.click(button(/导\s*出/));
    expect(await shown('请在安全空间内下载文件')).toBeInTheDocument();
    await settle();
    expect(urls).toEqual([]);

    setSecureSpace({ isSignedIn: () => Promise.resolve(true) });
    fireEvent.change(page().getByLabelText('登录账号'), { target: { value: 'ope' } });
    await user.click(button(/查\s*询/));
    await waitFor(() => expect(calls.lists.at(-1)?.get('userName')).toBe('ope'));
    await user.click(button(/导\s*出/));
    await waitFor(() => expect(urls).toHaveLength(1));
    expect(new URL(urls[0] as string).searchParams.get('userName')).toBe('ope');
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
  });
});

describe('UserPage: permission codes', () => {
  it('hides every action button and the status toggle without the codes', async () => {
    signedInAs([PERM.USER_LIST]);
    servePage();
    renderPage();
    await screen.findByText('operator');
    for (const name of [/新\s*增/, /修\s*改/, /删\s*除/, /重置密码/, /绑定工厂/, /导\s*出/])
      expect(buttonOr(name)).toBeNull();
    expect(document.querySelector('[role=switch]')).toBeNull();
    expect(screen.getAllByText('正常').length).toBeGreaterThan(0);
  });

  it('shows each button for its own code', async () => {
    signedInAs([PERM.USER_LIST, PERM.USER_ADD, PERM.USER_EXPORT]);
    servePage();
    renderPage();
    await screen.findByText('operator');
    expect(button(/新\s*增/)).toBeInTheDocument();
    expect(button(/导\s*出/)).toBeInTheDocument();
    expect(buttonOr(/删\s*除/)).toBeNull();
  });
});
