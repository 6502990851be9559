import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LoginLogRow } from '@contract/logs';
import { PERM } from '@contract/permissions';
import { usePermissionStore } from '@/shared/permissions';
import { resetNotifier } from '@/shared/ui/notify';
import { renderAt } from '../../../../tests/console/render';
import { api, server, setupMsw } from '../../../../tests/console/server';
import { buttonOr } from '../../../../tests/console/queries';
import { user } from '../../../../tests/console/user';
import LoginLogPage from './login-log-page';

setupMsw();

const OK = { code: 200, msg: '操作成功' };
const SIGNED_IN: LoginLogRow = {
  infoId: 9,
  userName: 'operator',
  event: 'login',
  status: '0',
  reason: 'success',
  msg: '登录成功',
  ipaddr: '10.9.9.9',
  browser: 'Chrome 131',
  os: 'Windows 10',
  loginTime: '2026-06-17 14:20:00',
};
const LOCKED: LoginLogRow = {
  ...SIGNED_IN,
  infoId: 8,
  userName: 'Supervisor',
  status: '1',
  reason: 'locked',
  msg: '登录失败次数过多，请30秒后再试',
  ipaddr: '10.7.7.7',
  browser: 'Safari 17',
  os: 'iOS 17',
};

function serve() {
  const state = { queries: [] as URLSearchParams[], unlocked: [] as unknown[] };
  server.use(
    http.get(api('/monitor/logininfor/list'), ({ request }) => {
      state.queries.push(new URL(request.url).searchParams);
      return HttpResponse.json({ ...OK, rows: [SIGNED_IN, LOCKED], total: 2 });
    }),
    http.put(api('/monitor/loginLock/unlock'), async ({ request }) => {
      state.unlocked.push(await request.json());
      return HttpResponse.json({ code: 200, msg: '解除成功' });
    }),
  );
  return state;
}

const render = () => renderAt('/', [{ path: '/', element: <LoginLogPage /> }]);
const shown = (text: string) => screen.findByText(text, undefined, { timeout: 10_000 });

beforeEach(() => {
  resetNotifier();
  localStorage.clear();
  localStorage.setItem('access_token', 'acc');
});
afterEach(() => usePermissionStore.getState().reset());

describe('LoginLogPage', () => {
  it('lists sign-ins with result, reason, browser and OS, and unlocks the account of a failed row', async () => {
    usePermissionStore.getState().grant([PERM.LOGIN_LOCK_LIST, PERM.LOGIN_UNLOCK], false);
    const state = serve();
    render();
    expect(await shown('Chrome 131')).toBeInTheDocument();
    const table = within(document.querySelector('.ant-table') as HTMLElement);
    expect(table.getByText('iOS 17')).toBeInTheDocument();
    expect(table.getByText('失败过多被限制')).toBeInTheDocument();
    expect(table.getByText('登录失败次数过多，请30秒后再试')).toBeInTheDocument();
    expect(table.getAllByText('登录')).toHaveLength(2);
    // only the failed row offers the unlock
    const unlocks = screen.getAllByRole('button', { name: /解\s*锁/ });
    expect(unlocks).toHaveLength(1);

    await user.click(unlocks[0]!);
    const dialog = (await shown('确认解除账号 Supervisor 在 10.7.7.7 的登录限制吗？')).closest(
      '.ant-modal-confirm',
    ) as HTMLElement;
    await user.click(buttonOr(/确\s*定/, dialog)!);
    await waitFor(() =>
      expect(state.unlocked).toEqual([{ key: 'pair:supervisor|10.7.7.7' }, { key: 'account:supervisor' }]),
    );
    expect(await shown('解除成功')).toBeInTheDocument();
  });

  it('offers no unlock or export without their codes, and filters by address and result', async () => {
    usePermissionStore.getState().grant([PERM.LOGIN_LOCK_LIST], false);
    const state = serve();
    render();
    expect(await shown('Chrome 131')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /解\s*锁/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /导\s*出/ })).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('登录地址'), { target: { value: '10.7.7.7' } });
    await user.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(state.queries.at(-1)?.get('ipaddr')).toBe('10.7.7.7'));
    expect(state.queries.at(-1)?.has('userName')).toBe(false);
  });
});
