/**
 * POST /api/system/file/upload, GET /api/system/file/download/{fileId} and GET /api/system/file/thumbnail/{fileId}
 * (docs/architecture.md §3 "Files"). The bytes stream in to the files folder and out of it, never through the
 * database. A file is readable by its uploader, by admin, and by whoever may see (factory scope) a work order it
 * is attached to, a device it is the photo of or a process unit it documents; anyone else gets 404 like a missing
 * file.
 */
import type { Readable } from 'node:stream';
import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorReply, ResultCode } from '../../../../contract/common/schemas';
import {
  FILE_MAX_BYTES,
  FILE_MSG,
  FileIdParams,
  FileUploadQuery,
  FileUploadReply,
  fileUrl,
  thumbnailUrl,
} from '../../../../contract/file/schemas';
import { SIGNED_IN } from '../../../../contract/permissions';
import type { RouteModule } from '../../context';
import { badInput, notFound } from '../../errors';
import { principalOf } from '../../shared/principal';
import { checkedExtension, SAFE_IMAGE_TYPES, tooBig } from './check';
import { FileRepository } from './repository';
import { FileService } from './service';
import { FileStore } from './store';
import { Thumbnailer } from './thumbnailer';

/**
 * A stored file opened directly in a browser is a document of its own: it may run nothing and load nothing but
 * itself (an image or a video shown by the browser), whatever it contains.
 */
const FILE_CSP = "default-src 'none'; img-src 'self'; media-src 'self'; sandbox";

const isStream = (body: unknown): body is Readable =>
  typeof body === 'object' && body !== null && typeof (body as Readable).pipe === 'function';

/** Inline only for a picture a browser decodes and never runs; anything else is saved, never shown. */
const disposition = (contentType: string, fileName: string): string =>
  `${SAFE_IMAGE_TYPES.includes(contentType) ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(fileName)}`;

const binary = (description: string) => ({
  description,
  content: {
    '*/*': { schema: Type.Unsafe<Readable>({ type: 'string', format: 'binary' }) },
  },
});

