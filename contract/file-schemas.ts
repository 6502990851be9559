/**
 * The TypeBox schemas of file.ts's routes: server only, so the console's bundle never carries the schema library
 * (docs/architecture.md §2). Everything file.ts exports is exported from here too, for the server.
 */
import { Type, type Static } from '@sinclair/typebox';

export * from './file';

export const FileName = Type.String({ minLength: 1, maxLength: 100, pattern: '^[^/\\\\\\x00-\\x1f]+$' });

export const FileUploadQuery = Type.Object({ fileName: Type.Optional(FileName) });
export type FileUploadQuery = Static<typeof FileUploadQuery>;

export const FileUploadReply = Type.Object({
  code: Type.Integer(),
  msg: Type.String(),
  data: Type.Object({
    fileId: Type.Integer(),
    fileName: Type.String(),
    url: Type.String(),
    /** the thumbnail of a jpg/png; null for any other file */
    thumbnailUrl: Type.Union([Type.String(), Type.Null()]),
  }),
});
export type FileUploadReply = Static<typeof FileUploadReply>;

export const FileIdParams = Type.Object({ fileId: Type.Integer({ minimum: 1 }) });
