import { Button, Result } from 'antd';
import { useT } from '@/shared/i18n';
import { ROUTE_PATHS } from '@/shared/routes/paths';
import { useAppNavigate } from '@/shared/routes/use-app-navigate';

function BackHome() {
  const t = useT();
  const navigate = useAppNavigate();
  return (
    <Button type="primary" onClick={() => navigate(ROUTE_PATHS.ROOT)}>
      {t('common.backHome')}
    </Button>
  );
}

export function NotFoundPage() {
  const t = useT();
  return <Result status="404" title="404" subTitle={t('page.notFound.text')} extra={<BackHome />} />;
}

export function UnauthorizedPage() {
  const t = useT();
  return <Result status="403" title="401" subTitle={t('page.unauthorized.text')} extra={<BackHome />} />;
}

/** A menu whose component the console does not know: a not-found view inside the layout, never a crash. */
export function UnknownComponentPage({ component }: { component: string }) {
  const t = useT();
  return (
    <Result
      status="404"
      title={t('route.notFound')}
      subTitle={t('page.unknownComponent', { component })}
      extra={<BackHome />}
    />
  );
}
