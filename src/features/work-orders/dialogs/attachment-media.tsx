/**
 * Image and video preview of an order's attachments (docs/requirements.md §2 "image/video preview"): thumbnails that
 * open antd's image preview, and videos with their own controls; both from blobs (use-file-url).
 */
import { Image, Space, Spin, Typography } from 'antd';
import { FileExclamationOutlined } from '@ant-design/icons';
import type { WoAttachment } from '@contract/work-order';
import { useT } from '@/shared/i18n';
import { useFileUrl } from '@/shared/upload';

function Placeholder({ failed, name, size }: { failed: boolean; name: string; size: number }) {
  const box = { width: size, height: size, background: '#f5f5f5' };
  return (
    <div title={name} style={{ ...box, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      {failed ? <FileExclamationOutlined aria-label={name} /> : <Spin size="small" />}
    </div>
  );
}

export function BlobImage({ file, size = 96 }: { file: WoAttachment; size?: number }) {
  const state = useFileUrl(file.fileId);
  if (state.status !== 'ready')
    return <Placeholder failed={state.status === 'failed'} name={file.fileName} size={size} />;
  return (
    <Image src={state.url} alt={file.fileName} width={size} height={size} style={{ objectFit: 'cover' }} />
  );
}

export function BlobVideo({ file, width = 240 }: { file: WoAttachment; width?: number }) {
  const state = useFileUrl(file.fileId);
  if (state.status !== 'ready')
    return <Placeholder failed={state.status === 'failed'} name={file.fileName} size={96} />;
  return <video controls src={state.url} width={width} aria-label={file.fileName} title={file.fileName} />;
}

interface MediaProps {
  images: readonly WoAttachment[];
  videos?: readonly WoAttachment[];
  /** smaller thumbnails inside tables */
  compact?: boolean;
}

export function AttachmentMedia({ images, videos = [], compact = false }: MediaProps) {
  const t = useT();
  if (images.length === 0 && videos.length === 0)
    return <Typography.Text type="secondary">{t('woDlg.noMedia')}</Typography.Text>;
  return (
    <Space wrap size={8}>
      {images.length > 0 && (
        <Image.PreviewGroup>
          {/* the group renders no element of its own: its images need their own spacing */}
          <Space wrap size={8}>
            {images.map((f) => (
              <BlobImage key={`i${f.fileId}`} file={f} size={compact ? 48 : 96} />
            ))}
          </Space>
        </Image.PreviewGroup>
      )}
      {videos.map((f) => (
        <BlobVideo key={`v${f.fileId}`} file={f} width={compact ? 120 : 240} />
      ))}
    </Space>
  );
}
