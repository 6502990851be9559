import { HomePage, type HomeSubsystem } from '@/features/home';
import { useNavigationStore } from '@/features/navigation';
import { useSessionStore } from '@/features/session';
import { ALL_PERMISSION } from '@contract/system';
import { useT } from '@/shared/i18n';
import { usePermissionStore } from '@/shared/permissions';
import { openAlarmPanel, openTodos } from '@/shared/ui/shell-requests';
import { useCurrentFactory } from '@/shared/ui/current-factory';
import { useDocumentTitle } from '@/shared/ui/use-document-title';
import { useAppNavigate } from '@/shared/routes/use-app-navigate';

const QUICK_LINKS = 4;

/** The index route: composes home out of the session and navigation stores. */
export default function HomeRoute() {
  const t = useT();
  useDocumentTitle(t('route.home'));
  const navigate = useAppNavigate();
  const session = useSessionStore();
  const permissions = usePermissionStore((s) => s.permissions);
  const subsystems = useNavigationStore((s) => s.nav.subsystems);
  const choose = useNavigationStore((s) => s.choose);
  const { factoryId } = useCurrentFactory();

  const tiles: HomeSubsystem[] = subsystems.map((s) => {
    const visible = s.pages.filter((p) => !p.hidden);
    return {
      id: s.id,
      title: s.title,
      icon: s.icon,
      hidden: s.hidden,
      pageCount: visible.length,
      links: visible.slice(0, QUICK_LINKS).map((p) => ({ path: p.path, title: p.title })),
    };
  });

  return (
    <HomePage
      nickName={session.user?.nickName ?? ''}
      roleNames={session.roleNames}
      permissionCount={permissions.length}
      isAdmin={permissions.includes(ALL_PERMISSION)}
      subsystems={tiles}
      factoryId={factoryId}
      onEnter={(id) => {
        const first = choose(id);
        if (first) navigate(first);
      }}
      onOpen={(path) => navigate(path)}
      onOpenAlarms={(kind) => openAlarmPanel({ kind, factoryId })}
      onOpenTodos={openTodos}
    />
  );
}
