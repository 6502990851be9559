/**
 * User administration (docs/requirements.md §7 "Users"): list, options, detail, add, edit, delete, password reset,
 * status and CSV export. Every row is limited to the caller's factory scope (a non-admin sees users
 * bound to at least one of their factories; admin all).
 */
import { requestLang } from '../../shared/i18n/lang';
import { Type } from '@sinclair/typebox';
import { DataReply, PageReply, Reply, ResultCode } from '../../../../contract/common/schemas';
import { DICT_TYPE } from '../../../../contract/dict';
import { PERM } from '../../../../contract/permissions';
import {
  ChangeStatusBody,
  ResetPwdBody,
  USER_EXPORT_COLUMNS,
  USER_MSG,
  UserAddBody,
  UserDetailReply,
  UserEditBody,
  UserFilter,
  UserIdParams,
  UserIdsParams,
  UserListQuery,
  UserOption,
  UserRow,
} from '../../../../contract/user/schemas';
import type { RouteModule } from '../../context';
import { badInput, notFound } from '../../errors';
import { INT4_MAX } from '../../plugins/request-values';
import { at } from '../../shared/clock';
import { factoryScope } from '../../shared/factory-scope';
import { done, ok, OK_MSG } from '../../shared/http';
import { exportRows, field, sendListXlsx, XLSX_REPLY, type ExportColumn } from '../../shared/list-export';
import { page, pageWindow } from '../../shared/paging';
import { hashPassword } from '../../shared/password';
import { principalOf } from '../../shared/principal';
import { dictLabels } from '../dict/labels';
import { DictRepository } from '../dict/repository';
import { UserAdminRepository } from './admin-repository';
import { UserAdminService } from './admin-service';
import { UserRepository } from './repository';

/** The page's name: the export's sheet and file (docs/secure-space.md "Exports"). */
const USER_PAGE = '用户管理';
/** The columns written as their dictionary's labels, as the page shows them (docs/i18n.md "Exports"). */
const LABELLED: Partial<Record<keyof UserRow, string>> = {
  sex: DICT_TYPE.USER_SEX,
  status: DICT_TYPE.NORMAL_DISABLE,
};

