/**
 * Favourite menu items (docs/requirements.md §7 "User info and menus"). A favourite is only ever a page the user may
 * open now: adding one they may not is refused, and the list drops pages they have lost since (a
 * role change) without deleting them, so regaining the page brings the favourite back.
 */
import { Type } from '@sinclair/typebox';
import { DataReply, Reply } from '../../../../contract/common/schemas';
import { FAVOURITE_MSG, FavouriteItem } from '../../../../contract/favourite/schemas';
import { SIGNED_IN } from '../../../../contract/permissions';
import { MenuIdParams, ROUTER_REMARK } from '../../../../contract/system/schemas';
import type { RouteModule } from '../../context';
import { forbidden, notFound } from '../../errors';
import { at } from '../../shared/clock';
import { done, ok } from '../../shared/http';
import { principalOf, type Principal } from '../../shared/principal';
import { requestLang, type Lang } from '../../shared/i18n/lang';
import { MenuRepository } from '../menu/repository';
import { buildRouterTree } from '../menu/router-tree';
import { pagePaths } from './page-paths';
import { FavouriteRepository } from './repository';

export const favouriteRoutes: RouteModule = async (app, { ctx }) => {
  const menus = new MenuRepository(ctx.db);
  const favourites = new FavouriteRepository(ctx.db);

  /** The pages the user may open, exactly as getRouters gives them to the console (titles in `lang`). */
  const openable = async (principal: Principal, lang: Lang = 'zh') =>
    pagePaths(
      buildRouterTree(await menus.routerMenus(principal, ROUTER_REMARK), (id, title) =>
        ctx.seeded.menuTitle(lang, id, title),
      ),
    );

  app.get(
    '/api/system/menu/getFavorites',
    {
      config: { permission: SIGNED_IN },
      schema: {
        summary: 'My favourite pages',
        description:
          'The caller\'s favourites that are still pages they may open (docs/requirements.md §7 "User info and ' +
          'menus"): a page lost with a role change is left out, not deleted.',
        tags: ['favourite'],
        response: { 200: DataReply(Type.Array(FavouriteItem)) },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const pages = await openable(principal, requestLang(request));
      const ids = await favourites.menuIds(principal.userId);
      return ok(ids.flatMap((id) => pages.get(id) ?? []));
    },
  );

  app.post(
    '/api/system/menu/userFavorite/add/:menuId',
    {
      config: { permission: SIGNED_IN },
      schema: {
        summary: 'Add a favourite page',
        description:
          'Adds a page the caller may open; a page of menus they lack is 403, a menu that is no page 404.',
        tags: ['favourite'],
        params: MenuIdParams,
        response: { 200: Reply },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const { menuId } = request.params;
      if (!(await openable(principal)).has(menuId)) {
        // A page of someone else's menus is a 403; anything that is no page at all a 404.
        if (await favourites.isPage(menuId)) {
          throw forbidden(FAVOURITE_MSG.NOT_ALLOWED);
        }
        throw notFound(FAVOURITE_MSG.NOT_A_PAGE);
      }
      await favourites.add(principal.userId, menuId, at(ctx.clock));
      return done(FAVOURITE_MSG.ADDED);
    },
  );

  app.post(
    '/api/system/menu/userFavorite/delete/:menuId',
    {
      config: { permission: SIGNED_IN },
      schema: {
        summary: 'Remove a favourite page',
        description: "Removes the page from the caller's favourites. Idempotent.",
        tags: ['favourite'],
        params: MenuIdParams,
        response: { 200: Reply },
      },
    },
    async (request) => {
      // Idempotent: removing what is not (or no longer) a favourite still ends "not a favourite".
      await favourites.remove(principalOf(request).userId, request.params.menuId);
      return done(FAVOURITE_MSG.REMOVED);
    },
  );
};
