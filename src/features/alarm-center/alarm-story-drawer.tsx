/**
 * One alarm's full story (docs/alarms.md "Journal"): every event from its raising on, oldest first, with who did it
 * (the system when nobody did) and the note or reason given; a page of events at a time, the rest on 加载更多.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, Descriptions, Drawer, Empty, Spin, Tag, Timeline, Typography } from 'antd';
import { useT } from '@/shared/i18n';
import { alarmJournalKeys, fetchAlarmStory, STORY_PAGE_SIZE } from './api';
import { EVENT_COLOR, EVENT_LABEL, PRIORITY_COLOR, PRIORITY_LABEL } from './labels';

export function AlarmStoryDrawer({
  alarmRecordId,
  onClose,
}: {
  alarmRecordId: number | null;
  onClose: () => void;
}) {
  const t = useT();
  const story = useInfiniteQuery({
    queryKey: alarmJournalKeys.story(alarmRecordId ?? 0),
    queryFn: ({ pageParam }) => fetchAlarmStory(alarmRecordId ?? 0, pageParam),
    initialPageParam: 1,
    // events are only ever added at the end of a story, so page N + 1 continues page N
    getNextPageParam: (last, pages, lastParam) =>
      pages.length * STORY_PAGE_SIZE < last.total ? lastParam + 1 : undefined,
    enabled: alarmRecordId !== null,
  });
  const events = story.data?.pages.flatMap((p) => p.rows) ?? [];
  const total = story.data?.pages.at(-1)?.total ?? 0;
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
          {story.hasNextPage && (
            <Button
              block
              loading={story.isFetchingNextPage}
              onClick={() => void story.fetchNextPage()}
              data-testid="alarm-story-more"
            >
              {t('alarmJournal.storyMore', { shown: events.length, total })}
            </Button>
          )}
        </>
      )}
    </Drawer>
  );
}
