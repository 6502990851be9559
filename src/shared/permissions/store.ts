/**
 * What the signed-in user may do. Filled by the session composition in app/ after user info loads,
 * emptied at sign-out; read by <Permission> and usePermission() anywhere in the console.
 */
import { create } from 'zustand';
import type { DataResult } from '@contract/common';
import { get } from '../api';

interface PermissionState {
  adminLike: boolean;
  permissions: string[];
  /** button codes per menu id, fetched once per menu (docs/requirements.md §6 "Button permissions are fetched per menu") */
  buttons: Record<number, string[]>;
  grant: (permissions: string[], adminLike: boolean) => void;
  loadButtons: (menuId: number) => Promise<string[]>;
  reset: () => void;
}

const inFlight = new Map<number, Promise<string[]>>();

export const usePermissionStore = create<PermissionState>((set, getState) => ({
  adminLike: false,
  permissions: [],
  buttons: {},

  grant: (permissions, adminLike) => set({ permissions, adminLike, buttons: {} }),

  loadButtons: (menuId) => {
    const known = getState().buttons[menuId];
    if (known) return Promise.resolve(known);
    let pending = inFlight.get(menuId);
    if (!pending) {
      pending = get<DataResult<string[]>>(`/system/menu/btns/${menuId}`, undefined, { silent: true })
        .then((reply) => {
          const codes = Array.isArray(reply.data) ? reply.data : [];
          set((s) => ({ buttons: { ...s.buttons, [menuId]: codes } }));
          return codes;
        })
        .finally(() => inFlight.delete(menuId));
      inFlight.set(menuId, pending);
    }
    return pending;
  },

  reset: () => {
    inFlight.clear();
    set({ adminLike: false, permissions: [], buttons: {} });
  },
}));
