/**
 * 菜单管理 (docs/administration.md "菜单管理"; RuoYi's /system/menu routes): every subsystem's menu tree as a flat
 * list, one menu, add, edit (hide, reorder, move), delete. A write changes sys_menu, whose trigger (migration 015)
 * tells every instance to drop its session cache, so getRouters answers the new tree on the next request.
 */
import { Type } from '@sinclair/typebox';
import { DataReply, PageReply, Reply } from '../../../../contract/common/schemas';
import {
  MENU_MSG,
  MenuEditBody,
  MenuForm,
  MenuIdParam,
  MenuListQuery,
  MenuRow,
} from '../../../../contract/menu/schemas';
import { PERM } from '../../../../contract/permissions';
import type { RouteModule } from '../../context';
import { notFound } from '../../errors';
import { done, ok } from '../../shared/http';
import { page } from '../../shared/paging';
import { editorOf } from '../record-version/repository';
import { MenuAdminRepository } from './admin-repository';
import { MenuAdminService } from './admin-service';

export const menuAdminRoutes: RouteModule = async (app, { ctx }) => {
  const repo = new MenuAdminRepository(ctx.db);
  const service = new MenuAdminService(ctx.db);

  app.get(
    '/api/system/menu/list',
    {
      config: { permission: PERM.MENU_LIST },
      schema: {
        summary: 'List menus',
        description:
          'Every menu (directories, pages, buttons) of every subsystem, unpaged, ordered by parent and order; the ' +
          'console builds the tree from parentId. Filters: part of the name, status.',
        tags: ['menu'],
        querystring: MenuListQuery,
        response: { 200: PageReply(MenuRow) },
      },
    },
    async (request) => {
      const rows = await repo.list(request.query);
      return page(rows, rows.length);
    },
  );

  app.get(
    '/api/system/menu/:id',
    {
      config: { permission: PERM.MENU_LIST },
      schema: {
        summary: 'One menu',
        description: 'A menu with every field of the edit form.',
        tags: ['menu'],
        params: MenuIdParam,
        response: { 200: DataReply(MenuRow) },
      },
    },
    async (request) => {
      const menu = await repo.byId(request.params.id);
      if (!menu) throw notFound(MENU_MSG.NOT_FOUND);
      return ok(menu);
    },
  );

  app.post(
    '/api/system/menu',
    {
      config: { permission: PERM.MENU_ADD },
      schema: {
        summary: 'Add a menu',
        description:
          'A subsystem (top-level directory, SubSystem), a directory (Layout or ParentView), a page (a component of ' +
          "the console's page registry, or an external link) or a button under a page. 400 names the field.",
        tags: ['menu'],
        body: MenuForm,
        response: { 200: DataReply(Type.Object({ menuId: Type.Integer() })) },
      },
    },
    async (request) => {
      const menuId = await service.add(request.body);
      return { ...ok({ menuId }), msg: MENU_MSG.ADDED };
    },
  );

  app.put(
    '/api/system/menu',
    {
      config: { permission: PERM.MENU_EDIT },
      schema: {
        summary: 'Edit a menu',
        description:
          'Replaces every field: hide (visible 1), reorder (orderNum), move (parentId: not the menu nor one below ' +
          'it), route meta. The same rules as adding; a type its children cannot sit under is refused.',
        tags: ['menu'],
        body: MenuEditBody,
        response: { 200: Reply },
      },
    },
    async (request) => {
      await service.edit(request.body, editorOf(request, ctx.clock));
      return done(MENU_MSG.UPDATED);
    },
  );

  app.delete(
    '/api/system/menu/:id',
    {
      config: { permission: PERM.MENU_REMOVE },
      schema: {
        summary: 'Delete a menu',
        description:
          'Deletes a menu without children (with children: refused, code 500, the message says so); the roles ' +
          'that held it lose it.',
        tags: ['menu'],
        params: MenuIdParam,
        response: { 200: Reply },
      },
    },
    async (request) => {
      await service.remove(request.params.id);
      return done(MENU_MSG.DELETED);
    },
  );
};
