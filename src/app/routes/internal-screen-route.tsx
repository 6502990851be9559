/**
 * `/InternalLargeScreen` inside the console (docs/architecture.md §1: the top bar's 数据大屏 button opens it, kept alive
 * as a tab). The screen refreshes shortly after the console's live state moves; that state belongs to other features
 * (the alarm store's window, the live store's message counts, moved by order and task messages), so it is composed
 * here, where features meet (docs/architecture.md §2), and handed in as one pulse.
 */
import InternalScreenPage from '@/features/big-screens/internal-screen-page';
import { useAlarmStore } from '@/features/alarms/alarm-store';
import { useLiveStore } from '@/features/messages/live/live-store';
import { useT } from '@/shared/i18n';
import { useDocumentTitle } from '@/shared/ui/use-document-title';

export default function InternalScreenRoute() {
  const t = useT();
  useDocumentTitle(t('route.internalLargeScreen'));
  const alarmsAt = useAlarmStore((s) => s.fetchedAt);
  const counts = useLiveStore((s) => s.counts);
  return <InternalScreenPage pulse={`${alarmsAt ?? ''}|${JSON.stringify(counts)}`} />;
}
