/**
 * `/InternalLargeScreen` inside the console (docs/architecture.md §1: the top bar's 数据大屏 button opens it, kept alive
 * as a tab). The screen follows the live frames itself (src/shared/live), so nothing is composed here.
 */
import InternalScreenPage from '@/features/big-screens/internal-screen-page';
import { useT } from '@/shared/i18n';
import { useDocumentTitle } from '@/shared/ui/use-document-title';

export default function InternalScreenRoute() {
  const t = useT();
  useDocumentTitle(t('route.internalLargeScreen'));
  return <InternalScreenPage />;
}
