/**
 * The device's photo in its drawer: the thumbnail, fetched behind the token (an <img> cannot send it); the whole
 * photo only when its preview opens (docs/architecture.md §3 "Files").
 */
import { useT } from '@/shared/i18n';
import { ThumbnailImage } from '@/shared/upload';

export function DevicePhoto({ fileId, name }: { fileId: number; name: string }) {
  const t = useT();
  return (
    <ThumbnailImage
      fileId={fileId}
      name={name}
      width={160}
      fallback={<span>{t('device.photoFailed')}</span>}
      data-testid="device-photo"
    />
  );
}
