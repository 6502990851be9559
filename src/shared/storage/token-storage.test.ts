import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearTokens,
  getAccessToken,
  getRefreshToken,
  getUserId,
  saveAccessTokenOnly,
  saveTokens,
  setTokenStorageKind,
} from './token-storage';

const tokens = {
  accessToken: 'acc',
  refreshToken: 'ref',
  expiresIn: 120,
  clientId: 'woms',
  userId: 7,
  username: 'op',
};

afterEach(() => {
  clearTokens();
  setTokenStorageKind('local');
  vi.restoreAllMocks();
});

describe('token storage (docs/requirements.md §3/§4)', () => {
  it('keeps the docs/requirements.md §3 keys in local storage by default', () => {
    saveTokens(tokens);
    expect(localStorage.getItem('access_token')).toBe('acc');
    expect(localStorage.getItem('refresh_token')).toBe('ref');
    expect(localStorage.getItem('client_id')).toBe('woms');
    expect(localStorage.getItem('expires_in')).toBe('120');
    expect(localStorage.getItem('user_id')).toBe('7');
    expect(localStorage.getItem('username')).toBe('op');
    expect(getAccessToken()).toBe('acc');
    expect(getRefreshToken()).toBe('ref');
  });

  it('reads the signed-in user id, and no id from a missing or malformed value', () => {
    expect(getUserId()).toBeNull();
    saveTokens(tokens);
    expect(getUserId()).toBe(7);
    localStorage.setItem('user_id', 'x1');
    expect(getUserId()).toBeNull();
    localStorage.removeItem('user_id');
  });

  it('mirrors the access token in the accessToken cookie expiring after expires_in', () => {
    const set = vi.spyOn(Cookies, 'set');
    saveTokens(tokens);
    const call = set.mock.calls.find(([name]) => name === 'accessToken');
    expect(call?.[1]).toBe('acc');
    const expires = (call?.[2] as { expires?: Date } | undefined)?.expires;
    expect(expires).toBeInstanceOf(Date);
    expect(Math.round(((expires?.getTime() ?? 0) - Date.now()) / 1000)).toBeGreaterThanOrEqual(119);
    expect(Math.round(((expires?.getTime() ?? 0) - Date.now()) / 1000)).toBeLessThanOrEqual(120);
  });

  it('can keep tokens in session storage instead', () => {
    setTokenStorageKind('session');
    saveTokens(tokens);
    expect(sessionStorage.getItem('access_token')).toBe('acc');
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(getAccessToken()).toBe('acc');
    // The signed-in user's id is read from the same storage (work orders match their executor by it).
    expect(getUserId()).toBe(7);
    clearTokens();
    expect(sessionStorage.getItem('access_token')).toBeNull();
    expect(sessionStorage.getItem('refresh_token')).toBeNull();
  });

  it('can keep tokens in cookies instead', () => {
    setTokenStorageKind('cookie');
    const set = vi.spyOn(Cookies, 'set');
    const jar = new Map<string, string>();
    set.mockImplementation(((name: string, value: string) => {
      jar.set(name, value);
      return value;
    }) as typeof Cookies.set);
    vi.spyOn(Cookies, 'get').mockImplementation(((name?: string) =>
      name ? jar.get(name) : undefined) as typeof Cookies.get);
    vi.spyOn(Cookies, 'remove').mockImplementation((name: string) => void jar.delete(name));
    saveTokens(tokens);
    expect(jar.get('access_token')).toBe('acc');
    expect(jar.get('refresh_token')).toBe('ref');
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(getRefreshToken()).toBe('ref');
    clearTokens();
    expect(getAccessToken()).toBeNull();
    expect(jar.has('accessToken')).toBe(false);
  });

  it('clearing removes both tokens and the cookie', () => {
    saveTokens(tokens);
    clearTokens();
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
    expect(Cookies.get('accessToken')).toBeUndefined();
  });

  it('an address token comes without a refresh token', () => {
    saveAccessTokenOnly('device');
    expect(getAccessToken()).toBe('device');
    expect(getRefreshToken()).toBeNull();
  });
});
