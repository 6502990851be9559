/**
 * File upload and download (docs/requirements.md §7 "Projects, files, misc"). No multipart (no new dependency): the
 * upload is either the raw bytes (`application/octet-stream`, `?fileName=`) or JSON
 * `{fileName, contentBase64}`. At most 5 MB; allowed extensions below; the content must match the
 * extension where it has a signature (images, pdf, office, mp4).
 */
import { Type, type Static } from '@sinclair/typebox';

export const FILE_MAX_BYTES = 5 * 1024 * 1024;
export const FILE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'pdf', 'xlsx', 'csv', 'docx', 'mp4'] as const;

export const FILE_MSG = {
  UPLOADED: '上传成功！',
  NOT_FOUND: '文件不存在或无权访问',
} as const;

export const FileName = Type.String({ minLength: 1, maxLength: 100, pattern: '^[^/\\\\\\x00-\\x1f]+$' });

export const FileUploadQuery = Type.Object({ fileName: Type.Optional(FileName) });
export type FileUploadQuery = Static<typeof FileUploadQuery>;

export const FileUploadJson = Type.Object({
  fileName: FileName,
  // base64 of at most 5 MB
  contentBase64: Type.String({
    maxLength: Math.ceil(FILE_MAX_BYTES / 3) * 4,
    pattern: '^[A-Za-z0-9+/]*={0,2}$',
  }),
});
export type FileUploadJson = Static<typeof FileUploadJson>;

export const FileUploadReply = Type.Object({
  code: Type.Integer(),
  msg: Type.String(),
  data: Type.Object({ fileId: Type.Integer(), fileName: Type.String(), url: Type.String() }),
});
export type FileUploadReply = Static<typeof FileUploadReply>;

export const FileIdParams = Type.Object({ fileId: Type.Integer({ minimum: 1 }) });

export const fileUrl = (fileId: number): string => `/api/system/file/download/${fileId}`;
