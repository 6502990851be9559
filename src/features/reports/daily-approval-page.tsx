/**
 * 日报审批 (docs/architecture.md §3 "Daily and weekly reports"): the daily reports waiting for the caller, each beside
 * the factory's previous daily report, approved or rejected (with an opinion) by the holders of PERM.DAILY_COMPLETE.
 */
import { Divider, Typography } from 'antd';
import type { DailyReport } from '@contract/report';
import { useT } from '@/shared/i18n';
import { ApprovalFrame } from './approval-frame';
import { joinTitle } from './report-titles';

function Remark({ report }: { report: DailyReport }) {
  const t = useT();
  return (
    <>
      <Divider orientation="start">{t('report.remark')}</Divider>
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{report.remark || '—'}</Typography.Paragraph>
    </>
  );
}

export default function DailyApprovalPage() {
  const t = useT();
  return (
    <ApprovalFrame
      kind="daily"
      titleOf={(r) => joinTitle(r.factoryName, t('report.dayTitle', { date: r.date }))}
      previousOf={(r) => r.previousDate}
      body={(r) => <Remark report={r} />}
    />
  );
}
