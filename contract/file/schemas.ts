/**
 * The TypeBox schemas of this area's routes: server only, so the console's bundle never carries the schema library
 * (docs/architecture.md §2). Everything ./index.ts exports (the constants, and the declared types each schema is
 * checked against) is exported from here too, for the server.
 */
import { Type } from '@sinclair/typebox';
import type * as Declared from './index';
import { same, PageQuery } from '../common/schemas';
import { FILE_ATTACHED_FILTER, FILE_ATTACHED_TO } from './index';

export * from './index';

export const FileName = Type.String({ minLength: 1, maxLength: 100, pattern: '^[^/\\\\\\x00-\\x1f]+$' });

export const FileUploadQuery = Type.Object({ fileName: Type.Optional(FileName) });
export type FileUploadQuery = Declared.FileUploadQuery;

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
export type FileUploadReply = Declared.FileUploadReply;

export const FileIdParams = Type.Object({ fileId: Type.Integer({ minimum: 1 }) });

/** GET /api/system/file/stats: the files folder's size, from sys_file.size (docs/architecture.md §3 "Files"). */
export const FileStats = Type.Object({
  /** every stored file */
  files: Type.Integer(),
  /** their bytes (thumbnails not counted) */
  bytes: Type.Integer(),
  /** the files attached to nothing yet: removed once FILE_ORPHAN_HOURS old */
  orphanFiles: Type.Integer(),
  orphanBytes: Type.Integer(),
});
export type FileStats = Declared.FileStats;

export const FileListQuery = Type.Composite([
  PageQuery,
  Type.Object({
    /** part of the file's name (any case) */
    fileName: Type.Optional(Type.String({ maxLength: 100 })),
    /** `all` (the default), `yes` attached to something, `no` attached to nothing */
    attached: Type.Optional(Type.Union(FILE_ATTACHED_FILTER.map((a) => Type.Literal(a)))),
  }),
]);
export type FileListQuery = Declared.FileListQuery;

export const FileRow = Type.Object({
  fileId: Type.Integer(),
  fileName: Type.String(),
  /** bytes */
  size: Type.Integer(),
  /** the uploader's name (nickname, else account); '' once that user is deleted */
  createBy: Type.String(),
  createTime: Type.String(),
  attachedTo: Type.Union(FILE_ATTACHED_TO.map((a) => Type.Literal(a))),
});
export type FileRow = Declared.FileRow;

/** Each schema's Static type is the type ./index.ts declares (both ways, at compile time). */
export const SCHEMAS_MATCH_CONTRACT = [
  same<typeof FileUploadQuery, Declared.FileUploadQuery>(true),
  same<typeof FileUploadReply, Declared.FileUploadReply>(true),
  same<typeof FileStats, Declared.FileStats>(true),
  same<typeof FileListQuery, Declared.FileListQuery>(true),
  same<typeof FileRow, Declared.FileRow>(true),
] as const;
