/** Favourite menu items (docs/requirements.md §7 "User info and menus": getFavorites, userFavorite add/delete). */

export const FAVOURITE_MSG = {
  ADDED: '收藏成功',
  REMOVED: '取消收藏成功',
  NOT_A_PAGE: '菜单不存在',
  NOT_ALLOWED: '没有权限收藏该菜单',
} as const;

// The shapes of the route schemas (./schemas.ts, server only), declared here for the console.

/** One favourite: a page the user may still open, with its full console route path. */
export type FavouriteItem = {
  menuId: number;
  title: string;
  /** console route path, e.g. /WorkOrderTask/WarrantyTasks or /DataQuery/MeterReading */
  path: string;
  /** the page's icon, else its directory's, else '' */
  icon: string;
};
