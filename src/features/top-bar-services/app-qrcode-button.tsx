/**
 * The top bar's QR button (docs/requirements.md §7 "GET /api/system/query/app/qrcode/1"; docs/architecture.md §4
 * "Top bar services"): a popover with the QR code of the mobile app's download address and the address as
 * text. Absent when the server has no address configured.
 */
import { Popover, Spin, Typography } from 'antd';
import { QrcodeOutlined } from '@ant-design/icons';
import { useT } from '@/shared/i18n';
// The hook's own module: the upload entry would bring the upload control and the image viewer into the shell.
import { useBlobUrl } from '@/shared/upload/use-file-url';
import { fetchAppQrcode } from './api';
import { useConsoleSettings } from './use-console-settings';
import './top-bar-services.css';

const QRCODE_KEY = 'app-qrcode';

/** The popover's content: the image is fetched when it first shows, once, and kept while the shell lives. */
function AppQrcode({ url }: { url: string }) {
  const t = useT();
  const image = useBlobUrl(QRCODE_KEY, fetchAppQrcode);
  return (
    <div className="woms-app-qrcode" data-testid="app-qrcode-popover">
      <div className="woms-app-qrcode__image">
        {image.status === 'ready' && (
          <img src={image.url} alt={t('topBar.appQrcode.alt')} data-testid="app-qrcode-image" />
        )}
        {image.status === 'loading' && <Spin />}
        {image.status === 'failed' && (
          <Typography.Text type="secondary">{t('topBar.appQrcode.failed')}</Typography.Text>
        )}
      </div>
      <Typography.Text className="woms-app-qrcode__url" copyable data-testid="app-qrcode-url">
        {url}
      </Typography.Text>
    </div>
  );
}

export interface AppQrcodeButtonProps {
  /** lets the shell style it like its other header tools */
  className?: string;
}

export function AppQrcodeButton({ className }: AppQrcodeButtonProps) {
  const t = useT();
  const url = useConsoleSettings()?.appDownloadUrl ?? null;
  if (url === null) return null;
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      title={t('topBar.appQrcode.scan')}
      // The popup (and so the image's fetch) is made at the first opening and then kept.
      content={<AppQrcode url={url} />}
    >
      <button
        type="button"
        className={className}
        aria-label={t('topBar.appQrcode')}
        data-testid="app-qrcode-button"
      >
        <QrcodeOutlined />
      </button>
    </Popover>
  );
}
