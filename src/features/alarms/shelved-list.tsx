/**
 * The 已搁置 tab of the alarm panel (docs/alarms.md "Shelving"): the caller's shelved alarms, the shelve ending
 * soonest first, with who shelved them and why, and 取消搁置 (back in the window, unacknowledged). Fetched at each
 * opening of the tab and after a shelve or an unshelve (alarmKeys.shelved).
 */
import { Button, Empty, Spin, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useT } from '@/shared/i18n';
import { fetchShelved } from './api';
import { ALARM_PRIORITY_COLOR } from './alarm-row';
import { alarmKeys } from './query-keys';
import { useAlarmActions } from './use-alarm-actions';

const nothing = () => undefined;

export function ShelvedList() {
  const t = useT();
  const { data, isPending } = useQuery({ queryKey: alarmKeys.shelved, queryFn: fetchShelved, staleTime: 0 });
  const { busy, unshelve } = useAlarmActions(nothing);
  if (isPending)
    return (
      <div className="woms-alarm-panel__loading">
        <Spin size="small" /> {t('common.loading')}
      </div>
    );
  if (!data || data.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('alarms.shelvedEmpty')} />;
  return (
    <div className="woms-alarm-shelved" data-testid="alarm-shelved">
      {data.map((a) => (
        <div key={a.alarmRecordId} className="woms-alarm-row" data-testid="alarm-shelved-row">
          <div className="woms-alarm-row__body">
            <div className="woms-alarm-row__head">
              <Tag color={ALARM_PRIORITY_COLOR[a.priority]}>
                {t(`alarms.priority.${a.priority}` as const)}
              </Tag>
              <Tag>{t(`alarms.kind.${a.windowAlarmType}` as const)}</Tag>
              <strong className="woms-alarm-row__device" title={a.deviceName}>
                {a.deviceName}
              </strong>
            </div>
            <span className="woms-alarm-row__line woms-alarm-row__line--muted">
              {a.factoryName} · {a.deviceCode} · {a.content}
            </span>
            <span className="woms-alarm-row__line" title={a.shelveReason}>
              {t('alarms.shelvedBy', { who: a.shelvedBy ?? '', reason: a.shelveReason })}
            </span>
            <div className="woms-alarm-row__foot">
              <Tag bordered={false} color="warning">
                {t('alarms.shelvedUntil', { time: (a.shelvedUntil ?? '').slice(5, 16) })}
              </Tag>
              <span className="woms-alarm-row__actions">
                <Button
                  size="small"
                  type="link"
                  disabled={busy}
                  onClick={() => void unshelve([a.alarmRecordId])}
                >
                  {t('alarms.unshelve')}
                </Button>
              </span>
            </div>
          </div>
        </div>
      ))}
    </div>
  );
}
