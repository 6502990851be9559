/**
 * One alarm's full story (docs/alarms.md "Journal"): every event from its raising on, oldest first, with who did it
 * (the system when nobody did) and the note or reason given.
 */
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Drawer, Empty, Spin, Tag, Timeline, Typography } from 'antd';
import { useT } from '@/shared/i18n';
import { alarmJournalKeys, fetchAlarmStory } from './api';
import { EVENT_COLOR, EVENT_LABEL, PRIORITY_COLOR, PRIORITY_LABEL } from './labels';

export function AlarmStoryDrawer({
  alarmRecordId,
  onClose,
}: {
  alarmRecordId: number | null;
  onClose: () => void;
}) {
  const t = useT();
  const story = useQuery({
    queryKey: alarmJournalKeys.story(alarmRecordId ?? 0),
    queryFn: () => fetchAlarmStory(alarmRecordId ?? 0),
    enabled: alarmRecordId !== null,
  });
  const events = story.data?.rows ?? [];
  const first = events[0];
  return (
    <Drawer
      open={alarmRecordId !== null}
      onClose={onClose}
      width={520}
      title={t('alarmJournal.storyTitle', { id: alarmRecordId ?? '' })}
      data-testid="alarm-story"
      destroyOnHidden
    >
      {story.isLoading && <Spin />}
      {!story.isLoading && events.length === 0 && <Empty />}
      {first && (
        <>
          <Descriptions size="small" column={1} style={{ marginBottom: 16 }}>
            <Descriptions.Item label={t('alarmJournal.factory')}>{first.factoryName}</Descriptions.Item>
            <Descriptions.Item label={t('alarmJournal.device')}>
              {first.deviceCode} {first.deviceName}
            </Descriptions.Item>
            <Descriptions.Item label={t('alarmJournal.kind')}>
              {t(`alarms.kind.${first.kind}`)}
            </Descriptions.Item>
            <Descriptions.Item label={t('alarmJournal.priority')}>
              <Tag color={PRIORITY_COLOR[first.priority]}>{t(PRIORITY_LABEL[first.priority])}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('alarmJournal.content')}>{first.content}</Descriptions.Item>
          </Descriptions>
          <Timeline
            items={events.map((e) => ({
              key: e.eventId,
              color: EVENT_COLOR[e.event],
              children: (
                <div data-testid="alarm-story-event">
                  <Typography.Text strong>{t(EVENT_LABEL[e.event])}</Typography.Text>{' '}
                  <Typography.Text type="secondary">
                    {e.at} · {e.userName ?? t('alarmJournal.system')}
                  </Typography.Text>
                  {e.note && <div style={{ whiteSpace: 'pre-wrap' }}>{e.note}</div>}
                </div>
              ),
            }))}
          />
        </>
      )}
    </Drawer>
  );
}
