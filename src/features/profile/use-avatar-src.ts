/**
 * The displayable source of User.avatar. An uploaded avatar is an /api URL behind the Bearer token,
 * which <img> cannot send, so it is fetched as a blob and shown through an object URL (revoked when
 * the avatar changes or the component goes). Other values (data:, http…) are used as they are.
 */
import { useEffect, useState } from 'react';
import { fetchAvatarBlob } from './api';

const isApiUrl = (url: string): boolean => url.startsWith('/api/');

export function useAvatarSrc(avatar: string | null | undefined): string | undefined {
  const [blobSrc, setBlobSrc] = useState<{ of: string; src: string } | null>(null);

  useEffect(() => {
    if (!avatar || !isApiUrl(avatar) || typeof URL.createObjectURL !== 'function') return;
    let objectUrl: string | null = null;
    let cancelled = false;
    fetchAvatarBlob(avatar)
      .then((blob) => {
        if (cancelled) return;
        objectUrl = URL.createObjectURL(blob);
        setBlobSrc({ of: avatar, src: objectUrl });
      })
      // No picture (404) or no answer: the caller's fallback icon shows.
      .catch(() => undefined);
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [avatar]);

  if (!avatar) return undefined;
  if (!isApiUrl(avatar)) return avatar;
  return blobSrc?.of === avatar ? blobSrc.src : undefined;
}
