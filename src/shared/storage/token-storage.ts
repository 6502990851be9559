/**
 * Where the tokens live (docs/requirements.md §4 "Session"): local storage by default, session storage or a cookie by
 * configuration. The access token is always mirrored in the `accessToken` cookie expiring after
 * expires_in seconds, so that plain links (downloads, the big screen) carry it too.
 */
import Cookies from 'js-cookie';
import type { TokenReply } from '@contract/auth';
import { consoleEnv, type TokenStorageKind } from '../config/env';
import { BASE_PATH, OAUTH_CLIENT_ID } from '../config/constants';
import { STORAGE_KEYS, TOKEN_COOKIE } from './keys';

export interface TokenSet {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
  clientId: string;
  userId: number;
  username: string;
}

interface KeyValueStore {
  get(key: string): string | null;
  set(key: string, value: string, expiresInS?: number): void;
  remove(key: string): void;
}

function webStore(area: () => Storage): KeyValueStore {
  return {
    get: (key) => {
      try {
        return area().getItem(key);
      } catch {
        return null;
      }
    },
    set: (key, value) => {
      try {
        area().setItem(key, value);
      } catch {
        /* blocked storage: nothing to keep */
      }
    },
    remove: (key) => {
      try {
        area().removeItem(key);
      } catch {
        /* ignore */
      }
    },
  };
}

const cookieStore: KeyValueStore = {
  get: (key) => Cookies.get(key) ?? null,
  set: (key, value, expiresInS) =>
    Cookies.set(key, value, {
      path: BASE_PATH,
      sameSite: 'strict',
      ...(expiresInS ? { expires: new Date(Date.now() + expiresInS * 1000) } : {}),
    }),
  remove: (key) => Cookies.remove(key, { path: BASE_PATH }),
};

let kind: TokenStorageKind = consoleEnv.tokenStorage;

/** Tests and the configuration switch pick the storage; the default comes from VITE_TOKEN_STORAGE. */
export function setTokenStorageKind(next: TokenStorageKind): void {
  kind = next;
}

function store(): KeyValueStore {
  if (kind === 'session') return webStore(() => sessionStorage);
  if (kind === 'cookie') return cookieStore;
  return webStore(() => localStorage);
}

export function getAccessToken(): string | null {
  return store().get(STORAGE_KEYS.ACCESS_TOKEN);
}

/** The signed-in user's id as the sign-in stored it (docs/requirements.md §3 user_id), in whichever storage is configured. */
export function getUserId(): number | null {
  const id = Number(store().get(STORAGE_KEYS.USER_ID));
  return Number.isInteger(id) && id > 0 ? id : null;
}

export function getRefreshToken(): string | null {
  return store().get(STORAGE_KEYS.REFRESH_TOKEN);
}

/** Someone is signed in on this browser, as far as the stored tokens say (docs/requirements.md §2 "Route guard"). */
export function hasStoredToken(): boolean {
  return Boolean(getAccessToken() || getRefreshToken());
}

export function saveTokens(tokens: TokenSet): void {
  const s = store();
  s.set(STORAGE_KEYS.ACCESS_TOKEN, tokens.accessToken, tokens.expiresIn);
  s.set(STORAGE_KEYS.REFRESH_TOKEN, tokens.refreshToken);
  s.set(STORAGE_KEYS.EXPIRES_IN, String(tokens.expiresIn));
  s.set(STORAGE_KEYS.CLIENT_ID, tokens.clientId);
  s.set(STORAGE_KEYS.USER_ID, String(tokens.userId));
  s.set(STORAGE_KEYS.USERNAME, tokens.username);
  cookieStore.set(TOKEN_COOKIE, tokens.accessToken, tokens.expiresIn);
}

/** Stores what a password or refresh grant returned. */
export function saveGrant(grant: TokenReply): void {
  saveTokens({
    accessToken: grant.access_token,
    refreshToken: grant.refresh_token,
    expiresIn: grant.expires_in,
    clientId: OAUTH_CLIENT_ID,
    userId: grant.user_id,
    username: grant.username,
  });
}

/** Stores a token handed over on the address (`?token=`): no refresh token comes with it. */
export function saveAccessTokenOnly(accessToken: string): void {
  store().set(STORAGE_KEYS.ACCESS_TOKEN, accessToken);
  cookieStore.set(TOKEN_COOKIE, accessToken);
}

export function removeAccessToken(): void {
  store().remove(STORAGE_KEYS.ACCESS_TOKEN);
  cookieStore.remove(TOKEN_COOKIE);
}

export function removeRefreshToken(): void {
  store().remove(STORAGE_KEYS.REFRESH_TOKEN);
}

export function clearTokens(): void {
  const s = store();
  removeAccessToken();
  removeRefreshToken();
  s.remove(STORAGE_KEYS.EXPIRES_IN);
}

/** The storage key another window changes when it signs in or out (docs/requirements.md §2 "Route guard"). */
export const WATCHED_TOKEN_KEY = STORAGE_KEYS.ACCESS_TOKEN;