export const userAdminRoutes: RouteModule = async (app, { ctx }) => {
  const repo = new UserAdminRepository(ctx.db);
  const users = new UserRepository(ctx.db);
  const service = new UserAdminService(ctx.db);
  const dicts = new DictRepository(ctx.db);

  app.get(
    '/api/system/user/list',
    {
      config: { permission: PERM.USER_LIST },
      schema: {
        summary: 'List users',
        description:
          'Paged user list with the filters of the 用户管理 page (docs/requirements.md §7 "Users"); only users ' +
          "bound to one of the caller's factories (admin: all).",
        tags: ['user'],
        querystring: UserListQuery,
        response: { 200: PageReply(UserRow) },
      },
    },
    async (request) => {
      const { rows, total } = await repo.page(
        request.query,
        factoryScope(request),
        pageWindow(request.query),
      );
      return page(rows, total);
    },
  );

  app.get(
    '/api/system/user/listselect',
    {
      config: { permission: PERM.USER_LIST },
      schema: {
        summary: 'User options',
        description: "Every user in the caller's factory scope as an option (id and names) for pickers.",
        tags: ['user'],
        response: { 200: DataReply(Type.Array(UserOption)) },
      },
    },
    async (request) => ok(await repo.options(factoryScope(request))),
  );

  app.get(
    '/api/system/user/:id',
    {
      config: { permission: PERM.USER_QUERY },
      schema: {
        summary: 'One user',
        description:
          "A user with role ids, plus every role for the edit form. A user outside the caller's factory scope " +
          'answers 404 like a missing one.',
        tags: ['user'],
        params: UserIdParams,
        response: { 200: UserDetailReply },
      },
    },
    async (request) => {
      const { id } = request.params;
      if ((await repo.idsInScope([id], factoryScope(request))).length === 0)
        throw notFound(USER_MSG.NOT_FOUND);
      const user = await users.profile(id);
      if (!user) throw notFound(USER_MSG.NOT_FOUND);
      return {
        code: ResultCode.OK,
        msg: OK_MSG,
        data: { ...user, roles: ctx.seeded.roles(requestLang(request), user.roles) },
        roles: ctx.seeded.roles(requestLang(request), await repo.roles()),
        roleIds: user.roleIds,
      };
    },
  );

  app.post(
    '/api/system/user',
    {
      config: { permission: PERM.USER_ADD },
      schema: {
        summary: 'Add a user',
        description:
          'Creates a user with roles, department, password and factory bindings (docs/requirements.md §7 ' +
          '"Users"); a caller who is no administrator must bind one of their factories. A taken name is refused.',
        tags: ['user'],
        body: UserAddBody,
        response: {
          // a refusal (taken name) is HTTP 200 {code: 500, msg} without data
          200: Type.Object({
            code: Type.Integer(),
            msg: Type.String(),
            data: Type.Optional(Type.Object({ userId: Type.Integer() })),
          }),
        },
      },
    },
    async (request) => {
      const hash = await hashPassword(request.body.password);
      const userId = await service.add(principalOf(request), request.body, hash);
      return { code: ResultCode.OK, msg: USER_MSG.ADDED, data: { userId } };
    },
  );

  app.put(
    '/api/system/user',
    {
      config: { permission: PERM.USER_EDIT },
      schema: {
        summary: 'Edit a user',
        description:
          "Replaces a user's fields and roles; userName and password are ignored (resetPwd sets a password). " +
          'Disabling oneself or the last administrator, or leaving no administrator, is refused; only an ' +
          "administrator may change an administrator's account.",
        tags: ['user'],
        body: UserEditBody,
        response: { 200: Reply },
      },
    },
    async (request) => {
      await service.edit(principalOf(request), request.body, at(ctx.clock));
      return done(USER_MSG.UPDATED);
    },
  );

  app.delete(
    '/api/system/user/:id',
    {
      config: { permission: PERM.USER_REMOVE },
      schema: {
        summary: 'Delete users',
        description:
          "Deletes one user or several (`id` is comma-separated), all in the caller's scope. Deleting oneself or " +
          'the last administrator is refused.',
        tags: ['user'],
        params: UserIdsParams,
        response: { 200: Reply },
      },
    },
    async (request) => {
      const ids = request.params.id.split(',').map(Number);
      // The pattern lets an id have ten digits; past int4 it is no user id, and the database would fail the statement.
      if (ids.some((id) => id > INT4_MAX)) throw badInput('params/id', `must be <= ${INT4_MAX}`);
      await service.remove(principalOf(request), ids);
      return done(USER_MSG.DELETED);
    },
  );

  app.put(
    '/api/system/user/resetPwd',
    {
      config: { permission: PERM.USER_RESET_PWD },
      schema: {
        summary: "Reset a user's password",
        description:
          'Sets a new password (the docs/requirements.md §5 password rule) and signs the user out everywhere: their ' +
          'next request and refresh say `error: password_reset` (docs/administration.md "Why a session ended").',
        tags: ['user'],
        body: ResetPwdBody,
        response: { 200: Reply },
      },
    },
    async (request) => {
      const hash = await hashPassword(request.body.password);
      await service.resetPassword(principalOf(request), request.body, hash, at(ctx.clock));
      return done(USER_MSG.PWD_RESET);
    },
  );

  app.put(
    '/api/system/user/changeStatus',
    {
      config: { permission: PERM.USER_EDIT },
      schema: {
        summary: 'Enable or disable a user',
        description:
          'Sets status 0 (enabled) or 1 (disabled). Disabling oneself or the last administrator is refused. Disabling ' +
          "ends the user's sign-ins: their next request and refresh say `error: account_disabled`.",
        tags: ['user'],
        body: ChangeStatusBody,
        response: { 200: Reply },
      },
    },
    async (request) => {
      await service.changeStatus(principalOf(request), request.body, at(ctx.clock));
      return done(USER_MSG.STATUS_CHANGED);
    },
  );

  app.post(
    '/api/system/user/export',
    {
      config: { permission: PERM.USER_EXPORT },
      schema: {
        summary: 'Export users as .xlsx',
        description:
          "The users matching the list filters (query, form or JSON body), in the list's order and factory scope, " +
          'as an .xlsx attachment; more than the export cap is refused.',
        tags: ['user'],
        querystring: UserFilter,
        // RuoYi's download posts the list's filters as a form; JSON works too; the query as well.
        body: {
          content: {
            'application/x-www-form-urlencoded': { schema: UserFilter },
            'application/json': { schema: UserFilter },
          },
        },
        response: XLSX_REPLY,
      },
    },
    async (request, reply) => {
      const body = (request.body ?? {}) as UserFilter;
      const filter = { ...request.query, ...body };
      const rows = await exportRows((window) => repo.page(filter, factoryScope(request), window));
      const lang = requestLang(request);
      const columns: ExportColumn<UserRow>[] = [];
      for (const [header, key] of USER_EXPORT_COLUMNS) {
        const type = LABELLED[key];
        if (type === undefined) {
          columns.push(field(header, key));
          continue;
        }
        const labels = await dictLabels(dicts, ctx.seeded, type, lang);
        columns.push([header, (r) => labels.get(String(r[key])) ?? String(r[key])]);
      }
      return sendListXlsx(reply, { name: USER_PAGE, now: ctx.clock.now(), lang }, columns, rows);
    },
  );
};
