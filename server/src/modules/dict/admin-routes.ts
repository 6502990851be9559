/**
 * 字典管理's writes (docs/administration.md "字典管理"; RuoYi's /system/dict routes): types and entries added, edited
 * and deleted, the protected ones refused with a message. The readers need no cache drop: the entries are read from
 * the database on every request, and the work-order lists' read cache is dropped by the sys_dict_data trigger
 * (migration 016, docs/architecture.md §3 "Read caches") on every instance.
 */
import { Type } from '@sinclair/typebox';
import { DataReply, Reply } from '../../../../contract/common/schemas';
import {
  DICT_MSG,
  DictDataEditBody,
  DictDataForm,
  DictDataRow,
  DictIdParam,
  DictIdsParams,
  DictTypeEditBody,
  DictTypeForm,
  DictTypeRow,
} from '../../../../contract/dict/schemas';
import { PERM } from '../../../../contract/permissions';
import type { RouteModule } from '../../context';
import { notFound } from '../../errors';
import { done, ok } from '../../shared/http';
import { editorOf } from '../record-version/repository';
import { DictAdminRepository } from './admin-repository';
import { DictAdminService } from './admin-service';

const idsOf = (text: string): number[] => [...new Set(text.split(',').map(Number))];
const Created = (key: string) => DataReply(Type.Object({ [key]: Type.Integer() }));

export const dictAdminRoutes: RouteModule = async (app, { ctx }) => {
  const repo = new DictAdminRepository(ctx.db);
  const service = new DictAdminService(ctx.db);

  app.get(
    '/api/system/dict/type/:id',
    {
      config: { permission: PERM.DICT_LIST },
      schema: {
        summary: 'One dictionary type',
        description: 'A dictionary type for the edit form; builtin: one the console reads (protected).',
        tags: ['dict'],
        params: DictIdParam,
        response: { 200: DataReply(DictTypeRow) },
      },
    },
    async (request) => {
      const row = await repo.typeById(request.params.id);
      if (!row) throw notFound(DICT_MSG.TYPE_NOT_FOUND);
      return ok(row);
    },
  );

  app.post(
    '/api/system/dict/type',
    {
      config: { permission: PERM.DICT_ADD },
      schema: {
        summary: 'Add a dictionary type',
        description: 'A new type (a taken type name is refused, code 500).',
        tags: ['dict'],
        body: DictTypeForm,
        response: { 200: Created('dictId') },
      },
    },
    async (request) => ({ ...ok({ dictId: await service.addType(request.body) }), msg: DICT_MSG.ADDED }),
  );

  app.put(
    '/api/system/dict/type',
    {
      config: { permission: PERM.DICT_EDIT },
      schema: {
        summary: 'Edit a dictionary type',
        description:
          'Name, type and status; a renamed type keeps its entries. A protected type (one the console reads) ' +
          'keeps its type and stays enabled: changing either is refused (code 500, the message says why).',
        tags: ['dict'],
        body: DictTypeEditBody,
        response: { 200: Reply },
      },
    },
    async (request) => {
      await service.editType(request.body, editorOf(request, ctx.clock));
      return done(DICT_MSG.UPDATED);
    },
  );

  app.delete(
    '/api/system/dict/type/:ids',
    {
      config: { permission: PERM.DICT_REMOVE },
      schema: {
        summary: 'Delete dictionary types',
        description:
          'Deletes types (comma-separated ids) with their entries; nothing is deleted when one is protected ' +
          '(code 500 naming it) or missing (404).',
        tags: ['dict'],
        params: DictIdsParams,
        response: { 200: Reply },
      },
    },
    async (request) => {
      await service.removeTypes(idsOf(request.params.ids));
      return done(DICT_MSG.DELETED);
    },
  );

  app.get(
    '/api/system/dict/data/:id',
    {
      config: { permission: PERM.DICT_LIST },
      schema: {
        summary: 'One dictionary entry',
        description:
          'A dictionary entry for the edit form; builtin: one the console reads by value (protected).',
        tags: ['dict'],
        params: DictIdParam,
        response: { 200: DataReply(DictDataRow) },
      },
    },
    async (request) => {
      const row = await repo.dataById(request.params.id);
      if (!row) throw notFound(DICT_MSG.DATA_NOT_FOUND);
      return ok(row);
    },
  );

  app.post(
    '/api/system/dict/data',
    {
      config: { permission: PERM.DICT_ADD },
      schema: {
        summary: 'Add a dictionary entry',
        description:
          'A new entry of an existing type (400 body/dictType otherwise); a taken value is refused.',
        tags: ['dict'],
        body: DictDataForm,
        response: { 200: Created('dictCode') },
      },
    },
    async (request) => ({ ...ok({ dictCode: await service.addData(request.body) }), msg: DICT_MSG.ADDED }),
  );

  app.put(
    '/api/system/dict/data',
    {
      config: { permission: PERM.DICT_EDIT },
      schema: {
        summary: 'Edit a dictionary entry',
        description:
          'Every field; a built-in entry keeps its type and value and stays enabled (changing them is refused, ' +
          'code 500): its label, order, style and default flag stay editable.',
        tags: ['dict'],
        body: DictDataEditBody,
        response: { 200: Reply },
      },
    },
    async (request) => {
      await service.editData(request.body, editorOf(request, ctx.clock));
      return done(DICT_MSG.UPDATED);
    },
  );

  app.delete(
    '/api/system/dict/data/:ids',
    {
      config: { permission: PERM.DICT_REMOVE },
      schema: {
        summary: 'Delete dictionary entries',
        description:
          'Deletes entries (comma-separated codes); nothing is deleted when one is built in (code 500 naming it) ' +
          'or missing (404).',
        tags: ['dict'],
        params: DictIdsParams,
        response: { 200: Reply },
      },
    },
    async (request) => {
      await service.removeData(idsOf(request.params.ids));
      return done(DICT_MSG.DELETED);
    },
  );
};
