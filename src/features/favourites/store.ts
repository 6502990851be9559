/**
 * The user's favourite menu items. The server owns the list (it knows which pages the user may still
 * open and their paths); local storage MyFavorite mirrors it (docs/requirements.md §3) so the top bar has it at once
 * on a reload, before load() answers. Signing out forgets both.
 */
import { create } from 'zustand';
import type { FavouriteItem } from '@contract/favourite';
import { onLogout } from '@/shared/lifecycle/logout-hooks';
import { STORAGE_KEYS } from '@/shared/storage/keys';
import { readJson, removeKey, writeJson } from '@/shared/storage/local';
import { notify } from '@/shared/ui/notify';
import { addFavourite, fetchFavourites, removeFavourite } from './api';

interface FavouritesState {
  list: FavouriteItem[];
  /** true once the server's list arrived in this session */
  loaded: boolean;
  /** menu ids with an add or remove in flight (their toggles are disabled) */
  pending: number[];
  /** Fetches the list; concurrent calls share one request. */
  load: () => Promise<void>;
  /** load() unless it already ran in this session. */
  ensureLoaded: () => Promise<void>;
  add: (menuId: number) => Promise<void>;
  remove: (menuId: number) => Promise<void>;
  isFavourite: (menuId: number) => boolean;
  reset: () => void;
}

const isItem = (x: unknown): x is FavouriteItem =>
  typeof x === 'object' &&
  x !== null &&
  typeof (x as FavouriteItem).menuId === 'number' &&
  typeof (x as FavouriteItem).path === 'string' &&
  typeof (x as FavouriteItem).title === 'string';

function storedList(): FavouriteItem[] {
  const value = readJson<unknown>(STORAGE_KEYS.MY_FAVORITE, []);
  return Array.isArray(value) ? value.filter(isItem) : [];
}

let inFlight: Promise<void> | null = null;

export const useFavouritesStore = create<FavouritesState>((set, get) => {
  /** Every change of the list goes through here, so MyFavorite always mirrors it. */
  const setList = (list: FavouriteItem[], fromServer: boolean) => {
    writeJson(STORAGE_KEYS.MY_FAVORITE, list);
    set(fromServer ? { list, loaded: true } : { list });
  };
  const busy = (menuId: number, on: boolean) =>
    set((s) => ({ pending: on ? [...s.pending, menuId] : s.pending.filter((id) => id !== menuId) }));
  const track = async (menuId: number, work: () => Promise<void>) => {
    if (get().pending.includes(menuId)) return;
    busy(menuId, true);
    try {
      await work();
    } catch {
      // The client has shown the refusal; the list stays as the server last said.
    } finally {
      busy(menuId, false);
    }
  };

  return {
    list: storedList(),
    loaded: false,
    pending: [],

    load: () => {
      inFlight ??= fetchFavourites()
        .then((list) => setList(list, true))
        .catch(() => undefined)
        .finally(() => {
          inFlight = null;
        });
      return inFlight;
    },

    ensureLoaded: () => (get().loaded ? Promise.resolve() : get().load()),

    add: (menuId) =>
      track(menuId, async () => {
        const reply = await addFavourite(menuId);
        notify('success', reply.msg);
        // The server builds the entry (title, path, icon): take its list rather than guess.
        setList(await fetchFavourites(), true);
      }),

    remove: (menuId) =>
      track(menuId, async () => {
        const reply = await removeFavourite(menuId);
        notify('success', reply.msg);
        setList(
          get().list.filter((f) => f.menuId !== menuId),
          false,
        );
      }),

    isFavourite: (menuId) => get().list.some((f) => f.menuId === menuId),

    reset: () => {
      removeKey(STORAGE_KEYS.MY_FAVORITE);
      set({ list: [], loaded: false, pending: [] });
    },
  };
});

onLogout(() => useFavouritesStore.getState().reset());
