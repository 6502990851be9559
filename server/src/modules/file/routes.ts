/**
 * POST /api/system/file/upload and GET /api/system/file/download/{fileId}. A file is downloadable by
 * its uploader, by admin, and by whoever may see (factory scope) a work order it is attached to, a device
 * it is the photo of or a process unit it documents; anyone else gets 404 like a missing file.
 */
import { Type } from '@sinclair/typebox';
import { ResultCode } from '../../../../contract/common';
import {
  FILE_MSG,
  FILE_MAX_BYTES,
  FileIdParams,
  FileUploadJson,
  FileUploadQuery,
  FileUploadReply,
  fileUrl,
} from '../../../../contract/file';
import { SIGNED_IN } from '../../../../contract/permissions';
import type { RouteModule } from '../../context';
import { notFound } from '../../errors';
import { principalOf } from '../../shared/principal';
import { checkUpload } from './check';
import { FileRepository } from './repository';

export const fileRoutes: RouteModule = async (app, { ctx }) => {
  const files = new FileRepository(ctx.db);

  // Raw uploads: only inside this module (the plugin is encapsulated).
  app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer' }, (_req, body, done) => {
    done(null, body);
  });

  app.post(
    '/api/system/file/upload',
    {
      config: { permission: SIGNED_IN },
      // base64 inflates by a third; the 5 MB limit itself is checked on the decoded bytes
      bodyLimit: Math.ceil(FILE_MAX_BYTES / 3) * 4 + 1024,
      schema: {
        summary: 'Upload a file',
        description:
          'Raw bytes (`application/octet-stream`, name in `?fileName=`) or JSON `{fileName, contentBase64}`; at ' +
          'most 5 MB of jpg jpeg png pdf xlsx csv docx mp4, the content checked against the extension. Answers ' +
          'the file id and its download URL.',
        tags: ['file'],
        querystring: FileUploadQuery,
        body: {
          content: {
            'application/json': { schema: FileUploadJson },
            'application/octet-stream': { schema: Type.Unsafe<Buffer>({}) },
          },
        },
        response: { 200: FileUploadReply },
      },
    },
    async (request) => {
      const body: unknown = request.body;
      const file = Buffer.isBuffer(body)
        ? checkUpload(request.query.fileName, body, 'querystring/fileName', 'body')
        : checkUpload(
            (body as { fileName: string }).fileName,
            Buffer.from((body as { contentBase64: string }).contentBase64, 'base64'),
            'body/fileName',
            'body/contentBase64',
          );
      const fileId = await files.insert(file, principalOf(request).userId);
      return {
        code: ResultCode.OK,
        msg: FILE_MSG.UPLOADED,
        data: { fileId, fileName: file.fileName, url: fileUrl(fileId) },
      };
    },
  );

  app.get(
    '/api/system/file/download/:fileId',
    {
      config: { permission: SIGNED_IN },
      schema: {
        summary: 'Download a file',
        description:
          'The file as an attachment with its own content type (docs/requirements.md §7: a blob). Its uploader, ' +
          'an administrator and users who may see an order it is attached to or a device it is the photo of ' +
          'get it; anyone else gets 404.',
        tags: ['file'],
        params: FileIdParams,
        // Any media type: the file's own. A Buffer is sent as it is, unserialised.
        response: {
          200: {
            description: 'The file.',
            content: { '*/*': { schema: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }) } },
          },
        },
      },
    },
    async (request, reply) => {
      const caller = principalOf(request);
      const file = await files.find(request.params.fileId, caller.userId, caller.factoryIds === 'all');
      if (!file) throw notFound(FILE_MSG.NOT_FOUND);
      reply.type(file.contentType);
      reply.header(
        'Content-Disposition',
        `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      );
      reply.header('X-Content-Type-Options', 'nosniff');
      return reply.send(Buffer.from(file.data.buffer, file.data.byteOffset, file.data.byteLength));
    },
  );
};
