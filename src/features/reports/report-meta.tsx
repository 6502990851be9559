/**
 * Where a report stands (the fields every report shares, ReportBase): its state, who filled and approved it and when,
 * the fill deadline, and, while it is rejected, the approver's opinion in front of the filler, who must act on it.
 */
import { Alert, Descriptions, Typography } from 'antd';
import { REPORT_STATUS, type DailyReport, type WeeklyReport } from '@contract/report';
import { useT } from '@/shared/i18n';
import { StatusTag } from './status-tag';

type AnyReport = DailyReport | WeeklyReport;

export function RejectedNotice({ report }: { report: AnyReport }) {
  const t = useT();
  if (report.status !== REPORT_STATUS.REJECTED || report.opinion === '') return null;
  return (
    <Alert
      type="error"
      showIcon
      style={{ marginBottom: 12 }}
      message={t('report.rejectOpinion')}
      description={
        <>
          <Typography.Paragraph strong style={{ marginBottom: 4, whiteSpace: 'pre-wrap' }}>
            {report.opinion}
          </Typography.Paragraph>
          {report.editable && <Typography.Text type="secondary">{t('report.rejectHint')}</Typography.Text>}
        </>
      }
    />
  );
}

export function ReportFacts({ report }: { report: AnyReport }) {
  const t = useT();
  const items = [
    { key: 'state', label: t('report.state'), children: <StatusTag status={report.status} /> },
    { key: 'due', label: t('report.due'), children: report.due },
    { key: 'filledBy', label: t('report.filledBy'), children: report.filledBy ?? '—' },
    { key: 'submittedAt', label: t('report.submittedAt'), children: report.submittedAt ?? '—' },
  ];
  if (report.approvedBy !== null || report.approvedAt !== null) {
    items.push(
      { key: 'approvedBy', label: t('report.approvedBy'), children: report.approvedBy ?? '—' },
      { key: 'approvedAt', label: t('report.approvedAt'), children: report.approvedAt ?? '—' },
    );
  }
  // Every breakpoint named: antd falls back to three columns for an unnamed one, which cut a date-time in two beside
  // the list from 1200 px, where the report has half the width (docs/layout.md).
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, sm: 2, md: 3, lg: 3, xl: 2, xxl: 3 }}
      items={items}
      style={{ marginBottom: 12 }}
    />
  );
}
