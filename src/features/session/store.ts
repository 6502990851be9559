/**
 * Who is signed in and what they may do (docs/requirements.md §4 "Session", §6). Loaded by the route guard after
 * sign-in; reset on sign-out.
 */
import { create } from 'zustand';
import { ALL_PERMISSION } from '@contract/system';
import type { User } from '@contract/system';
import { t } from '@/shared/i18n';
import { STORAGE_KEYS } from '@/shared/storage/keys';
import { removeKey, writeJson, writeText } from '@/shared/storage/local';
import { notify } from '@/shared/ui/notify';
import { fetchUserInfo } from './api';

/** The local button-permission value for admins (docs/requirements.md §6). */
export const PER_BTN_ADMIN = 'admin';

export type SessionStatus = 'idle' | 'loading' | 'ready';

export interface Granted {
  permissions: string[];
  /** `*:*:*`, or an empty list which docs/requirements.md §6 treats as admin-like for the menus (not for buttons) */
  adminLike: boolean;
}

interface SessionState {
  status: SessionStatus;
  user: User | null;
  roleNames: string[];
  /**
   * An administrator set the password (new user, reset): the shell asks for a new one before anything else
   * (docs/administration.md "Passwords").
   */
  pwdChangeRequired: boolean;
  /** The user changed the password: the shell goes on. */
  passwordChanged: () => void;
  /** Loads user info; resolves to what the user may do, which app/ hands to the permission gate. */
  load: () => Promise<Granted>;
  /** Re-reads the user (after a profile or avatar change, a language switch) without leaving the ready state. */
  refreshUser: () => Promise<void>;
  reset: () => void;
}

export class UserInfoError extends Error {}

export const useSessionStore = create<SessionState>((set) => ({
  status: 'idle',
  user: null,
  roleNames: [],
  pwdChangeRequired: false,

  passwordChanged: () => set({ pwdChangeRequired: false }),

  load: async () => {
    set({ status: 'loading' });
    try {
      const info = await fetchUserInfo();
      const permissions = Array.isArray(info.permissions) ? info.permissions : undefined;
      if (!permissions || !info.user?.userName) {
        notify('error', t('perm.userInfoError'));
        throw new UserInfoError(t('perm.userInfoError'));
      }
      const isAdmin = permissions.includes(ALL_PERMISSION);
      if (permissions.length === 0) notify('warning', t('perm.emptyWarning'));
      const roleNames = info.user.roles.map((r) => r.roleName);
      writeText(STORAGE_KEYS.NICK_NAME, info.user.nickName);
      writeText(STORAGE_KEYS.USERNAME, info.user.userName);
      writeText(STORAGE_KEYS.PER_BTN, isAdmin ? PER_BTN_ADMIN : JSON.stringify(permissions));
      writeJson(STORAGE_KEYS.ROLES, roleNames);
      set({
        status: 'ready',
        user: info.user,
        roleNames,
        pwdChangeRequired: info.pwdChangeRequired === true,
      });
      return { permissions, adminLike: isAdmin || permissions.length === 0 };
    } catch (error) {
      set({ status: 'idle', user: null, roleNames: [], pwdChangeRequired: false });
      throw error;
    }
  },

  refreshUser: async () => {
    const info = await fetchUserInfo();
    if (info.user?.userName) {
      writeText(STORAGE_KEYS.NICK_NAME, info.user.nickName);
      // role names are in the language of the request (docs/i18n.md)
      const roleNames = info.user.roles.map((r) => r.roleName);
      writeJson(STORAGE_KEYS.ROLES, roleNames);
      set({ user: info.user, roleNames });
    }
  },

  reset: () => {
    removeKey(STORAGE_KEYS.PER_BTN);
    removeKey(STORAGE_KEYS.ROLES);
    set({ status: 'idle', user: null, roleNames: [], pwdChangeRequired: false });
  },
}));
