/**
 * The refusal of a download outside the secure space, explained (docs/secure-space.md): beside
 * 请在安全空间内下载文件, what the secure space is, how to start the helper (its configured address), and a link
 * to the docs. One notification at a time: a second refusal replaces the first.
 */
import { useEffect } from 'react';
import { App as AntApp, Typography } from 'antd';
import { useT } from '../i18n';
import { registerRefusalView } from './secure-space';
import { secureSpaceHelp } from './secure-space-helper';

const KEY = 'secure-space-refusal';
/** Long enough to read two sentences and reach the link. */
const DURATION_S = 10;

export function RefusalText({ url, helpUrl }: { url: string; helpUrl: string }) {
  const t = useT();
  return (
    <div data-testid="secure-space-refusal">
      <Typography.Paragraph style={{ marginBottom: 8 }}>{t('exports.refusal.what')}</Typography.Paragraph>
      <Typography.Paragraph style={{ marginBottom: 8 }}>
        {t('exports.refusal.how', { url: url || '—' })}
      </Typography.Paragraph>
      <Typography.Link href={helpUrl} target="_blank" rel="noopener noreferrer">
        {t('exports.refusal.help')}
      </Typography.Link>
    </div>
  );
}

/** Registers the explanation as the refusal's view while the app is mounted. */
export function SecureSpaceRefusalBridge() {
  const { notification } = AntApp.useApp();
  const t = useT();
  useEffect(() => {
    registerRefusalView(() => {
      const { url, helpUrl } = secureSpaceHelp();
      notification.warning({
        key: KEY,
        message: t('generic.download.secureSpace'),
        description: <RefusalText url={url} helpUrl={helpUrl} />,
        duration: DURATION_S,
      });
    });
    return () => registerRefusalView(null);
  }, [notification, t]);
  return null;
}
