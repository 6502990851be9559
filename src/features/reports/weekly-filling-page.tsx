/**
 * 周报填报 (docs/architecture.md §3 "Daily and weekly reports"): a factory's weeks of the month (a week belongs to the
 * month of its Monday) and the chosen week's report, filled by the holders of PERM.WEEKLY_EDIT while it is editable.
 * A message link (?factoryId=&time= the week's first day, docs/requirements.md §2 "Message drawer") opens that week.
 */
import { PERM } from '@contract/permissions';
import type { WeeklyReport } from '@contract/report';
import { useT } from '@/shared/i18n';
import { usePermission } from '@/shared/permissions';
import { fetchWeeklyForm } from './api';
import { FillFrame } from './fill-frame';
import { joinTitle } from './report-titles';
import { useFillPage } from './use-fill-page';
import { useSavedReport, type PeriodKey } from './use-saved-report';
import { WeekList } from './week-list';
import { sundayOf } from './week-dates';
import { WeeklyEditor } from './weekly-editor';

const loadWeekly = ({ factoryId, date }: PeriodKey) => fetchWeeklyForm({ factoryId, week: date });

export default function WeeklyFillingPage() {
  const t = useT();
  const can = usePermission();
  const page = useFillPage('weekly');
  const { report, loading, replace, reload } = useSavedReport(page.factoryId, page.date, loadWeekly);
  const { refreshCalendar } = page;

  const saved = (next: WeeklyReport) => {
    replace(next);
    refreshCalendar();
  };

  const title =
    page.date === null
      ? null
      : joinTitle(
          report?.factoryName ?? page.factoryName,
          t('report.weekTitle', { start: page.date, end: sundayOf(page.date) }),
        );

  return (
    <FillFrame
      kind="weekly"
      page={page}
      periods={
        <WeekList periods={page.calendar?.periods ?? []} selected={page.date} onSelect={page.choose} />
      }
      title={title}
      loading={loading}
      onReload={() => {
        reload();
        refreshCalendar();
      }}
    >
      {report && (
        <WeeklyEditor
          key={`${report.factoryId}:${report.week}:${report.version}:${report.status}`}
          report={report}
          canFill={can(PERM.WEEKLY_EDIT)}
          onSaved={saved}
        />
      )}
    </FillFrame>
  );
}
