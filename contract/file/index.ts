/**
 * File upload, download and thumbnails (docs/requirements.md §7 "Projects, files, misc"; docs/architecture.md §3
 * "Files"). The upload is the raw bytes (`application/octet-stream`, the name in `?fileName=`; no multipart, no
 * base64: the bytes stream straight to the files folder). At most 5 MB; allowed extensions below; the content must
 * match the extension. A jpg/png gets a thumbnail, made once at upload.
 */
import type { PageQuery } from '../common';

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

/**
 * An uploaded file that nothing is attached to this many hours after its upload is removed, with its thumbnail
 * (docs/architecture.md §3 "Files": the orphan sweep). The console's 文件管理 page says so too.
 */
export const FILE_ORPHAN_HOURS = 24;

/**
 * What a file is attached to, as the file list (GET /api/system/file/list) names it: a work order's photo or video,
 * a device's photo, a process unit's document, or nothing yet (removed once FILE_ORPHAN_HOURS old). A file attached
 * to several is named by the first of these.
 */
export const FILE_ATTACHED_TO = ['order', 'device', 'process', 'none'] as const;
export type FileAttachedTo = (typeof FILE_ATTACHED_TO)[number];

/** The list's `attached` filter: every file, the attached ones, or those attached to nothing. */
export const FILE_ATTACHED_FILTER = ['all', 'yes', 'no'] as const;
export type FileAttachedFilter = (typeof FILE_ATTACHED_FILTER)[number];

export const fileUrl = (fileId: number): string => `/api/system/file/download/${fileId}`;
/** What lists show instead of a whole photo (docs/architecture.md §3 "Files"). */
export const thumbnailUrl = (fileId: number): string => `/api/system/file/thumbnail/${fileId}`;

// The shapes of the route schemas (./schemas.ts, server only), declared here for the console.

export type FileUploadQuery = {
  fileName?: string;
};

export type FileUploadReply = {
  code: number;
  msg: string;
  data: {
    fileId: number;
    fileName: string;
    url: string;
    /** the thumbnail of a jpg/png; null for any other file */
    thumbnailUrl: string | null;
  };
};

/** GET /api/system/file/stats: the files folder's size, from sys_file.size (docs/architecture.md §3 "Files"). */
export type FileStats = {
  /** every stored file */
  files: number;
  /** their bytes (thumbnails not counted) */
  bytes: number;
  /** the files attached to nothing yet: removed once FILE_ORPHAN_HOURS old */
  orphanFiles: number;
  orphanBytes: number;
};

export type FileListQuery = PageQuery & {
  /** part of the file's name (any case) */
  fileName?: string;
  /** `all` (the default), `yes` attached to something, `no` attached to nothing */
  attached?: 'all' | 'yes' | 'no';
};

export type FileRow = {
  fileId: number;
  fileName: string;
  /** bytes */
  size: number;
  /** the uploader's name (nickname, else account); '' once that user is deleted */
  createBy: string;
  createTime: string;
  attachedTo: FileAttachedTo;
};
