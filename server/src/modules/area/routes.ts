/** Area/factory tree for the factory picker, and one node by id (SPEC §7 "Areas"). */
import { Type } from '@sinclair/typebox';
import { DataReply, ResultCode } from '../../../../contract/common';
import { PERM, SIGNED_IN } from '../../../../contract/permissions';
import { AreaDetail, AreaIdParams, AreaNodeSchema, AreaTreeQuery } from '../../../../contract/system';
import type { RouteModule } from '../../context';
import { AppError } from '../../errors';
import { factoryScope } from '../../shared/factory-scope';
import { ok } from '../../shared/http';
import { AreaRepository } from './repository';
import { buildAreaTree } from './tree';

export const AREA_MSG = { NOT_FOUND: '区域不存在或无权访问' } as const;

export const areaRoutes: RouteModule = async (app, { ctx }) => {
  const areas = new AreaRepository(ctx.db);

  app.get(
    '/api/system/area/tree/list',
    {
      // Every user needs the factory picker, so no code: the scope limits what they see.
      config: { permission: SIGNED_IN },
      schema: { querystring: AreaTreeQuery, response: { 200: DataReply(Type.Array(AreaNodeSchema)) } },
    },
    async (request) => {
      const name = request.query.name?.trim();
      return ok(buildAreaTree(await areas.treeRows(factoryScope(request), name || undefined)));
    },
  );

  app.get(
    '/api/system/area/:id',
    {
      config: { permission: PERM.AREA_LIST },
      schema: { params: AreaIdParams, response: { 200: DataReply(AreaDetail) } },
    },
    async (request) => {
      // Out of scope answers like absent: ids of other factories reveal nothing.
      const node = await areas.findInScope(request.params.id, factoryScope(request));
      if (!node) throw new AppError(404, ResultCode.NOT_FOUND, AREA_MSG.NOT_FOUND);
      return ok(node);
    },
  );
};
