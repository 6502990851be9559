/**
 * A picture in a list or a drawer (docs/architecture.md §3 "Files"): its thumbnail, fetched behind the token, and
 * the whole file only once its preview opens. Inside an Image.PreviewGroup the group knows which picture is open
 * and says so (`full`); alone, the picture's own preview does.
 */
import { useState, type ReactNode } from 'react';
import { Image, Spin } from 'antd';
import { FileExclamationOutlined } from '@ant-design/icons';
import { useFileUrl, useThumbnailUrl } from './use-file-url';

/** The box a file takes while it loads, or when it cannot be shown. */
export function FilePlaceholder({ failed, name, size }: { failed: boolean; name: string; size: number }) {
  const box = { width: size, height: size, background: '#f5f5f5' };
  return (
    <div title={name} style={{ ...box, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      {failed ? <FileExclamationOutlined aria-label={name} /> : <Spin size="small" />}
    </div>
  );
}

export interface ThumbnailImageProps {
  fileId: number;
  /** the file's name: the picture's alt text */
  name: string;
  width: number;
  /** a square box, the picture cropped to fill it; without it the picture keeps its proportions */
  height?: number;
  /** inside a preview group: this picture is open in the preview, so the whole file is wanted */
  full?: boolean;
  /** shown instead when the thumbnail cannot be had; the placeholder's mark by default */
  fallback?: ReactNode;
  'data-testid'?: string;
}

export function ThumbnailImage({
  fileId,
  name,
  width,
  height,
  full,
  fallback,
  ...rest
}: ThumbnailImageProps) {
  const [opened, setOpened] = useState(false);
  const thumb = useThumbnailUrl(fileId);
  const whole = useFileUrl((full ?? opened) ? fileId : null);
  if (thumb.status === 'failed' && fallback !== undefined) return <>{fallback}</>;
  if (thumb.status !== 'ready') {
    return <FilePlaceholder failed={thumb.status === 'failed'} name={name} size={height ?? width} />;
  }
  return (
    <Image
      src={thumb.url}
      alt={name}
      width={width}
      height={height}
      style={height === undefined ? undefined : { objectFit: 'cover' }}
      data-testid={rest['data-testid']}
      preview={{
        // The thumbnail, enlarged, until the whole picture has come.
        src: whole.status === 'ready' ? whole.url : thumb.url,
        onVisibleChange: full === undefined ? (visible) => visible && setOpened(true) : undefined,
      }}
    />
  );
}
