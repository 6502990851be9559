import { lazy } from 'react';
import { useParams } from 'react-router-dom';
import { NotFoundPage } from '@/features/errors';
import { useT } from '@/shared/i18n';
import { useDocumentTitle } from '@/shared/ui/use-document-title';

const GenEditPage = lazy(() => import('@/features/system-admin/gen/gen-edit-page'));

/** /gen/edit/{tableId}: the id must be numeric (docs/requirements.md §2). */
export default function GenEditRoute() {
  const t = useT();
  useDocumentTitle(t('route.genEdit'));
  const { tableId = '' } = useParams();
  return /^\d+$/.test(tableId) ? <GenEditPage /> : <NotFoundPage />;
}
