import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setNavigator } from '@/app/navigator';
import { forgetSession, installSessionHooks, isSessionEnding, signOut } from '@/app/session';
import { watchTokenKey } from '@/app/window-session';
import { useFactoryStore } from '@/features/factory-picker/store';
import { get } from '@/shared/api';
import { clearTokens, getAccessToken, getRefreshToken, saveTokens } from '@/shared/storage/token-storage';
import { api, server, setupMsw } from './server';

setupMsw();

const navigate = vi.fn();
// Node's macrotask queue, present in the jsdom environment (console types leave Node out on purpose).
declare const setImmediate: (callback: () => void) => void;

/**
 * Turns of the event loop until `condition` holds, so the msw answer arrives while setTimeout is faked
 * (vi.waitFor would advance the fake clock). No time passes.
 */
async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 500 && !condition(); i += 1)
    await new Promise<void>((resolve) => setImmediate(resolve));
  expect(condition()).toBe(true);
}
let logoutAuth: string | null = null;

beforeEach(() => {
  navigate.mockReset();
  logoutAuth = null;
  forgetSession();
  installSessionHooks();
  setNavigator(navigate);
  saveTokens({
    accessToken: 'acc',
    refreshToken: 'ref',
    expiresIn: 60,
    clientId: 'woms',
    userId: 1,
    username: 'admin',
  });
});
afterEach(() => vi.useRealTimers());

describe('sign-out (docs/requirements.md §4)', () => {
  it('calls the server, runs the features’ sign-out hooks, clears tokens at once and goes to /login after 0.5 s', async () => {
    server.use(
      http.delete(api('/auth/token/logout'), ({ request }) => {
        logoutAuth = request.headers.get('authorization');
        return HttpResponse.json({ code: 200, msg: '退出成功' });
      }),
    );
    // A hook a feature registers: the top-bar picker forgets the chosen factory.
    useFactoryStore.setState({ factoryId: 11, factoryName: '上海第一水厂' });
    vi.useFakeTimers({ toFake: ['setTimeout'] });

    const done = signOut();
    await until(() => useFactoryStore.getState().factoryId === null);
    expect(logoutAuth).toBe('Bearer acc');
    // gone before the wait: the other windows hear of it at once (their storage event)
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
    await vi.advanceTimersByTimeAsync(499);
    expect(navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/login', { replace: true });
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
  });

  it('still signs out locally when the server call fails', async () => {
    server.use(http.delete(api('/auth/token/logout'), () => HttpResponse.error()));
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const done = signOut();
    await vi.advanceTimersByTimeAsync(500);
    await done;
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
    expect(getAccessToken()).toBeNull();
  });

  // The server ends the login before its answer arrives: meanwhile a call of this window is refused, and another
  // window, which heard it first, clears the tokens. This window still goes to /login, not /login?redirect=….
  it('goes to /login however the session ends around it while the server call is under way', async () => {
    const leave = vi.fn();
    const stopWatching = watchTokenKey({ leave, reload: vi.fn(), endingHere: isSessionEnding });
    server.use(
      http.delete(api('/auth/token/logout'), async () => {
        // the other window's doing: the storage event this window hears
        const token = getAccessToken();
        clearTokens();
        window.dispatchEvent(
          new StorageEvent('storage', {
            key: 'access_token',
            oldValue: token,
            newValue: null,
            storageArea: localStorage,
          }),
        );
        // and a call of this window is refused
        await get('/system/user/getInfo').catch(() => undefined);
        return HttpResponse.json({ code: 200, msg: '退出成功' });
      }),
      http.get(api('/system/user/getInfo'), () =>
        HttpResponse.json({ code: 401, msg: '登录已失效' }, { status: 401 }),
      ),
    );
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const done = signOut();
    await vi.advanceTimersByTimeAsync(500);
    await done;
    stopWatching();
    expect(leave).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/login', { replace: true });
  });
});
