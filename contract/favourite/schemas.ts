/** Favourite menu items (docs/requirements.md §7 "User info and menus": getFavorites, userFavorite add/delete). */
import { Type } from '@sinclair/typebox';
import type * as Declared from './index';
import { same } from '../common/schemas';

export * from './index';

/** One favourite: a page the user may still open, with its full console route path. */
export const FavouriteItem = Type.Object({
  menuId: Type.Integer(),
  title: Type.String(),
  /** console route path, e.g. /WorkOrderTask/WarrantyTasks or /DataQuery/MeterReading */
  path: Type.String(),
  /** the page's icon, else its directory's, else '' */
  icon: Type.String(),
});
export type FavouriteItem = Declared.FavouriteItem;

/** Each schema's Static type is the type ./index.ts declares (both ways, at compile time). */
export const SCHEMAS_MATCH_CONTRACT = [same<typeof FavouriteItem, Declared.FavouriteItem>(true)] as const;
