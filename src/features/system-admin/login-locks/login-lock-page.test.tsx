import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LoginLockRow } from '@contract/login-lock';
import { PERM } from '@contract/permissions';
import { usePermissionStore } from '@/shared/permissions';
import { resetNotifier } from '@/shared/ui/notify';
import { renderAt } from '../../../../tests/console/render';
import { api, server, setupMsw } from '../../../../tests/console/server';
import { buttonOr } from '../../../../tests/console/queries';
import { user } from '../../../../tests/console/user';
import LoginLockPage from './login-lock-page';

setupMsw();

const OK = { code: 200, msg: '操作成功' };
const PAIR: LoginLockRow = {
  key: 'pair:operator|10.0.0.2',
  kind: 'pair',
  account: 'operator',
  address: '10.0.0.2',
  failCount: 5,
  windowStart: '2026-06-17 14:20:00',
  lockedUntil: '2026-06-17 14:20:30',
  holdSeconds: 30,
};
const ACCOUNT: LoginLockRow = {
  key: 'account:supervisor',
  kind: 'account',
  account: 'supervisor',
  address: null,
  failCount: 3,
  windowStart: '2026-06-17 13:00:00',
  lockedUntil: null,
  holdSeconds: 0,
};

/** Serves the list (the rows of `state.rows`, filter recorded) and the unlock, which drops the row it names. */
function serve() {
  const state = { rows: [PAIR, ACCOUNT], queries: [] as URLSearchParams[], unlocked: [] as unknown[] };
  server.use(
    http.get(api('/monitor/loginLock/list'), ({ request }) => {
      state.queries.push(new URL(request.url).searchParams);
      return HttpResponse.json({ ...OK, rows: state.rows, total: state.rows.length });
    }),
    http.put(api('/monitor/loginLock/unlock'), async ({ request }) => {
      const body = (await request.json()) as { key: string };
      state.unlocked.push(body);
      state.rows = state.rows.filter((r) => r.key !== body.key);
      return HttpResponse.json({ code: 200, msg: '解除成功' });
    }),
  );
  return state;
}

const render = () => renderAt('/', [{ path: '/', element: <LoginLockPage /> }]);

beforeEach(() => {
  resetNotifier();
  localStorage.clear();
  localStorage.setItem('access_token', 'acc');
});
afterEach(() => usePermissionStore.getState().reset());

describe('LoginLockPage', () => {
  it('shows each counter with its kind and hold, and lifts a lock after the confirm', async () => {
    usePermissionStore.getState().grant([PERM.LOGIN_LOCK_LIST, PERM.LOGIN_UNLOCK], false);
    const state = serve();
    render();
    expect(await screen.findByText('锁定中，剩余 30 秒', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('账号+地址')).toBeInTheDocument();
    expect(screen.getByText('计数中')).toBeInTheDocument();
    expect(screen.getByText('10.0.0.2')).toBeInTheDocument();

    await user.click(screen.getAllByRole('button', { name: /解\s*除/ })[0]!);
    const dialog = (await screen.findByText('确认解除 operator · 10.0.0.2 的登录限制吗？')).closest(
      '.ant-modal-confirm',
    ) as HTMLElement;
    await user.click(buttonOr(/确\s*定/, dialog)!);
    await waitFor(() => expect(state.unlocked).toEqual([{ key: PAIR.key }]));
    expect(await screen.findByText('解除成功')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('锁定中，剩余 30 秒')).not.toBeInTheDocument());
  });

  it('offers no unlock without its code, and filters by account', async () => {
    usePermissionStore.getState().grant([PERM.LOGIN_LOCK_LIST], false);
    const state = serve();
    render();
    expect(await screen.findByText('锁定中，剩余 30 秒', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /解\s*除/ })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('账号'), 'super');
    await user.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(state.queries.at(-1)?.get('account')).toBe('super'));
  });
});
