/**
 * The user's favourite menu items, server data in the query cache (src/shared/query). The server owns the list (it
 * knows which pages the user may still open and their paths); local storage MyFavorite mirrors every answer
 * (docs/requirements.md §3), so after a reload the top bar shows it at once, as a placeholder until the server's list
 * arrives (once a session: the cache is emptied at sign-out, and so is MyFavorite).
 */
import { queryOptions, useIsMutating, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FavouriteItem } from '@contract/favourite';
import { onLogout } from '@/shared/lifecycle/logout-hooks';
import { STORAGE_KEYS } from '@/shared/storage/keys';
import { readJson, removeKey, writeJson } from '@/shared/storage/local';
import { notify } from '@/shared/ui/notify';
import { addFavourite, fetchFavourites, removeFavourite } from './api';
import { favouriteKeys } from './query-keys';

const isItem = (x: unknown): x is FavouriteItem =>
  typeof x === 'object' &&
  x !== null &&
  typeof (x as FavouriteItem).menuId === 'number' &&
  typeof (x as FavouriteItem).path === 'string' &&
  typeof (x as FavouriteItem).title === 'string';

/** MyFavorite as last mirrored, junk left out. */
export function storedFavourites(): FavouriteItem[] {
  const value = readJson<unknown>(STORAGE_KEYS.MY_FAVORITE, []);
  return Array.isArray(value) ? value.filter(isItem) : [];
}

/** Every list the cache takes goes through here, so MyFavorite always mirrors it. */
function mirrored(list: FavouriteItem[]): FavouriteItem[] {
  writeJson(STORAGE_KEYS.MY_FAVORITE, list);
  return list;
}

export const favouritesQuery = queryOptions({
  queryKey: favouriteKeys.list,
  queryFn: async () => mirrored(await fetchFavourites()),
  staleTime: Infinity,
});

/** The list: the server's once it answered, MyFavorite's until then. */
export function useFavourites(): FavouriteItem[] {
  return useQuery({ ...favouritesQuery, placeholderData: storedFavourites }).data ?? [];
}

/** Adds or removes one menu's page; the toggle is busy meanwhile, and a second press then does nothing. */
export function useFavouriteChange(menuId: number) {
  const client = useQueryClient();
  const pending = useIsMutating({ mutationKey: favouriteKeys.change(menuId) }) > 0;
  const mutation = useMutation({
    mutationKey: favouriteKeys.change(menuId),
    mutationFn: async (add: boolean) => {
      const reply = await (add ? addFavourite(menuId) : removeFavourite(menuId));
      notify('success', reply.msg);
      if (add) {
        // The server builds the entry (title, path, icon): take its list rather than guess.
        await client.fetchQuery({ ...favouritesQuery, staleTime: 0 });
      } else {
        client.setQueryData<FavouriteItem[]>(favouriteKeys.list, (list) =>
          mirrored((list ?? storedFavourites()).filter((f) => f.menuId !== menuId)),
        );
      }
    },
    // The client has shown the refusal; the list stays as the server last said.
    onError: () => undefined,
  });
  return {
    pending,
    change: (add: boolean) => {
      if (!pending) mutation.mutate(add);
    },
  };
}

onLogout(() => removeKey(STORAGE_KEYS.MY_FAVORITE));
