/** The device's photo in its drawer, fetched behind the token (an <img> cannot send it). */
import { Image, Spin } from 'antd';
import { useT } from '@/shared/i18n';
import { useFileUrl } from '@/shared/upload';

export function DevicePhoto({ fileId, name }: { fileId: number; name: string }) {
  const t = useT();
  const state = useFileUrl(fileId);
  if (state.status === 'loading') return <Spin size="small" />;
  if (state.status === 'failed') return <span>{t('device.photoFailed')}</span>;
  return <Image src={state.url} alt={name} width={160} data-testid="device-photo" />;
}
