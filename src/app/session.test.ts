import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { aUserInfo, someRouters } from '../../tests/console/factories';
import { api, server, setupMsw } from '../../tests/console/server';
import { useNavigationStore } from '@/features/navigation';
import { useSessionStore } from '@/features/session';
import { usePermissionStore } from '@/shared/permissions';
import { loadSession } from './session';

setupMsw();

beforeEach(() => localStorage.setItem('access_token', 'access-1'));

afterEach(() => {
  useSessionStore.getState().reset();
  useNavigationStore.getState().reset();
  usePermissionStore.getState().reset();
});

describe('loadSession', () => {
  it('asks for the menus beside the user info, not after it, and builds them with its permissions', async () => {
    let menusAsked: () => void = () => undefined;
    const asked = new Promise<void>((resolve) => (menusAsked = resolve));
    server.use(
      // the user info answers only once the menus were asked for: one after the other would never get there
      http.get(api('/system/user/getInfo'), async () => {
        await asked;
        return HttpResponse.json(aUserInfo());
      }),
      http.get(api('/system/menu/getRouters'), () => {
        menusAsked();
        return HttpResponse.json({ code: 200, msg: 'ok', data: someRouters() });
      }),
    );
    await loadSession();
    expect(useSessionStore.getState().status).toBe('ready');
    expect(useNavigationStore.getState().loaded).toBe(true);
    expect(useNavigationStore.getState().nav.subsystems.length).toBeGreaterThan(0);
  });

  it('treats an empty permission list as an administrator for the menus only, never for buttons', async () => {
    const answer = (permissions: string[]) =>
      server.use(
        http.get(api('/system/user/getInfo'), () => HttpResponse.json(aUserInfo(permissions))),
        http.get(api('/system/menu/getRouters'), () =>
          HttpResponse.json({ code: 200, msg: 'ok', data: someRouters() }),
        ),
      );
    answer([]);
    await loadSession();
    expect(useNavigationStore.getState().nav.subsystems.length).toBeGreaterThan(0);
    expect(usePermissionStore.getState().adminLike).toBe(false);
    useSessionStore.getState().reset();
    useNavigationStore.getState().reset();
    answer(['*:*:*']);
    await loadSession();
    expect(usePermissionStore.getState().adminLike).toBe(true);
  });

  it('loads nothing again while a session is loaded, and shares a load in flight', async () => {
    let asked = 0;
    server.use(
      http.get(api('/system/user/getInfo'), () => {
        asked += 1;
        return HttpResponse.json(aUserInfo());
      }),
      http.get(api('/system/menu/getRouters'), () =>
        HttpResponse.json({ code: 200, msg: 'ok', data: someRouters() }),
      ),
    );
    // the app's early start and the route guard ask for it together, and the guard may ask again once it is in
    await Promise.all([loadSession(), loadSession()]);
    await loadSession();
    expect(asked).toBe(1);
    // signed out (the stores reset): the next sign-in loads afresh
    useSessionStore.getState().reset();
    useNavigationStore.getState().reset();
    await loadSession();
    expect(asked).toBe(2);
  });

  it('fails with the user info when both calls fail, and loads nothing', async () => {
    server.use(
      http.get(api('/system/user/getInfo'), () => HttpResponse.json({ code: 200, msg: 'ok', roles: [] })),
      http.get(api('/system/menu/getRouters'), () => HttpResponse.error()),
    );
    await expect(loadSession()).rejects.toThrow('获取用户信息接口异常');
    expect(useSessionStore.getState().status).toBe('idle');
    expect(useNavigationStore.getState().loaded).toBe(false);
  });
});
