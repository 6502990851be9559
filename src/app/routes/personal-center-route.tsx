import { PersonalCenterPage } from '@/features/profile';
import { useSessionStore } from '@/features/session';
import { useT } from '@/shared/i18n';
import { useDocumentTitle } from '@/shared/ui/use-document-title';

export default function PersonalCenterRoute() {
  const t = useT();
  useDocumentTitle(t('route.personalCenter'));
  const user = useSessionStore((s) => s.user);
  const refreshUser = useSessionStore((s) => s.refreshUser);
  return <PersonalCenterPage user={user} onChanged={() => void refreshUser().catch(() => undefined)} />;
}
