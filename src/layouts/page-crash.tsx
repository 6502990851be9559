import { Button, Result } from 'antd';
import type { FallbackProps } from 'react-error-boundary';
import { useT } from '@/shared/i18n';

/** A crashed page shows this inside the layout; the shell keeps working. */
export function PageCrash({ error, resetErrorBoundary }: FallbackProps) {
  const t = useT();
  const message = error instanceof Error ? error.message : String(error);
  return (
    <Result
      status="error"
      title={t('http.unknown')}
      subTitle={message}
      extra={
        <Button type="primary" onClick={resetErrorBoundary}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}
