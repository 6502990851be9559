/**
 * Table column configuration: every signed-in page loads its table's defaults (GET /api/tool/gen/{id});
 * the /gen/edit/{tableId} page lists the tables and replaces a table's columns in one transaction.
 */
import { DataReply, PageReply, Reply } from '../../../../contract/common/schemas';
import {
  GEN_MSG,
  GenConfig,
  GenListQuery,
  GenSaveBody,
  GenTableParams,
  GenTableRow,
} from '../../../../contract/gen/schemas';
import { PERM, SIGNED_IN } from '../../../../contract/permissions';
import { requestLang } from '../../shared/i18n/lang';
import type { RouteModule } from '../../context';
import { badInput, notFound } from '../../errors';
import { done, ok } from '../../shared/http';
import { page, pageWindow } from '../../shared/paging';
import { claimVersion, editorOf } from '../record-version/repository';
import { GenRepository } from './repository';

export const genRoutes: RouteModule = async (app, { ctx }) => {
  const repo = new GenRepository(ctx.db);

  app.get(
    '/api/tool/gen/list',
    {
      config: { permission: PERM.GEN_EDIT },
      schema: {
        summary: 'List configurable tables',
        description: 'Paged tables whose default columns the /gen/edit/{tableId} page edits.',
        tags: ['gen'],
        querystring: GenListQuery,
        response: { 200: PageReply(GenTableRow) },
      },
    },
    async (request) => {
      const { rows, total } = await repo.page(request.query, pageWindow(request.query));
      return page(rows, total);
    },
  );

  app.get(
    '/api/tool/gen/:tableId',
    {
      config: { permission: SIGNED_IN },
      schema: {
        summary: "A table's default columns",
        description:
          'The table and its default columns (label, visibility, order, fixed side, width); every page with a ' +
          'table loads these. Table 1 is the user list.',
        tags: ['gen'],
        params: GenTableParams,
        response: { 200: DataReply(GenConfig) },
      },
    },
    async (request) => {
      const table = await repo.table(request.params.tableId);
      if (!table) throw notFound(GEN_MSG.NOT_FOUND);
      // default labels in the request's language while as seeded (docs/i18n.md); 修改生成配置 asks for the stored ones
      const lang = requestLang(request);
      const rows = await repo.columns(table.tableId);
      return ok({
        table,
        rows: rows.map((c) => ({
          ...c,
          label: ctx.seeded.columnLabel(lang, table.tableId, c.prop, c.label),
        })),
      });
    },
  );

  app.put(
    '/api/tool/gen',
    {
      config: { permission: PERM.GEN_EDIT },
      schema: {
        summary: "Replace a table's default columns",
        description: 'Replaces every column of the table in one transaction; a repeated `prop` is bad input.',
        tags: ['gen'],
        body: GenSaveBody,
        response: { 200: Reply },
      },
    },
    async (request) => {
      const { tableId, rows, version } = request.body;
      const seen = new Set<string>();
      rows.forEach((r, i) => {
        if (seen.has(r.prop)) throw badInput(`body/rows/${i}/prop`, 'is repeated');
        seen.add(r.prop);
      });
      await ctx.db.transaction(async (tx) => {
        const txRepo = new GenRepository(tx);
        if (!(await txRepo.table(tableId, true))) throw notFound(GEN_MSG.NOT_FOUND);
        await claimVersion(
          tx,
          { record: 'genTable', id: tableId, version, ...editorOf(request, ctx.clock) },
          () => txRepo.config(tableId),
        );
        await txRepo.replaceColumns(tableId, rows);
      });
      return done(GEN_MSG.SAVED);
    },
  );
};
