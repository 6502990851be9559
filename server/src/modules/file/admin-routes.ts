/**
 * GET /api/system/file/stats and GET /api/system/file/list: the file store's figures and its files, for the 文件管理
 * page (docs/architecture.md §3 "Files"). Both need system:file:list (admin only by default) and read every file,
 * whoever uploaded it: names, sizes and uploaders, never the bytes (the download keeps its own readers).
 */
import { DataReply, PageReply } from '../../../../contract/common/schemas';
import { FILE_ORPHAN_HOURS, FileListQuery, FileRow, FileStats } from '../../../../contract/file/schemas';
import { PERM } from '../../../../contract/permissions';
import type { RouteModule } from '../../context';
import { ok } from '../../shared/http';
import { page, pageWindow } from '../../shared/paging';
import { FileAdminRepository } from './admin-repository';

export const fileAdminRoutes: RouteModule = async (app, { ctx }) => {
  const files = new FileAdminRepository(ctx.db);

  app.get(
    '/api/system/file/stats',
    {
      config: { permission: PERM.FILE_LIST },
      schema: {
        summary: "The file store's size",
        description:
          'How many files are stored and their bytes (the sum of their sizes; thumbnails not counted), and how many ' +
          `of them nothing is attached to yet, which are removed once ${FILE_ORPHAN_HOURS} h old. Counted on every call.`,
        tags: ['file'],
        response: { 200: DataReply(FileStats) },
      },
    },
    async () => ok(await files.stats()),
  );

  app.get(
    '/api/system/file/list',
    {
      config: { permission: PERM.FILE_LIST },
      schema: {
        summary: 'List stored files',
        description:
          'Paged, newest first: each file with its size, uploader, upload time and what it is attached to (a work ' +
          "order, a device's photo, a process unit's document, or nothing). Filters: part of the name, attached or not.",
        tags: ['file'],
        querystring: FileListQuery,
        response: { 200: PageReply(FileRow) },
      },
    },
    async (request) => {
      const { rows, total } = await files.page(request.query, pageWindow(request.query));
      return page(rows, total);
    },
  );
};
