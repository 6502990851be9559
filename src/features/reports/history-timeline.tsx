/** The approval history of a report (ReportHistoryEntry): who submitted, approved or rejected it, when, and why. */
import { Empty, Timeline, Typography } from 'antd';
import type { ReportHistoryEntry } from '@contract/report';
import { useT } from '@/shared/i18n';

/** antd's preset names: the timeline maps them to the theme's primary, success and error colours. */
const COLOR: Readonly<Record<ReportHistoryEntry['action'], string>> = {
  submit: 'blue',
  approve: 'green',
  reject: 'red',
};

export function HistoryTimeline({ history }: { history: readonly ReportHistoryEntry[] }) {
  const t = useT();
  if (history.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('report.historyEmpty')} />;
  }
  return (
    <Timeline
      items={history.map((entry, i) => ({
        key: `${entry.at}-${i}`,
        color: COLOR[entry.action],
        children: (
          <div className="report-history__entry">
            <Typography.Text strong>{t(`report.action.${entry.action}`)}</Typography.Text>{' '}
            <Typography.Text>{entry.by}</Typography.Text>{' '}
            <Typography.Text type="secondary">{entry.at}</Typography.Text>
            {entry.opinion !== '' && (
              <Typography.Paragraph style={{ marginBottom: 0, whiteSpace: 'pre-wrap' }}>
                {entry.opinion}
              </Typography.Paragraph>
            )}
          </div>
        ),
      }))}
    />
  );
}
