/**
 * 工艺档案, docs/architecture.md §3 "Plant archive": a factory's process units in flow order, add (at the end), edit,
 * delete (the flow closes up) and reorder. A factory named in the query or body passes the factory gate; a unit
 * outside the caller's factories answers 404 like a missing one.
 */
import { Type } from '@sinclair/typebox';
import { DataReply, Reply, ResultCode } from '../../../../contract/common/schemas';
import { PERM } from '../../../../contract/permissions';
import {
  ARCHIVE_API,
  ARCHIVE_MSG,
  ProcessAddBody,
  ProcessEditBody,
  ProcessListQuery,
  ProcessOrderBody,
  ProcessUnit,
  UnitIdParams,
} from '../../../../contract/plant-archive/schemas';
import type { RouteModule } from '../../context';
import { factoryGate } from '../../shared/factory-scope';
import { done, ok } from '../../shared/http';
import { principalOf } from '../../shared/principal';
import { AddedReply } from '../asset/ledger';
import { UserFactoryRepository } from '../user/factory-repository';
import { ProcessRepository } from './process-repository';
import { ProcessService } from './process-service';

const BASE = ARCHIVE_API.PROCESS;
const tags = ['archive'];

export const processArchiveRoutes: RouteModule = async (app, { ctx }) => {
  const units = new ProcessRepository(ctx.db);
  const service = new ProcessService(ctx.db, ctx.clock);
  const gate = factoryGate(new UserFactoryRepository(ctx.db));

  app.get(
    BASE,
    {
      config: { permission: PERM.PROCESS_LIST },
      schema: {
        summary: 'List process units',
        description:
          "A factory's process units in flow order (seq 1 first), each with its kind (dictionary " +
          "oms_process_unit_kind), design parameters and documents. A factory outside the caller's scope is 403, " +
          'an id that is no factory 404.',
        tags,
        querystring: ProcessListQuery,
        response: { 200: DataReply(Type.Array(ProcessUnit)) },
      },
    },
    async (request) => {
      await gate(request, request.query.factoryId);
      return ok(await units.list(request.query.factoryId));
    },
  );

  app.post(
    BASE,
    {
      config: { permission: PERM.PROCESS_ADD },
      schema: {
        summary: 'Add a process unit',
        description:
          "Adds a unit at the end of a factory's flow and answers its id. The kind must be a value of " +
          'oms_process_unit_kind and every document a file the caller may see (400 naming the field); at most 50 ' +
          'units a factory.',
        tags,
        body: ProcessAddBody,
        response: { 200: AddedReply('unitId') },
      },
    },
    async (request) => {
      const unitId = await service.add(principalOf(request), request.body);
      return { code: ResultCode.OK, msg: ARCHIVE_MSG.ADDED, data: { unitId } };
    },
  );

  app.put(
    BASE,
    {
      config: { permission: PERM.PROCESS_EDIT },
      schema: {
        summary: 'Edit a process unit',
        description:
          "Replaces the name, kind, remark, design parameters and documents of a unit in the caller's scope, " +
          'under the rules of the add; the unit keeps its factory and its place in the flow.',
        tags,
        body: ProcessEditBody,
        response: { 200: Reply },
      },
    },
    async (request) => {
      await service.edit(principalOf(request), request.body);
      return done(ARCHIVE_MSG.UPDATED);
    },
  );

  app.put(
    ARCHIVE_API.PROCESS_ORDER,
    {
      config: { permission: PERM.PROCESS_EDIT },
      schema: {
        summary: 'Reorder process units',
        description:
          "Sets a factory's flow order: `unitIds` lists every unit of the factory once, first to last (a " +
          "duplicate is 400). A list that no longer matches the factory's units, because one was added or " +
          'deleted meanwhile, is refused and nothing moves.',
        tags,
        body: ProcessOrderBody,
        response: { 200: Reply },
      },
    },
    async (request) => {
      await service.reorder(principalOf(request), request.body);
      return done(ARCHIVE_MSG.REORDERED);
    },
  );

  app.delete(
    `${BASE}/:unitId`,
    {
      config: { permission: PERM.PROCESS_REMOVE },
      schema: {
        summary: 'Delete a process unit',
        description:
          'Deletes a unit with its design parameters and document links (the files stay); the units after it ' +
          'move up one place.',
        tags,
        params: UnitIdParams,
        response: { 200: Reply },
      },
    },
    async (request) => {
      await service.remove(principalOf(request), request.params.unitId);
      return done(ARCHIVE_MSG.DELETED);
    },
  );
};
