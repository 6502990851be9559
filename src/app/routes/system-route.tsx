import { useNavigationStore } from '@/features/navigation';
import { useSessionStore } from '@/features/session';
import { SystemChooserPage } from '@/features/system-chooser';
import { useT } from '@/shared/i18n';
import { ROUTE_PATHS } from '@/shared/routes/paths';
import { useDocumentTitle } from '@/shared/ui/use-document-title';
import { useAppNavigate } from '@/shared/routes/use-app-navigate';
import { signOut } from '../session';

export default function SystemRoute() {
  const t = useT();
  useDocumentTitle(t('route.system'));
  const navigate = useAppNavigate();
  const subsystems = useNavigationStore((s) => s.nav.subsystems);
  const choose = useNavigationStore((s) => s.choose);
  const nickName = useSessionStore((s) => s.user?.nickName ?? '');
  return (
    <SystemChooserPage
      nickName={nickName}
      subsystems={subsystems.map((s) => ({
        id: s.id,
        title: s.title,
        icon: s.icon,
        pageCount: s.pages.length,
      }))}
      onChoose={(id) => navigate(choose(id) ?? ROUTE_PATHS.INDEX)}
      onLogout={() => void signOut()}
    />
  );
}
