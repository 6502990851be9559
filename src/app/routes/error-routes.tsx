import { NotFoundPage, UnauthorizedPage } from '@/features/errors';
import { useT } from '@/shared/i18n';
import { useDocumentTitle } from '@/shared/ui/use-document-title';

export function NotFoundRoute() {
  const t = useT();
  useDocumentTitle(t('route.notFound'));
  return <NotFoundPage />;
}

export function UnauthorizedRoute() {
  const t = useT();
  useDocumentTitle(t('route.unauthorized'));
  return <UnauthorizedPage />;
}
