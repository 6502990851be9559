/**
 * Image and video preview of an order's attachments (docs/requirements.md §2 "image/video preview"): thumbnails
 * (docs/architecture.md §3 "Files": a list never downloads whole photos) that open antd's image preview, which
 * fetches the whole photo of the picture it shows; videos with their own controls, from blobs (use-file-url).
 */
import { useState } from 'react';
import { Image, Space, Typography } from 'antd';
import type { WoAttachment } from '@contract/work-order';
import { useT } from '@/shared/i18n';
import { FilePlaceholder, ThumbnailImage, useFileUrl } from '@/shared/upload';

export function BlobVideo({ file, width = 240 }: { file: WoAttachment; width?: number }) {
  const state = useFileUrl(file.fileId);
  if (state.status !== 'ready')
    return <FilePlaceholder failed={state.status === 'failed'} name={file.fileName} size={96} />;
  return <video controls src={state.url} width={width} aria-label={file.fileName} title={file.fileName} />;
}

interface MediaProps {
  images: readonly WoAttachment[];
  videos?: readonly WoAttachment[];
  /** smaller thumbnails inside tables */
  compact?: boolean;
  /**
   * On the printed order sheet (docs/work-order-lifecycle.md "Order sheet"): larger photos, and videos named rather
   * than played (paper plays none, and a player would fetch the whole file for nothing).
   */
  sheet?: boolean;
}

/** The sheet's photo box: two to three a row across an A4 page's 180 mm of text. */
const SHEET_PHOTO = { width: 160, height: 120 };

export function AttachmentMedia({ images, videos = [], compact = false, sheet = false }: MediaProps) {
  const t = useT();
  // The pictures opened in the preview so far: their whole files stay loaded while the media are shown.
  const [opened, setOpened] = useState<ReadonlySet<number>>(new Set());
  const open = (index: number) => {
    const file = images[index];
    if (file && !opened.has(file.fileId)) setOpened(new Set(opened).add(file.fileId));
  };
  if (images.length === 0 && videos.length === 0)
    return <Typography.Text type="secondary">{t('woDlg.noMedia')}</Typography.Text>;
  const size = compact ? 48 : 96;
  const box = sheet ? SHEET_PHOTO : { width: size, height: size };
  return (
    <Space wrap size={8}>
      {images.length > 0 && (
        <Image.PreviewGroup
          preview={{
            onVisibleChange: (visible, _was, current) => visible && open(current),
            onChange: (current) => open(current),
          }}
        >
          {/* the group renders no element of its own: its images need their own spacing */}
          <Space wrap size={8}>
            {images.map((f) => (
              <ThumbnailImage
                key={`i${f.fileId}`}
                fileId={f.fileId}
                name={f.fileName}
                width={box.width}
                height={box.height}
                full={opened.has(f.fileId)}
              />
            ))}
          </Space>
        </Image.PreviewGroup>
      )}
      {videos.map((f) =>
        sheet ? (
          <Typography.Text key={`v${f.fileId}`}>{t('woSheet.video', { name: f.fileName })}</Typography.Text>
        ) : (
          <BlobVideo key={`v${f.fileId}`} file={f} width={compact ? 120 : 240} />
        ),
      )}
    </Space>
  );
}
