/**
 * Roles (docs/administration.md "角色管理"): the 角色管理 page's list, detail, add, edit, status and delete, the grant
 * tree of every menu, and the role options of the user form (GET /api/system/role/optionselect).
 */
import type { MenuGrantNode as MenuGrantNodeOf } from '../../../../contract/role';
import { requestLang } from '../../shared/i18n/lang';
import { Type } from '@sinclair/typebox';
import { DataReply, PageReply, Reply } from '../../../../contract/common/schemas';
import { PERM } from '../../../../contract/permissions';
import {
  MenuGrantNode,
  ROLE_MSG,
  RoleAddBody,
  RoleDetail,
  RoleEditBody,
  RoleIdParams,
  RoleIdsParams,
  RoleListQuery,
  RoleRow,
  RoleStatusBody,
} from '../../../../contract/role/schemas';
import { Role } from '../../../../contract/system/schemas';
import type { RouteModule } from '../../context';
import { badInput, notFound } from '../../errors';
import { INT4_MAX } from '../../plugins/request-values';
import { at } from '../../shared/clock';
import { done, ok } from '../../shared/http';
import { page, pageWindow } from '../../shared/paging';
import { principalOf } from '../../shared/principal';
import { UserAdminRepository } from '../user/admin-repository';
import { RoleRepository } from './repository';
import { RoleService } from './service';

export const roleRoutes: RouteModule = async (app, { ctx }) => {
  const users = new UserAdminRepository(ctx.db);
  const roles = new RoleRepository(ctx.db);
  const service = new RoleService(ctx.db);

  app.get(
    '/api/system/role/optionselect',
    {
      config: { permission: PERM.USER_LIST },
      schema: {
        summary: 'Role options',
        description: 'Every enabled role, for the role picker of the user form.',
        tags: ['role'],
        response: { 200: DataReply(Type.Array(Role)) },
      },
    },
    async (request) => ok(ctx.seeded.roles(requestLang(request), await users.roles())),
  );

  app.get(
    '/api/system/role/list',
    {
      config: { permission: PERM.ROLE_LIST },
      schema: {
        summary: 'List roles',
        description:
          'Paged roles in sort order, filtered by part of the name or key (any case) and status, each with its data ' +
          'scope and how many users hold it.',
        tags: ['role'],
        querystring: RoleListQuery,
        response: { 200: PageReply(RoleRow) },
      },
    },
    async (request) => {
      const { rows, total } = await roles.page(request.query, pageWindow(request.query));
      // seeded names in the request's language; the edit form reads the stored one (GET role/{id}, docs/i18n.md)
      return page(ctx.seeded.roles(requestLang(request), rows), total);
    },
  );

  app.get(
    '/api/system/role/menuTree',
    {
      config: { permission: PERM.ROLE_LIST },
      schema: {
        summary: 'Menu grant tree',
        description:
          'Every menu of every subsystem with its buttons as a tree, for granting to a role (a role holds the ' +
          'checked menus and their half-checked parents, RuoYi style).',
        tags: ['role'],
        response: { 200: DataReply(Type.Array(MenuGrantNode)) },
      },
    },
    async (request) => {
      // the seeded titles in the request's language, as the side menu shows them (docs/i18n.md)
      const lang = requestLang(request);
      const label = (n: MenuGrantNodeOf): MenuGrantNodeOf => ({
        ...n,
        label: ctx.seeded.menuTitle(lang, n.id, n.label),
        ...(n.children ? { children: n.children.map(label) } : {}),
      });
      const tree = await roles.menuTree();
      return ok(lang === 'zh' ? tree : tree.map(label));
    },
  );

  app.get(
    '/api/system/role/:id',
    {
      config: { permission: PERM.ROLE_LIST },
      schema: {
        summary: 'One role',
        description:
          'A role with its granted menu ids and, for data scope 3, its chosen factories and areas.',
        tags: ['role'],
        params: RoleIdParams,
        response: { 200: DataReply(RoleDetail) },
      },
    },
    async (request) => {
      const role = await roles.find(request.params.id);
      if (!role) throw notFound(ROLE_MSG.NOT_FOUND);
      return ok(role);
    },
  );

  app.post(
    '/api/system/role',
    {
      config: { permission: PERM.ROLE_ADD },
      schema: {
        summary: 'Add a role',
        description:
          'Creates a role with its menus and data scope (1 every factory, 2 the bound factories, 3 the chosen ' +
          'factories and areas). A taken key (any case) or name is refused; a caller who is no administrator ' +
          'grants only codes they hold and factories they see.',
        tags: ['role'],
        body: RoleAddBody,
        response: {
          200: Type.Object({
            code: Type.Integer(),
            msg: Type.String(),
            data: Type.Optional(Type.Object({ roleId: Type.Integer() })),
          }),
        },
      },
    },
    async (request) => {
      const roleId = await service.add(principalOf(request), request.body);
      return { ...done(ROLE_MSG.ADDED), data: { roleId } };
    },
  );

  app.put(
    '/api/system/role',
    {
      config: { permission: PERM.ROLE_EDIT },
      schema: {
        summary: 'Edit a role',
        description:
          'Replaces a role, its menus and its data scope; its holders see the change on their next request on ' +
          'every instance, without signing in again. The admin role cannot be changed.',
        tags: ['role'],
        body: RoleEditBody,
        response: { 200: Reply },
      },
    },
    async (request) => {
      await service.edit(principalOf(request), request.body, at(ctx.clock));
      return done(ROLE_MSG.UPDATED);
    },
  );

  app.put(
    '/api/system/role/changeStatus',
    {
      config: { permission: PERM.ROLE_EDIT },
      schema: {
        summary: 'Enable or disable a role',
        description:
          'Sets status 0 (enabled) or 1 (disabled): a disabled role grants nothing. The admin role cannot be disabled.',
        tags: ['role'],
        body: RoleStatusBody,
        response: { 200: Reply },
      },
    },
    async (request) => {
      await service.changeStatus(request.body);
      return done(ROLE_MSG.STATUS_CHANGED);
    },
  );

  app.delete(
    '/api/system/role/:ids',
    {
      config: { permission: PERM.ROLE_REMOVE },
      schema: {
        summary: 'Delete roles',
        description:
          'Deletes one role or several (`ids` comma-separated), all or none: refused while users hold one, naming ' +
          'how many. The admin role cannot be deleted.',
        tags: ['role'],
        params: RoleIdsParams,
        response: { 200: Reply },
      },
    },
    async (request) => {
      const ids = request.params.ids.split(',').map(Number);
      // The pattern lets an id have ten digits; past int4 it is no role id, and the database would fail the statement.
      if (ids.some((id) => id > INT4_MAX)) throw badInput('params/ids', `must be <= ${INT4_MAX}`);
      await service.remove(ids);
      return done(ROLE_MSG.DELETED);
    },
  );
};
