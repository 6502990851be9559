/** Area/factory tree for the factory picker, and one node by id (docs/requirements.md §7 "Areas"). */
import { Type } from '@sinclair/typebox';
import { DataReply, Reply, ResultCode } from '../../../../contract/common/schemas';
import {
  AREA_ADMIN_MSG,
  AreaAddBody,
  AreaEditBody,
  AreaForm,
  DistrictNodeSchema,
  DistrictQuery,
} from '../../../../contract/area/schemas';
import { PERM, SIGNED_IN } from '../../../../contract/permissions';
import { AreaDetail, AreaIdParams, AreaNodeSchema, AreaTreeQuery } from '../../../../contract/system/schemas';
import type { RouteModule } from '../../context';
import { notFound } from '../../errors';
import { factoryScope } from '../../shared/factory-scope';
import { done, ok } from '../../shared/http';
import { principalOf } from '../../shared/principal';
import { AreaAdminRepository } from './admin-repository';
import { AreaAdminService } from './admin-service';
import { AreaRepository } from './repository';
import { buildAreaTree } from './tree';

export const AREA_MSG = { NOT_FOUND: '区域不存在或无权访问' } as const;

export const areaRoutes: RouteModule = async (app, { ctx }) => {
  const areas = new AreaRepository(ctx.db);
  const admin = new AreaAdminRepository(ctx.db);
  const service = new AreaAdminService(ctx.db, ctx.clock);

  app.get(
    '/api/system/area/tree/list',
    {
      // Every user needs the factory picker, so no code: the scope limits what they see.
      config: { permission: SIGNED_IN },
      schema: {
        summary: 'Area and factory tree',
        description:
          "The areas and the caller's factories as a tree for the factory picker, optionally filtered by name " +
          '(docs/requirements.md §7 "Areas").',
        tags: ['area'],
        querystring: AreaTreeQuery,
        response: { 200: DataReply(Type.Array(AreaNodeSchema)) },
      },
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
      schema: {
        summary: 'One area or factory',
        description: "A node of the tree; one outside the caller's scope answers 404 like a missing one.",
        tags: ['area'],
        params: AreaIdParams,
        response: { 200: DataReply(AreaDetail) },
      },
    },
    async (request) => {
      // Out of scope answers like absent: ids of other factories reveal nothing.
      const node = await areas.findInScope(request.params.id, factoryScope(request));
      if (!node) throw notFound(AREA_MSG.NOT_FOUND);
      return ok(node);
    },
  );

  // The edit form's read: every field of the node, under the same scope rule as area/{id}.
  app.get(
    '/api/system/area/info/:id',
    {
      config: { permission: PERM.AREA_LIST },
      schema: {
        summary: 'One area or factory for editing',
        description: 'Every field of the node for the edit form, under the same scope rule as area/{id}.',
        tags: ['area'],
        params: AreaIdParams,
        response: { 200: DataReply(AreaForm) },
      },
    },
    async (request) => {
      const node = await areas.findInScope(request.params.id, factoryScope(request));
      const form = node && (await admin.find(node.id));
      if (!form) throw notFound(AREA_MSG.NOT_FOUND);
      return ok(form);
    },
  );

  app.get(
    '/api/system/area/districtTree',
    {
      config: { permission: PERM.AREA_LIST },
      schema: {
        summary: 'Administrative district tree',
        description:
          'Provinces, cities and districts (down to `level`, default 3) below `parentCode`, for the area form.',
        tags: ['area'],
        querystring: DistrictQuery,
        response: { 200: DataReply(Type.Array(DistrictNodeSchema)) },
      },
    },
    async (request) => ok(await admin.districts(request.query.parentCode, request.query.level ?? 3)),
  );

  app.post(
    '/api/system/area',
    {
      config: { permission: PERM.AREA_ADD },
      schema: {
        summary: 'Add an area or factory',
        description: 'Creates a node under its parent and answers its id; a taken code is refused.',
        tags: ['area'],
        body: AreaAddBody,
        response: {
          // a refusal (code taken) is HTTP 200 {code: 500, msg} without data
          200: Type.Object({
            code: Type.Integer(),
            msg: Type.String(),
            data: Type.Optional(Type.Object({ id: Type.Integer() })),
          }),
        },
      },
    },
    async (request) => {
      const id = await service.add(principalOf(request), request.body);
      return { code: ResultCode.OK, msg: AREA_ADMIN_MSG.ADDED, data: { id } };
    },
  );

  app.put(
    '/api/system/area',
    {
      config: { permission: PERM.AREA_EDIT },
      schema: {
        summary: 'Edit an area or factory',
        description: "Replaces the fields of a node in the caller's scope.",
        tags: ['area'],
        body: AreaEditBody,
        response: { 200: Reply },
      },
    },
    async (request) => {
      await service.edit(principalOf(request), request.body);
      return done(AREA_ADMIN_MSG.UPDATED);
    },
  );

  app.delete(
    '/api/system/area/:id',
    {
      config: { permission: PERM.AREA_REMOVE },
      schema: {
        summary: 'Delete an area or factory',
        description: 'Deletes a node; one with children or with users bound to it is refused.',
        tags: ['area'],
        params: AreaIdParams,
        response: { 200: Reply },
      },
    },
    async (request) => {
      await service.remove(principalOf(request), request.params.id);
      return done(AREA_ADMIN_MSG.DELETED);
    },
  );
};
