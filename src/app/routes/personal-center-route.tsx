// The page's own module, not the feature's entry: that one is the shell's (docs/architecture.md §4 "Bundles").
import { PersonalCenterPage } from '@/features/profile/personal-center-page';
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
