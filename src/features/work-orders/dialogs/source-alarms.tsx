/**
 * The alarms an order was raised from, in its detail (docs/alarms.md "Orders"): what the alarm said, its priority, when
 * it was raised and where it stands now, so whoever accepts the order knows whether accepting will release it (only a
 * cleared alarm is released by the acceptance). With `onOpenStory` and the journal's code, each opens its story on
 * 告警记录.
 */
import { Button, Space, Tag, Typography } from 'antd';
import type { WoSourceAlarm } from '@contract/work-order';
import { PERM } from '@contract/permissions';
import { PriorityTag } from '@/shared/alarm/priority';
import { useT, type MessageKey } from '@/shared/i18n';
import { usePermission } from '@/shared/permissions';

function stateOf(alarm: WoSourceAlarm): { key: MessageKey; color: string } {
  if (alarm.releasedAt) return { key: 'woDlg.alarm.released', color: 'default' };
  if (alarm.clearedAt) return { key: 'woDlg.alarm.cleared', color: 'green' };
  return { key: 'woDlg.alarm.active', color: 'red' };
}

export function SourceAlarms({
  alarms,
  onOpenStory,
}: {
  alarms: readonly WoSourceAlarm[];
  onOpenStory?: (alarmRecordId: number) => void;
}) {
  const t = useT();
  const can = usePermission();
  const linked = onOpenStory && can([PERM.ALARM_JOURNAL]);
  return (
    <Space direction="vertical" size={4} data-testid="wo-source-alarms">
      {alarms.map((alarm) => {
        const state = stateOf(alarm);
        return (
          <Space
            key={alarm.alarmRecordId}
            size={6}
            wrap
            data-testid={`wo-source-alarm-${alarm.alarmRecordId}`}
          >
            <PriorityTag priority={alarm.priority} />
            <Tag color={state.color}>{t(state.key)}</Tag>
            <Typography.Text>{alarm.content}</Typography.Text>
            <Typography.Text type="secondary">
              {t('woDlg.alarm.raisedAt', { time: alarm.raisedAt })}
            </Typography.Text>
            {linked && (
              <Button
                type="link"
                size="small"
                onClick={() => onOpenStory(alarm.alarmRecordId)}
                aria-label={t('woDlg.alarm.storyLabel', { id: alarm.alarmRecordId })}
              >
                {t('woDlg.alarm.story')}
              </Button>
            )}
          </Space>
        );
      })}
    </Space>
  );
}
