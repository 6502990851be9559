/** getRouters and btns (docs/requirements.md §7 "User info and menus"). */
import { Type } from '@sinclair/typebox';
import { DataReply } from '../../../../contract/common';
import { SIGNED_IN } from '../../../../contract/permissions';
import { MenuIdParams, RouteItemSchema, RoutersQuery } from '../../../../contract/system';
import type { RouteModule } from '../../context';
import { ok } from '../../shared/http';
import { principalOf } from '../../shared/principal';
import { MenuRepository } from './repository';
import { buildRouterTree } from './router-tree';

export const menuRoutes: RouteModule = async (app, { ctx }) => {
  const menus = new MenuRepository(ctx.db);

  app.get(
    '/api/system/menu/getRouters',
    {
      config: { permission: SIGNED_IN },
      schema: { querystring: RoutersQuery, response: { 200: DataReply(Type.Array(RouteItemSchema)) } },
    },
    async (request) =>
      ok(buildRouterTree(await menus.routerMenus(principalOf(request), request.query.remark))),
  );

  app.get(
    '/api/system/menu/btns/:menuId',
    {
      config: { permission: SIGNED_IN },
      schema: { params: MenuIdParams, response: { 200: DataReply(Type.Array(Type.String())) } },
    },
    async (request) => ok(await menus.buttonPerms(principalOf(request), request.params.menuId)),
  );
};
