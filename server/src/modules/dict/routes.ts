/** Dictionary entries by type (docs/requirements.md §7 "Projects, files, misc"). Every signed-in user needs them. */
import { Type } from '@sinclair/typebox';
import { DataReply, PageReply } from '../../../../contract/common/schemas';
import {
  DictDataListQuery,
  DictDataRow,
  DictTypeListQuery,
  DictTypeRow,
} from '../../../../contract/dict/schemas';
import { PERM, SIGNED_IN } from '../../../../contract/permissions';
import { DictData, DictTypeParams } from '../../../../contract/system/schemas';
import type { RouteModule } from '../../context';
import { ok } from '../../shared/http';
import { requestLang } from '../../shared/i18n/lang';
import { page, pageWindow } from '../../shared/paging';
import { DictAdminRepository } from './admin-repository';
import { DictRepository } from './repository';

export const dictRoutes: RouteModule = async (app, { ctx }) => {
  const dicts = new DictRepository(ctx.db);

  const admin = new DictAdminRepository(ctx.db);

  // `lists/{type}` is the path docs/requirements.md §7 gives for the ID types: the same answer as `type/{type}`.
  for (const url of ['/api/system/dict/data/type/:type', '/api/system/dict/data/lists/:type']) {
    app.get(
      url,
      {
        config: { permission: SIGNED_IN },
        schema: {
          summary: 'Dictionary entries of a type',
          description: url.includes('/lists/')
            ? 'The enabled entries of a dictionary type; docs/requirements.md §7 reads the ID types ' +
              '(`sys_id_type`) here. The same answer as …/data/type/{type}.'
            : 'The enabled entries of an enabled dictionary type, in order, for selects and labels; an unknown ' +
              'type is an empty list.',
          tags: ['dict'],
          params: DictTypeParams,
          response: { 200: DataReply(Type.Array(DictData)) },
        },
      },
      async (request) => {
        // seeded labels in the request's language; a label an administrator typed stays (docs/i18n.md)
        const lang = requestLang(request);
        const rows = await dicts.dataOfType(request.params.type);
        return ok(
          lang === 'zh'
            ? rows
            : rows.map((d) => ({
                ...d,
                dictLabel: ctx.seeded.dictLabel(lang, d.dictType, d.dictValue, d.dictLabel),
              })),
        );
      },
    );
  }

  app.get(
    '/api/system/dict/type/list',
    {
      config: { permission: PERM.DICT_LIST },
      schema: {
        summary: 'List dictionary types',
        description: 'Paged dictionary types for the 字典管理 page; builtin marks the protected ones.',
        tags: ['dict'],
        querystring: DictTypeListQuery,
        response: { 200: PageReply(DictTypeRow) },
      },
    },
    async (request) => {
      const { rows, total } = await admin.types(request.query, pageWindow(request.query));
      return page(rows, total);
    },
  );

  app.get(
    '/api/system/dict/data/list',
    {
      config: { permission: PERM.DICT_LIST },
      schema: {
        summary: 'List dictionary entries',
        description: 'Paged dictionary entries, filtered by type, label and status, for the 字典管理 page.',
        tags: ['dict'],
        querystring: DictDataListQuery,
        response: { 200: PageReply(DictDataRow) },
      },
    },
    async (request) => {
      const { rows, total } = await admin.data(request.query, pageWindow(request.query));
      return page(rows, total);
    },
  );
};
