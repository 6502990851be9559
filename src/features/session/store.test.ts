/**
 * Loading who is signed in (docs/requirements.md §4 "Session", §6, §8 user-info rows), without the app
 * around it: what load() hands to the permission gate, what it keeps in local storage, what it tells
 * the user. The route guard's handling of a failed load is tested with the whole app
 * (tests/console/app-session.test.tsx).
 */
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerNotifier, resetNotifier } from '@/shared/ui/notify';
import { aUserInfo } from '../../../tests/console/factories';
import { api, server, setupMsw } from '../../../tests/console/server';
import { UserInfoError, useSessionStore } from './store';

setupMsw();

const shown = vi.fn();

beforeEach(() => {
  localStorage.setItem('access_token', 'acc');
  resetNotifier();
  shown.mockReset();
  registerNotifier(shown);
  useSessionStore.getState().reset();
});
afterEach(() => registerNotifier(null));

function answer(info: object) {
  server.use(http.get(api('/system/user/getInfo'), () => HttpResponse.json(info)));
}

const load = () => useSessionStore.getState().load();

describe('session load', () => {
  it('*:*:* is admin: PerBtn "admin", the role names and the user kept', async () => {
    answer(aUserInfo(['*:*:*']));
    await expect(load()).resolves.toEqual({ permissions: ['*:*:*'], adminLike: true });
    expect(localStorage.getItem('PerBtn')).toBe('admin');
    expect(localStorage.getItem('roles')).toBe('["超级管理员"]');
    expect(localStorage.getItem('username')).toBe('admin');
    expect(useSessionStore.getState()).toMatchObject({ status: 'ready', roleNames: ['超级管理员'] });
    expect(shown).not.toHaveBeenCalled();
  });

  it('other codes are stored as the PerBtn list; the user is not admin-like', async () => {
    answer(aUserInfo(['system:fix:handle'], { nickName: '运维员小王' }));
    await expect(load()).resolves.toEqual({ permissions: ['system:fix:handle'], adminLike: false });
    expect(localStorage.getItem('PerBtn')).toBe('["system:fix:handle"]');
    expect(localStorage.getItem('nickName')).toBe('运维员小王');
  });

  it('keeps whether the password an administrator set must be changed first, and forgets it on reset', async () => {
    answer(aUserInfo(['system:fix:handle']));
    await load();
    expect(useSessionStore.getState().pwdChangeRequired).toBe(false);
    answer({ ...aUserInfo(['system:fix:handle']), pwdChangeRequired: true });
    await load();
    expect(useSessionStore.getState().pwdChangeRequired).toBe(true);
    useSessionStore.getState().passwordChanged();
    expect(useSessionStore.getState().pwdChangeRequired).toBe(false);
    answer({ ...aUserInfo(['system:fix:handle']), pwdChangeRequired: true });
    await load();
    useSessionStore.getState().reset();
    expect(useSessionStore.getState().pwdChangeRequired).toBe(false);
  });

  it('an empty list is admin-like, with the warning 请联系管理员开通菜单权限', async () => {
    answer(aUserInfo([]));
    await expect(load()).resolves.toEqual({ permissions: [], adminLike: true });
    expect(localStorage.getItem('PerBtn')).toBe('[]');
    expect(shown).toHaveBeenCalledWith('warning', '请联系管理员开通菜单权限', expect.any(Number));
  });

  it('no permission list: the error 获取用户信息接口异常 and a rejected load', async () => {
    answer({ code: 200, msg: 'ok', user: aUserInfo().user, roles: [] });
    await expect(load()).rejects.toBeInstanceOf(UserInfoError);
    expect(shown).toHaveBeenCalledWith('error', '获取用户信息接口异常', expect.any(Number));
    expect(useSessionStore.getState()).toMatchObject({ status: 'idle', user: null });
    expect(localStorage.getItem('PerBtn')).toBeNull();
  });

  it('a refused user-info call rejects the load and keeps nobody signed in', async () => {
    answer({ code: 500, msg: '服务器内部错误' });
    await expect(load()).rejects.toThrow('服务器内部错误');
    expect(useSessionStore.getState()).toMatchObject({ status: 'idle', user: null });
  });
});
