/** Favourite menu calls (docs/requirements.md §7 "User info and menus"). */
import type { DataResult, Reply } from '@contract/common';
import type { FavouriteItem } from '@contract/favourite';
import { get, post } from '@/shared/api';

export async function fetchFavourites(): Promise<FavouriteItem[]> {
  const reply = await get<DataResult<FavouriteItem[]>>('/system/menu/getFavorites');
  return Array.isArray(reply.data) ? reply.data : [];
}

export async function addFavourite(menuId: number): Promise<Reply> {
  return post<Reply>(`/system/menu/userFavorite/add/${menuId}`);
}

export async function removeFavourite(menuId: number): Promise<Reply> {
  return post<Reply>(`/system/menu/userFavorite/delete/${menuId}`);
}
