/** getRouters and btns (docs/requirements.md §7 "User info and menus"). */
import { Type } from '@sinclair/typebox';
import { DataReply } from '../../../../contract/common/schemas';
import { SIGNED_IN } from '../../../../contract/permissions';
import { MenuIdParams, RouteItemSchema, RoutersQuery } from '../../../../contract/system/schemas';
import type { RouteModule } from '../../context';
import { JSON_TYPE, OK_MSG, ok } from '../../shared/http';
import { requestLang } from '../../shared/i18n/lang';
import { messageIn } from '../../shared/i18n/messages';
import { principalOf } from '../../shared/principal';
import { MenuRepository } from './repository';
import { buildRouterTree } from './router-tree';

export const menuRoutes: RouteModule = async (app, { ctx }) => {
  const menus = new MenuRepository(ctx.db);

  app.get(
    '/api/system/menu/getRouters',
    {
      config: { permission: SIGNED_IN },
      schema: {
        summary: 'My menus as console routes',
        description:
          "The caller's subsystems and menus as RuoYi RouterVo routes with the console's meta " +
          '(docs/requirements.md §7 "User info and menus"; docs/architecture.md §3 "User info and menus").',
        tags: ['menu'],
        querystring: RoutersQuery,
        response: { 200: DataReply(Type.Array(RouteItemSchema)) },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const remark = request.query.remark;
      const lang = requestLang(request);
      // The menus depend on the user's roles and on the menus themselves: both notify (§3 "Session cache"). Kept as
      // the text the route's response schema makes of them, so a menu tree asked again is neither built nor
      // serialized again (and its compressed form is kept too: plugins/json-compression.ts).
      // One text per language: the seeded titles and the msg are the request's (docs/i18n.md).
      const text = await ctx.auth.memo(principal.userId, `routers:${remark ?? ''}:${lang}`, async () => {
        const tree = buildRouterTree(await menus.routerMenus(principal, remark), (id, title) =>
          ctx.seeded.menuTitle(lang, id, title),
        );
        return String(reply.serialize({ ...ok(tree), msg: messageIn(lang, OK_MSG) }));
      });
      // Fastify sends a string as it is; the type provider only knows the object the schema describes.
      return reply.type(JSON_TYPE).send(text as never);
    },
  );

  app.get(
    '/api/system/menu/btns/:menuId',
    {
      config: { permission: SIGNED_IN },
      schema: {
        summary: 'Button codes of a menu',
        description: 'The permission codes of the buttons under the menu that the caller holds.',
        tags: ['menu'],
        params: MenuIdParams,
        response: { 200: DataReply(Type.Array(Type.String())) },
      },
    },
    async (request) => ok(await menus.buttonPerms(principalOf(request), request.params.menuId)),
  );
};