export const fileRoutes: RouteModule = async (app, { ctx }) => {
  const files = new FileRepository(ctx.db);
  const store = new FileStore(ctx.config.filesDir);
  const thumbnailer = new Thumbnailer();
  const service = new FileService(
    ctx.db,
    store,
    thumbnailer,
    ctx.clock,
    (msg) => app.log.warn(msg),
    ctx.config.uploadQuotaBytesPerDay,
  );
  app.addHook('onClose', async () => thumbnailer.close());

  // Raw uploads, only inside this module (the plugin is encapsulated): the request itself is the body, read as it
  // streams (service.ts), so no whole upload is ever held in memory.
  app.addContentTypeParser('application/octet-stream', (_request, payload, done) => done(null, payload));

  app.post(
    '/api/system/file/upload',
    {
      config: { permission: SIGNED_IN },
      schema: {
        summary: 'Upload a file',
        description:
          'The raw bytes (`application/octet-stream`, the name in `?fileName=`), streamed to the files folder: at ' +
          'most 5 MB of jpg jpeg png pdf xlsx csv docx mp4, the content checked against the extension while it ' +
          'arrives (no SVG, no HTML); a jpg/png declaring more than 25 megapixels is refused. A jpg/png gets its ' +
          'thumbnail now. Refused: 400 naming the field, nothing stored; 429 when it would take the caller past ' +
          "the day's upload quota (UPLOAD_QUOTA_MB_PER_DAY). Answers the file id, its download URL and its " +
          'thumbnail URL (null for other files).',
        tags: ['file'],
        querystring: FileUploadQuery,
        body: {
          content: {
            'application/octet-stream': {
              schema: Type.Unsafe<Readable>({ description: 'the bytes of the file' }),
            },
          },
        },
        response: { 200: FileUploadReply, 429: ErrorReply },
      },
    },
    async (request, reply) => {
      try {
        const ext = checkedExtension(request.query.fileName, 'querystring/fileName');
        const body: unknown = request.body;
        if (!isStream(body))
          throw badInput('body', 'must be the bytes of the file (application/octet-stream)');
        // A declared length over the limit is refused before a byte is read; the count while streaming covers the rest.
        const declared = Number(request.headers['content-length'] ?? 0) || 0;
        if (declared > FILE_MAX_BYTES) throw tooBig('body');
        const fileName = request.query.fileName ?? '';
        const { fileId, hasThumbnail } = await service.upload(
          body,
          fileName,
          ext,
          principalOf(request).userId,
          'body',
          declared,
        );
        return {
          code: ResultCode.OK,
          msg: FILE_MSG.UPLOADED,
          data: {
            fileId,
            fileName,
            url: fileUrl(fileId),
            thumbnailUrl: hasThumbnail ? thumbnailUrl(fileId) : null,
          },
        };
      } catch (err) {
        // Refused before the whole body was read: close the connection rather than read the rest for nothing.
        if (!request.raw.readableEnded) reply.header('Connection', 'close');
        throw err;
      }
    },
  );

  /** Streams the file (`thumbnail` false) or its thumbnail from the folder, if the caller may see the file. */
  const send = async (
    request: FastifyRequest<{ Params: { fileId: number } }>,
    reply: FastifyReply,
    thumbnail: boolean,
  ) => {
    const caller = principalOf(request);
    const file = await files.find(request.params.fileId, caller.userId, caller.factoryIds === 'all');
    const name = thumbnail ? file?.thumbName : file?.storeName;
    if (!file?.inFolder || !name) throw notFound(FILE_MSG.NOT_FOUND);
    const found = await store.read(store.pathOf(file, name));
    if (!found) {
      // The row is there, the bytes are not: a FILES_DIR that is not the one every instance shares.
      request.log.error(`file ${request.params.fileId} is missing from FILES_DIR: ${file.prefix}/${name}`);
      throw notFound(FILE_MSG.NOT_FOUND);
    }
    const contentType = name === file.storeName ? file.contentType : 'image/jpeg';
    reply.type(contentType);
    reply.header('Content-Length', found.size);
    reply.header('Content-Disposition', disposition(contentType, file.fileName));
    reply.header('X-Content-Type-Options', 'nosniff');
    return reply.send(found.stream);
  };

  // After the app-wide headers (route hooks run after app hooks): a file's own, stricter policy.
  const fileHeaders = {
    onSend: async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      reply.header('Content-Security-Policy', FILE_CSP);
      return payload;
    },
  };

  app.get(
    '/api/system/file/download/:fileId',
    {
      config: { permission: SIGNED_IN },
      ...fileHeaders,
      schema: {
        summary: 'Download a file',
        description:
          'The file streamed from the files folder with its own content type (docs/requirements.md §7: a blob): ' +
          'inline for a jpg/png, as an attachment for anything else, with `X-Content-Type-Options: nosniff` and ' +
          'a sandboxing Content-Security-Policy. Its uploader, an administrator and users who may see an order ' +
          'it is attached to, a device it is the photo of or a process unit it documents get it; anyone else 404.',
        tags: ['file'],
        params: FileIdParams,
        response: { 200: binary('The file.') },
      },
    },
    async (request, reply) => send(request, reply, false),
  );

  app.get(
    '/api/system/file/thumbnail/:fileId',
    {
      config: { permission: SIGNED_IN },
      ...fileHeaders,
      schema: {
        summary: "A picture's thumbnail",
        description:
          'The thumbnail of a jpg/png, made once at upload (longest side 240 px, JPEG; a picture already that ' +
          'small is its own thumbnail), for lists that must not download whole photos. The same readers as the ' +
          'download; 404 for a file that is no picture, or that nobody could decode.',
        tags: ['file'],
        params: FileIdParams,
        response: { 200: binary('The thumbnail (image/jpeg, or the picture itself).') },
      },
    },
    async (request, reply) => send(request, reply, true),
  );
};
