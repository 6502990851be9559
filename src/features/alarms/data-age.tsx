/** How old the alarms on screen are (更新于 3 分钟前), the server's time on hover (age.ts). */
import { useAlarmWindow } from './alarm-window';
import { ageOf } from './age';
import { useT } from '@/shared/i18n';
import { useClock } from '@/shared/ui/use-clock';

export function DataAge() {
  const t = useT();
  const { fetchedAt, serverTime } = useAlarmWindow();
  const now = useClock(30_000);
  if (fetchedAt === null) return null;
  const age = ageOf(fetchedAt, now.getTime());
  const text =
    age.unit === 'now' ? t('alarms.updated.now') : t(`alarms.updated.${age.unit}` as const, { n: age.n });
  return (
    <span
      className="woms-alarm-age"
      title={t('alarms.serverTime', { time: serverTime ?? '' })}
      data-testid="alarm-age"
    >
      {text}
    </span>
  );
}
