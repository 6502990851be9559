/**
 * Downloads and uploads through the one client (docs/architecture.md §2): blob downloads (GET or POST, docs/requirements.md §7)
 * gated by the secure-space helper (docs/requirements.md §5), and the system file upload/download calls.
 */
import type { FileUploadReply } from '@contract/file';
import { http, post, ApiError } from '../api';
import { API_BASE, RESULT_CODE } from '../config/constants';
import { t } from '../i18n';
import { notify } from '../ui/notify';
import { secureSpaceSignedIn, showRefusal } from './secure-space';

export interface DownloadRequest {
  method: 'GET' | 'POST';
  url: string;
  /** Query parameters for GET, the JSON body for POST. */
  data?: unknown;
  filename: string;
}

/** Puts a blob on disk through a temporary object URL and a clicked link. */
export function saveBlob(blob: Blob, filename: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 0);
}

/** Blob text via FileReader (works in every browser and in jsdom, which lacks Blob#text). */
function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsText(blob);
  });
}

/** A refusal sent as JSON instead of a file (the interceptor passes blobs through untouched). */
async function refusalOf(blob: Blob): Promise<string | undefined> {
  if (!blob.type.includes('json')) return undefined;
  try {
    const body = JSON.parse(await blobText(blob)) as { code?: number; msg?: string };
    return body.code !== undefined && body.code !== RESULT_CODE.OK
      ? body.msg || t('http.unknown')
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Fetches a file as a blob and saves it. Refused with 请在安全空间内下载文件 (warning, nothing fetched)
 * unless the secure-space helper reports signed in. Resolves true when a file was saved.
 */
export async function downloadBlob({ method, url, data, filename }: DownloadRequest): Promise<boolean> {
  if (!(await secureSpaceSignedIn())) {
    showRefusal();
    return false;
  }
  const response = await http.request<Blob>({
    method,
    url,
    responseType: 'blob',
    ...(method === 'GET' ? { params: data } : { data }),
  });
  const refusal = await refusalOf(response.data);
  if (refusal) {
    notify('error', refusal);
    throw new ApiError(refusal, RESULT_CODE.ERROR, response.status, true);
  }
  saveBlob(response.data, filename);
  return true;
}

export type UploadedFile = FileUploadReply['data'];

/**
 * POST /api/system/file/upload. The server (contract/file) takes the raw bytes as
 * application/octet-stream with the name in `?fileName=` (not multipart form data).
 */
export async function uploadFile(file: File | Blob, filename?: string): Promise<UploadedFile> {
  const fileName = filename ?? (file instanceof File ? file.name : undefined);
  const reply = await post<FileUploadReply>('/system/file/upload', file, {
    params: { fileName },
    headers: { 'Content-Type': 'application/octet-stream' },
  });
  return reply.data;
}

export const fileDownloadPath = (fileId: string | number) =>
  `/system/file/download/${encodeURIComponent(String(fileId))}`;

/** A picture's thumbnail (contract/file thumbnailUrl): what lists show instead of the whole photo. */
export const fileThumbnailPath = (fileId: string | number) =>
  `/system/file/thumbnail/${encodeURIComponent(String(fileId))}`;

/** The browser address of a stored file (for <img src> and links). */
export const fileDownloadUrl = (fileId: string | number) => `${API_BASE}${fileDownloadPath(fileId)}`;

/** GET /api/system/file/download/{fileId} as a blob, saved under `name`. */
export function downloadFile(fileId: string | number, name: string): Promise<boolean> {
  return downloadBlob({ method: 'GET', url: fileDownloadPath(fileId), filename: name });
}
