import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouteItem } from '@contract/system';
import { aUserInfo, someRouters } from '../../tests/console/factories';
import { api, server, setupMsw } from '../../tests/console/server';
import { useNavigationStore } from '@/features/navigation';
import { useSessionStore } from '@/features/session';
import { usePermissionStore } from '@/shared/permissions';
import { useLocaleStore } from '@/shared/i18n';
import { loadSession, watchLanguage } from './session';

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

describe('watchLanguage', () => {
  it('asks the server again on a switch, in the new language, keeping the chosen subsystem (docs/i18n.md)', async () => {
    const english = (routers: RouteItem[]): RouteItem[] =>
      routers.map((r) => ({
        ...r,
        meta: { ...r.meta, title: `${r.name} (en)` },
        children: english(r.children ?? []),
      }));
    const asked: (string | null)[] = [];
    server.use(
      http.get(api('/system/user/getInfo'), ({ request }) => {
        const en = request.headers.get('accept-language') === 'en-US';
        const info = aUserInfo();
        return HttpResponse.json({
          ...info,
          user: {
            ...info.user,
            roles: [{ roleId: 1, roleKey: 'admin', roleName: en ? 'Super administrator' : '超级管理员' }],
          },
        });
      }),
      http.get(api('/system/menu/getRouters'), ({ request }) => {
        asked.push(request.headers.get('accept-language'));
        const en = request.headers.get('accept-language') === 'en-US';
        return HttpResponse.json({ code: 200, msg: 'ok', data: en ? english(someRouters()) : someRouters() });
      }),
    );
    await loadSession();
    const chosen = useNavigationStore.getState().currentId;
    expect(useNavigationStore.getState().nav.subsystems[0]?.title).toBe('设备工单');
    const unwatch = watchLanguage();
    await useLocaleStore.getState().setLocale('en-US');
    try {
      await vi.waitFor(() =>
        expect(useNavigationStore.getState().nav.subsystems[0]?.title).toBe('Equipment (en)'),
      );
      expect(useNavigationStore.getState().nav.pages[0]?.title).toBe('WarrantyTasks (en)');
      expect(useNavigationStore.getState().currentId).toBe(chosen);
      await vi.waitFor(() => expect(useSessionStore.getState().roleNames).toEqual(['Super administrator']));
      expect(asked).toEqual(['zh-CN', 'en-US']);
    } finally {
      unwatch();
      await useLocaleStore.getState().setLocale('zh-CN');
    }
  });
});
