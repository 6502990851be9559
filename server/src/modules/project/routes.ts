/**
 * The project picker (docs/requirements.md §2 "Top bar", §7 "Projects, files, misc"): the user's area/factory tree and
 * the choice of the current factory, which getInfo then reports as user.currentFactoryId.
 */
import { Type } from '@sinclair/typebox';
import { DataReply, Reply } from '../../../../contract/common/schemas';
import { SIGNED_IN } from '../../../../contract/permissions';
import { CurrentProjectBody, PROJECT_MSG } from '../../../../contract/project/schemas';
import { AreaNodeSchema } from '../../../../contract/system/schemas';
import type { RouteModule } from '../../context';
import { badInput, forbidden } from '../../errors';
import { factoryScope, inScope } from '../../shared/factory-scope';
import { done, ok } from '../../shared/http';
import { principalOf } from '../../shared/principal';
import { AreaRepository } from '../area/repository';
import { buildAreaTree } from '../area/tree';
import { UserFactoryRepository } from '../user/factory-repository';
import { ProjectRepository } from './repository';

export const projectRoutes: RouteModule = async (app, { ctx }) => {
  const areas = new AreaRepository(ctx.db);
  const factories = new UserFactoryRepository(ctx.db);
  const projects = new ProjectRepository(ctx.db);

  app.get(
    '/api/system/project/usersubprojects',
    {
      config: { permission: SIGNED_IN },
      schema: {
        summary: 'My area and factory tree',
        description:
          'The project picker\'s tree (docs/requirements.md §2 "Top bar", §7): areas and the caller\'s ' +
          'factories, the same answer as /api/system/area/tree/list.',
        tags: ['project'],
        response: { 200: DataReply(Type.Array(AreaNodeSchema)) },
      },
    },
    // The same tree and scope as /api/system/area/tree/list: one picker, one answer.
    async (request) => ok(buildAreaTree(await areas.treeRows(factoryScope(request), undefined))),
  );

  app.put(
    '/api/system/project/currentproject',
    {
      config: { permission: SIGNED_IN },
      schema: {
        summary: 'Choose my current factory',
        description:
          "Sets the caller's current factory, which getInfo then reports as user.currentFactoryId. A factory " +
          "outside the caller's scope is 403; an id that is no factory is bad input.",
        tags: ['project'],
        body: CurrentProjectBody,
        response: { 200: Reply },
      },
    },
    async (request) => {
      const { id } = request.body;
      if ((await factories.factoriesAmong([id])).length === 0) throw badInput('body/id', 'is not a factory');
      if (!inScope(factoryScope(request), id)) throw forbidden(PROJECT_MSG.OUT_OF_SCOPE);
      await projects.setCurrentFactory(principalOf(request).userId, id);
      return done(PROJECT_MSG.SWITCHED);
    },
  );
};
