/**
 * The weekly filling page's month: its weeks (Monday in the month, up to this week), each with its ISO week, its days
 * and its report's state, overdue and flagged marks as on the daily calendar.
 */
import { Empty, theme } from 'antd';
import dayjs from 'dayjs';
import type { ReportPeriod } from '@contract/report';
import { weekLabel } from '@/shared/form';
import { useT } from '@/shared/i18n';
import { statusKey, weekRows } from './report-calendar';
import { FlagCount, OverdueMark, StatusTag } from './status-tag';

export interface WeekListProps {
  periods: readonly ReportPeriod[];
  selected: string | null;
  onSelect: (monday: string) => void;
}

export function WeekList({ periods, selected, onSelect }: WeekListProps) {
  const t = useT();
  const { token } = theme.useToken();
  const rows = weekRows(periods);
  if (rows.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common.noData')} />;
  return (
    <ul className="report-weeks" aria-label={t('report.weeks')}>
      {rows.map(({ monday, sunday, period }) => {
        const isSelected = monday === selected;
        const range = t('report.weekRange', { start: monday.slice(5), end: sunday.slice(5) });
        return (
          <li key={monday}>
            <button
              type="button"
              className="report-week"
              data-date={monday}
              aria-pressed={isSelected}
              aria-label={[
                weekLabel(dayjs(monday), t('generic.week')),
                range,
                t(statusKey(period.status)),
              ].join(' ')}
              onClick={() => onSelect(monday)}
              style={{
                borderColor: isSelected
                  ? token.colorPrimary
                  : period.overdue
                    ? token.colorError
                    : token.colorBorderSecondary,
                background: isSelected ? token.colorPrimaryBg : token.colorBgContainer,
                color: token.colorText,
                borderRadius: token.borderRadius,
              }}
            >
              <span className="report-week__name">
                <strong>{weekLabel(dayjs(monday), t('generic.week'))}</strong>
                <span style={{ color: token.colorTextSecondary }}>{range}</span>
              </span>
              <span className="report-week__state">
                <FlagCount count={period.flagged} />
                {period.overdue && <OverdueMark />}
                <StatusTag status={period.status} />
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
