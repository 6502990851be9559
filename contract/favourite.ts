/** Favourite menu items (docs/requirements.md §7 "User info and menus": getFavorites, userFavorite add/delete). */
import { Type, type Static } from '@sinclair/typebox';

/** One favourite: a page the user may still open, with its full console route path. */
export const FavouriteItem = Type.Object({
  menuId: Type.Integer(),
  title: Type.String(),
  /** console route path, e.g. /WorkOrderTask/WarrantyTasks or /DataQuery/MeterReading */
  path: Type.String(),
  /** the page's icon, else its directory's, else '' */
  icon: Type.String(),
});
export type FavouriteItem = Static<typeof FavouriteItem>;

export const FAVOURITE_MSG = {
  ADDED: '收藏成功',
  REMOVED: '取消收藏成功',
  NOT_A_PAGE: '菜单不存在',
  NOT_ALLOWED: '没有权限收藏该菜单',
} as const;
