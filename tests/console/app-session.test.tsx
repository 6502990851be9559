/** The whole app in jsdom against msw: the route guard when loading user info fails (docs/requirements.md §8). */
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

/*
 * What load() keeps and shows for each kind of user info is tested on the session store alone
 * (src/features/session/store.test.ts); the signed-in journeys (a token on the address, the viewer's
 * warning and admin-like actions, the operator's gated actions) run in the browser (e2e/session.spec.ts,
 * e2e/console-session.spec.ts). Here: the guard's answer to a load that fails, which no real server gives.
 */
describe('app session', () => {
  it('missing permissions: error 获取用户信息接口异常, token removed, back to /login', async () => {
    localStorage.setItem('access_token', 'odd-token');
    backend({ code: 200, msg: 'ok', user: aUserInfo().user, roles: [] });
    await renderAppAt('/woms/index');
    expect(await screen.findByText('获取用户信息接口异常', {}, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/woms/login'));
    expect(infoAuth).toBe('Bearer odd-token');
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('a session ended while the page was closed: /login says why and keeps the page (docs/administration.md)', async () => {
    localStorage.setItem('access_token', 'reset-token');
    backend({});
    server.use(
      http.get(api('/system/user/getInfo'), () =>
        HttpResponse.json(
          { code: 401, msg: '管理员已重置您的密码，请使用新密码登录', error: 'password_reset' },
          { status: 401 },
        ),
      ),
    );
    const page = '/DailyData/DailyReportFilling?factoryId=11&time=2026-11-26';
    await renderAppAt(`/woms${page}`);
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      '管理员已重置您的密码，请使用新密码登录。',
    );
    // the load's own failure goes nowhere after the session's end: the reason and the page stay in the address
    await waitFor(() => expect(window.location.pathname).toBe('/woms/login'));
    const params = new URLSearchParams(window.location.search);
    expect(params.get('reason')).toBe('password_reset');
    expect(params.get('redirect')).toBe(page);
    expect(localStorage.getItem('access_token')).toBeNull();
  });
});
