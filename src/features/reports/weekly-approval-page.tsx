/**
 * 周报审批 (docs/architecture.md §3 "Daily and weekly reports"): the weekly reports waiting for the caller, each beside
 * the factory's previous weekly report, with the week's sections, approved or rejected (with an opinion) by the holders
 * of PERM.WEEKLY_APPROVE.
 */
import { Divider } from 'antd';
import type { WeeklyReport } from '@contract/report';
import { useT } from '@/shared/i18n';
import { ApprovalFrame } from './approval-frame';
import { joinTitle } from './report-titles';
import { DaysNote, WeeklySections } from './weekly-content';

function WeekBody({ report }: { report: WeeklyReport }) {
  const t = useT();
  return (
    <>
      <DaysNote days={report.days} />
      <Divider orientation="start">{t('report.sections')}</Divider>
      <WeeklySections report={report} />
    </>
  );
}

export default function WeeklyApprovalPage() {
  const t = useT();
  return (
    <ApprovalFrame
      kind="weekly"
      titleOf={(r) => joinTitle(r.factoryName, t('report.weekTitle', { start: r.week, end: r.weekEnd }))}
      previousOf={(r) => r.previousWeek}
      body={(r) => <WeekBody report={r} />}
    />
  );
}
