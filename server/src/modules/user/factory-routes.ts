/**
 * User/factory binding (docs/requirements.md §6, §7 "Users"): the factories bound to a user, the ones that could be,
 * and replacing the bound set. Everything is limited to the caller's factory scope (admin: all).
 */
import { PageReply, Reply } from '../../../../contract/common/schemas';
import { PERM } from '../../../../contract/permissions';
import {
  USER_FACTORY_MSG,
  UserFactoryBindBody,
  UserFactoryQuery,
  UserFactoryRow,
} from '../../../../contract/user-factory/schemas';
import type { RouteModule } from '../../context';
import { notFound } from '../../errors';
import { factoryScope, type FactoryScope } from '../../shared/factory-scope';
import { done } from '../../shared/http';
import { page, pageWindow } from '../../shared/paging';
import { bindFactories } from './factory-binding';
import { UserFactoryRepository } from './factory-repository';

export const userFactoryRoutes: RouteModule = async (app, { ctx }) => {
  const repo = new UserFactoryRepository(ctx.db);

  const list = async (query: UserFactoryQuery, scope: FactoryScope, bound: boolean) => {
    if (!(await repo.userExists(query.userId))) throw notFound(USER_FACTORY_MSG.USER_NOT_FOUND);
    const { rows, total } = await repo.page(query.userId, scope, bound, pageWindow(query));
    return page(rows, total);
  };
  const listSchema = { querystring: UserFactoryQuery, response: { 200: PageReply(UserFactoryRow) } };
  const listConfig = { permission: PERM.USER_QUERY };

  const bound = {
    summary: 'Factories bound to a user',
    description: "Paged factories bound to the user, among the caller's factories (docs/requirements.md §6).",
    tags: ['user'],
  };

  app.get(
    '/api/system/user/factory/bind/list',
    { config: listConfig, schema: { ...listSchema, ...bound } },
    (request) => list(request.query, factoryScope(request), true),
  );
  // The same rows under the path the user-factory page of the console calls.
  app.get(
    '/api/system/userFactory/list',
    {
      config: listConfig,
      schema: {
        ...listSchema,
        ...bound,
        description: `${bound.description} Same as …/user/factory/bind/list.`,
      },
    },
    (request) => list(request.query, factoryScope(request), true),
  );
  app.get(
    '/api/system/user/factory/unbind/list',
    {
      config: listConfig,
      schema: {
        ...listSchema,
        summary: 'Factories a user could be bound to',
        description: "Paged factories of the caller's scope that the user is not bound to yet.",
        tags: ['user'],
      },
    },
    (request) => list(request.query, factoryScope(request), false),
  );

  app.post(
    '/api/system/user/factory/bind',
    {
      config: { permission: PERM.USER_EDIT },
      schema: {
        summary: "Replace a user's factory bindings",
        description:
          "Sets the factories the user is bound to, within the caller's scope: bindings outside it are kept, " +
          'a factory outside it is refused (403).',
        tags: ['user'],
        body: UserFactoryBindBody,
        response: { 200: Reply },
      },
    },
    async (request) => {
      const { userId, factoryIds } = request.body;
      await bindFactories(ctx.db, factoryScope(request), userId, factoryIds);
      return done(USER_FACTORY_MSG.BOUND);
    },
  );
};
