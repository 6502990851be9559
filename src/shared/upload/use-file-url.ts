/**
 * A displayable address of an uploaded file. Files live behind the Bearer token, which <img> and
 * <video> cannot send, so the file is fetched as a blob through the one client and shown through an
 * object URL, revoked when the file changes or the component goes (like useAvatarSrc of the profile).
 */
import { useEffect, useState } from 'react';
import { get } from '@/shared/api';
import { fileDownloadPath } from '@/shared/download';

export const fetchFileBlob = (fileId: number): Promise<Blob> =>
  get<Blob>(fileDownloadPath(fileId), undefined, { responseType: 'blob', silent: true });

export type FileUrlState = { status: 'loading' } | { status: 'ready'; url: string } | { status: 'failed' };

export function useFileUrl(fileId: number): FileUrlState {
  const [state, setState] = useState<{ of: number; value: FileUrlState } | null>(null);

  useEffect(() => {
    let objectUrl: string | null = null;
    let cancelled = false;
    fetchFileBlob(fileId)
      .then((blob) => {
        if (cancelled) return;
        objectUrl = URL.createObjectURL(blob);
        setState({ of: fileId, value: { status: 'ready', url: objectUrl } });
      })
      // A missing or refused file shows as broken, not as an error toast per thumbnail.
      .catch(() => {
        if (!cancelled) setState({ of: fileId, value: { status: 'failed' } });
      });
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [fileId]);

  return state?.of === fileId ? state.value : { status: 'loading' };
}
