import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OnlineRow } from '@contract/online';
import { PERM } from '@contract/permissions';
import { usePermissionStore } from '@/shared/permissions';
import { resetNotifier } from '@/shared/ui/notify';
import { renderAt } from '../../../../tests/console/render';
import { api, server, setupMsw } from '../../../../tests/console/server';
import { buttonOr } from '../../../../tests/console/queries';
import { user } from '../../../../tests/console/user';
import OnlinePage from './online-page';

setupMsw();

const OK = { code: 200, msg: '操作成功' };
const OPERATOR: OnlineRow = {
  tokenId: 41,
  userName: 'operator',
  nickName: '运维员小王',
  factoryName: '上海第一水厂',
  allFactories: false,
  ipaddr: '10.0.0.2',
  browser: 'Chrome 124',
  os: 'Windows',
  loginTime: '2026-06-17 14:20:00',
  lastSeen: '2026-06-17 14:31:00',
  current: false,
};
const MINE: OnlineRow = {
  ...OPERATOR,
  tokenId: 7,
  userName: 'admin',
  nickName: '超级管理员',
  factoryName: '',
  allFactories: true,
  current: true,
};

/** Serves the list (the rows of `state.rows`, filters recorded) and 强退, which drops the row it names. */
function serve() {
  const state = { rows: [MINE, OPERATOR], queries: [] as URLSearchParams[], ended: [] as string[] };
  server.use(
    http.get(api('/monitor/online/list'), ({ request }) => {
      state.queries.push(new URL(request.url).searchParams);
      return HttpResponse.json({ ...OK, rows: state.rows, total: state.rows.length });
    }),
    http.delete(api('/monitor/online/:tokenId'), ({ params }) => {
      state.ended.push(String(params.tokenId));
      state.rows = state.rows.filter((r) => String(r.tokenId) !== params.tokenId);
      return HttpResponse.json({ code: 200, msg: '强退成功' });
    }),
  );
  return state;
}

const render = () => renderAt('/', [{ path: '/', element: <OnlinePage /> }]);
const forceButtons = () => screen.queryAllByRole('button', { name: /强\s*退/ });

beforeEach(() => {
  resetNotifier();
  localStorage.clear();
  localStorage.setItem('access_token', 'acc');
});
afterEach(() => usePermissionStore.getState().reset());

describe('OnlinePage (docs/administration.md "在线用户")', () => {
  it('shows each session with its account, factory, address, browser and times, and 强退 one after the confirm', async () => {
    usePermissionStore.getState().grant([PERM.ONLINE_LIST, PERM.ONLINE_FORCE_LOGOUT], false);
    const state = serve();
    render();
    expect(await screen.findByText('运维员小王', undefined, { timeout: 10_000 })).toBeInTheDocument();
    for (const text of [
      '上海第一水厂',
      '全部工厂',
      'Chrome 124',
      'Windows',
      '2026-06-17 14:31:00',
      '当前会话',
    ])
      expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    // the caller's own session is marked and has no 强退
    expect(forceButtons()).toHaveLength(1);

    await user.click(forceButtons()[0]!);
    const dialog = (await screen.findByText('确认强退 operator · 10.0.0.2 吗？该会话将立即下线。')).closest(
      '.ant-modal-confirm',
    ) as HTMLElement;
    await user.click(buttonOr(/确\s*定/, dialog)!);
    await waitFor(() => expect(state.ended).toEqual(['41']));
    expect(await screen.findByText('强退成功')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('运维员小王')).not.toBeInTheDocument());
  });

  it('offers no 强退 without its code, and filters by account and address', async () => {
    usePermissionStore.getState().grant([PERM.ONLINE_LIST], false);
    const state = serve();
    render();
    expect(await screen.findByText('运维员小王', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(forceButtons()).toHaveLength(0);
    await user.type(screen.getByLabelText('登录账号'), 'oper');
    await user.type(screen.getByLabelText('登录地址'), '10.0');
    await user.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(state.queries.at(-1)?.get('userName')).toBe('oper'));
    expect(state.queries.at(-1)?.get('ipaddr')).toBe('10.0');
  });
});
