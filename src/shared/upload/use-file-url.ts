/**
 * A displayable address of an uploaded file, its thumbnail, or any image behind the token (useBlobUrl). Files live
 * behind the Bearer token, which <img> and <video> cannot send, so the file is fetched as a blob through
 * the one client and shown through an object URL, revoked when the file changes or the component goes
 * (like useAvatarSrc of the profile).
 */
import { useEffect, useState } from 'react';
import { get } from '@/shared/api';
import { fileDownloadPath, fileThumbnailPath } from '@/shared/download';

export const fetchFileBlob = (fileId: number): Promise<Blob> =>
  get<Blob>(fileDownloadPath(fileId), undefined, { responseType: 'blob', silent: true });

/** A picture's thumbnail (docs/architecture.md §3 "Files"): a few kilobytes where the photo has megabytes. */
export const fetchThumbnailBlob = (fileId: number): Promise<Blob> =>
  get<Blob>(fileThumbnailPath(fileId), undefined, { responseType: 'blob', silent: true });

export type FileUrlState =
  { status: 'idle' } | { status: 'loading' } | { status: 'ready'; url: string } | { status: 'failed' };

const IDLE: FileUrlState = { status: 'idle' };
const LOADING: FileUrlState = { status: 'loading' };

/**
 * The blob `load(key)` answers, as an object URL: fetched again when `key` changes, revoked then and when
 * the component goes; nothing is fetched while `key` is null (idle). `load` must be stable (a module-level
 * function), or it is fetched on every render.
 */
export function useBlobUrl<K extends string | number>(
  key: K | null,
  load: (key: K) => Promise<Blob>,
): FileUrlState {
  const [state, setState] = useState<{ of: K; value: FileUrlState } | null>(null);

  useEffect(() => {
    if (key === null) return undefined;
    let objectUrl: string | null = null;
    let cancelled = false;
    load(key)
      .then((blob) => {
        if (cancelled) return;
        objectUrl = URL.createObjectURL(blob);
        setState({ of: key, value: { status: 'ready', url: objectUrl } });
      })
      // A missing or refused file shows as broken, not as an error toast per thumbnail.
      .catch(() => {
        if (!cancelled) setState({ of: key, value: { status: 'failed' } });
      });
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [key, load]);

  if (key === null) return IDLE;
  return state?.of === key ? state.value : LOADING;
}

/** The whole file; `null`: not (yet) wanted. */
export function useFileUrl(fileId: number | null): FileUrlState {
  return useBlobUrl(fileId, fetchFileBlob);
}

export function useThumbnailUrl(fileId: number): FileUrlState {
  return useBlobUrl(fileId, fetchThumbnailBlob);
}
