/**
 * The whole app in jsdom against msw: the guard loading user info and menus, the docs/requirements.md §8 rows about
 * user info, and the token handed over on the address.
 */
import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aUserInfo, someRouters } from './factories';
import { api, server, setupMsw } from './server';

setupMsw();

// The progress bar removes itself on a real 500 ms timer after done(); in a whole-app render that timer
// can outlive the file's jsdom and throw "document is not defined". These tests are not about the bar.
vi.mock('nprogress', () => ({
  default: { configure: vi.fn(), start: vi.fn(), done: vi.fn() },
}));

let infoAuth: string | null = null;

function backend(info: object) {
  server.use(
    http.get(api('/system/user/getInfo'), ({ request }) => {
      infoAuth = request.headers.get('authorization');
      return HttpResponse.json(info);
    }),
    http.get(api('/system/menu/getRouters'), () =>
      HttpResponse.json({ code: 200, msg: 'ok', data: someRouters() }),
    ),
    http.get(api('/system/area/tree/list'), () => HttpResponse.json({ code: 200, msg: 'ok', data: [] })),
    // The shell's factory picker and favourites load too (no factories: no message count is asked).
    http.get(api('/system/project/usersubprojects'), () =>
      HttpResponse.json({ code: 200, msg: 'ok', data: [] }),
    ),
    http.get(api('/system/menu/getFavorites'), () => HttpResponse.json({ code: 200, msg: 'ok', data: [] })),
    http.get(api('/code'), () =>
      HttpResponse.json({ code: 200, msg: 'ok', captchaEnabled: true, uuid: 'u', img: 'data:,' }),
    ),
  );
}

async function renderAppAt(url: string) {
  window.history.replaceState(null, '', url);
  vi.resetModules();
  const { App } = await import('@/app/app');
  return render(<App />);
}

beforeEach(() => {
  infoAuth = null;
});
afterEach(() => window.history.replaceState(null, '', '/'));

describe('app session', () => {
  it('a token on the address signs in: user info loads with it and the address is cleaned', async () => {
    backend(aUserInfo(['system:fix:handle'], { nickName: '设备终端' }));
    await renderAppAt('/woms/index?token=device-token&typeSystem=Equipment');
    // The first render of the whole app compiles its lazy chunks: allow it time.
    expect(
      await screen.findByText(/设备终端/, { selector: '.woms-sider__hello' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(infoAuth).toBe('Bearer device-token');
    expect(window.location.pathname).toBe('/woms/index');
    expect(window.location.search).toBe('');
    expect(localStorage.getItem('access_token')).toBe('device-token');
  });

  it('an empty permission list is admin-like with the warning 请联系管理员开通菜单权限', async () => {
    localStorage.setItem('access_token', 'viewer-token');
    backend(aUserInfo([], { nickName: '访客' }));
    await renderAppAt('/woms/index');
    expect(await screen.findByText('请联系管理员开通菜单权限', {}, { timeout: 8000 })).toBeInTheDocument();
    // Admin-like: the gated quick actions all show.
    expect(await screen.findByTestId('quick-action-users', {}, { timeout: 8000 })).toBeInTheDocument();
  });

  it('missing permissions: error 获取用户信息接口异常, token removed, back to /login', async () => {
    localStorage.setItem('access_token', 'odd-token');
    backend({ code: 200, msg: 'ok', user: aUserInfo().user, roles: [] });
    await renderAppAt('/woms/index');
    expect(await screen.findByText('获取用户信息接口异常', {}, { timeout: 8000 })).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/woms/login'), { timeout: 8000 });
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('a failing user-info call clears the token and goes to /login', async () => {
    localStorage.setItem('access_token', 'dead-token');
    backend(aUserInfo());
    server.use(
      http.get(api('/system/user/getInfo'), () => HttpResponse.json({ code: 500, msg: '服务器内部错误' })),
    );
    await renderAppAt('/woms/index');
    await waitFor(() => expect(window.location.pathname).toBe('/woms/login'), { timeout: 8000 });
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('the operator does not see gated actions it lacks the codes for', async () => {
    localStorage.setItem('access_token', 'op-token');
    backend(aUserInfo(['system:fix:handle'], { nickName: '运维员小王' }));
    await renderAppAt('/woms/index');
    expect(await screen.findByTestId('quick-action-fix', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByTestId('quick-action-users')).not.toBeInTheDocument();
    expect(screen.queryByTestId('quick-action-accept')).not.toBeInTheDocument();
    // docs/requirements.md §6: the list is stored as PerBtn (admin would store 'admin'), role names kept locally.
    expect(localStorage.getItem('PerBtn')).toBe('["system:fix:handle"]');
    expect(localStorage.getItem('roles')).toBe('["超级管理员"]');
  });

  it('*:*:* is stored as PerBtn admin', async () => {
    localStorage.setItem('access_token', 'admin-token');
    backend(aUserInfo(['*:*:*']));
    await renderAppAt('/woms/index');
    expect(await screen.findByTestId('quick-action-users', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(localStorage.getItem('PerBtn')).toBe('admin');
  });
});
