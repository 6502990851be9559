/**
 * File upload, download and thumbnails (docs/requirements.md §7 "Projects, files, misc"; docs/architecture.md §3
 * "Files"). The upload is the raw bytes (`application/octet-stream`, the name in `?fileName=`; no multipart, no
 * base64: the bytes stream straight to the files folder). At most 5 MB; allowed extensions below; the content must
 * match the extension. A jpg/png gets a thumbnail, made once at upload.
 */

export const FILE_MAX_BYTES = 5 * 1024 * 1024;
export const FILE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'pdf', 'xlsx', 'csv', 'docx', 'mp4'] as const;
/** A jpg/png declaring more pixels than this is refused before it is decoded (a decompression bomb). */
export const IMAGE_MAX_PIXELS = 25_000_000;

export const FILE_MSG = {
  UPLOADED: '上传成功！',
  NOT_FOUND: '文件不存在或无权访问',
  /** a user's uploads of the China day would pass UPLOAD_QUOTA_MB_PER_DAY ({n}: the quota in MB) */
  QUOTA: '今日上传已达 {n} MB 上限，请明天再试',
} as const;

export const fileUrl = (fileId: number): string => `/api/system/file/download/${fileId}`;
/** What lists show instead of a whole photo (docs/architecture.md §3 "Files"). */
export const thumbnailUrl = (fileId: number): string => `/api/system/file/thumbnail/${fileId}`;

// The types of the route schemas, for the console (the schemas themselves are in file-schemas.ts, server only).
export type { FileUploadQuery, FileUploadReply } from './file-schemas';
