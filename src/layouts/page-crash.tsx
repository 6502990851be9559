import { Button, Typography, theme } from 'antd';
import { CloseCircleFilled } from '@ant-design/icons';
import type { FallbackProps } from 'react-error-boundary';
import { useT } from '@/shared/i18n';

/**
 * A crashed page shows this inside the layout; the shell keeps working. Laid out like antd's error Result, which is
 * not used: its module carries three large illustrations that every shell load would fetch for a page that
 * rarely crashes (docs/architecture.md §4 "Bundles").
 */
export function PageCrash({ error, resetErrorBoundary }: FallbackProps) {
  const t = useT();
  const { token } = theme.useToken();
  const message = error instanceof Error ? error.message : String(error);
  return (
    <div className="woms-page-crash" role="alert" data-testid="page-crash">
      <CloseCircleFilled className="woms-page-crash__icon" style={{ color: token.colorError }} />
      <Typography.Title level={3}>{t('http.unknown')}</Typography.Title>
      <Typography.Paragraph type="secondary">{message}</Typography.Paragraph>
      <Button type="primary" onClick={resetErrorBoundary}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
