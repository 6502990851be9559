/**
 * 日报填报 (docs/architecture.md §3 "Daily and weekly reports"): a factory's month as a calendar of its days' reports,
 * and the chosen day's report, filled by the holders of PERM.DAILY_IMPORT while it is editable. A message link
 * (?factoryId=&time=, docs/requirements.md §2 "Message drawer") opens that factory and day.
 */
import { PERM } from '@contract/permissions';
import type { DailyReport } from '@contract/report';
import { useT } from '@/shared/i18n';
import { usePermission } from '@/shared/permissions';
import { fetchDailyForm } from './api';
import { DailyEditor } from './daily-editor';
import { FillFrame } from './fill-frame';
import { joinTitle } from './report-titles';
import { MonthCalendar } from './month-calendar';
import { useFillPage } from './use-fill-page';
import { useSavedReport, type PeriodKey } from './use-saved-report';

const loadDaily = ({ factoryId, date }: PeriodKey) => fetchDailyForm({ factoryId, date });

export default function DailyFillingPage() {
  const t = useT();
  const can = usePermission();
  const page = useFillPage('daily');
  const { report, loading, replace, reload } = useSavedReport(page.factoryId, page.date, loadDaily);
  const { refreshCalendar } = page;

  const saved = (next: DailyReport) => {
    replace(next);
    refreshCalendar();
  };

  return (
    <FillFrame
      kind="daily"
      page={page}
      periods={
        <MonthCalendar
          month={page.month}
          periods={page.calendar?.periods ?? []}
          selected={page.date}
          onSelect={page.choose}
        />
      }
      title={
        page.date === null
          ? null
          : joinTitle(report?.factoryName ?? page.factoryName, t('report.dayTitle', { date: page.date }))
      }
      loading={loading}
      onReload={() => {
        reload();
        refreshCalendar();
      }}
    >
      {report && (
        <DailyEditor
          key={`${report.factoryId}:${report.date}:${report.version}:${report.status}`}
          report={report}
          canFill={can(PERM.DAILY_IMPORT)}
          onSaved={saved}
        />
      )}
    </FillFrame>
  );
}
