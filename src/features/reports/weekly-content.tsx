/** What a weekly report holds besides its state, as read: the rolled-up figures and the text sections. */
import { Descriptions, Typography } from 'antd';
import { WEEKLY_SECTIONS, type WeeklyReport } from '@contract/report';
import { useT } from '@/shared/i18n';
import { figureRows } from './figure-rows';
import { FigureView } from './figure-view';

/** How many daily reports the week's figures are rolled up from. */
export function DaysNote({ days }: { days: number }) {
  const t = useT();
  return (
    <Typography.Paragraph type="secondary" style={{ margin: '8px 0' }}>
      <Typography.Text strong>{t('report.days', { days })}</Typography.Text> · {t('report.daysHint')}
    </Typography.Paragraph>
  );
}

/** The rolled-up figures, read-only. */
export function WeeklyFigures({ report }: { report: WeeklyReport }) {
  return (
    <>
      <DaysNote days={report.days} />
      <FigureView rows={figureRows(report.plantKind, report.figures)} />
    </>
  );
}

/** The text sections as written; shared with the approval side. */
export function WeeklySections({ report }: { report: WeeklyReport }) {
  const t = useT();
  return (
    <Descriptions
      bordered
      size="small"
      column={1}
      styles={{ label: { width: 150 } }}
      items={WEEKLY_SECTIONS.map((s) => ({
        key: s.key,
        label: t(`report.section.${s.key}`),
        children: <span style={{ whiteSpace: 'pre-wrap' }}>{report[s.key] || '—'}</span>,
      }))}
    />
  );
}
