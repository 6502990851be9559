/**
 * The daily filling page's month: a compact grid of weeks from Monday, each day up to today with its report's state
 * (未填报 / 草稿 / 待审批 / 已通过 / 已驳回), overdue days outlined in the error colour and a count of flagged figures.
 * Colours are antd tokens, so the grid follows the light and dark theme.
 */
import { theme } from 'antd';
import type { CSSProperties } from 'react';
import type { ReportPeriod } from '@contract/report';
import { useT } from '@/shared/i18n';
import { monthGrid, statusKey, type DayCell } from './report-calendar';
import { FlagCount, OverdueMark, StatusTag } from './status-tag';

export interface MonthCalendarProps {
  month: string;
  periods: readonly ReportPeriod[];
  selected: string | null;
  onSelect: (date: string) => void;
}

const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

function Day({
  cell,
  selected,
  onSelect,
}: {
  cell: DayCell;
  selected: boolean;
  onSelect: (date: string) => void;
}) {
  const t = useT();
  const { token } = theme.useToken();
  const { period } = cell;
  const style: CSSProperties = {
    borderColor: selected
      ? token.colorPrimary
      : period?.overdue
        ? token.colorError
        : token.colorBorderSecondary,
    background: selected ? token.colorPrimaryBg : token.colorBgContainer,
    color: token.colorText,
    borderRadius: token.borderRadiusSM,
    boxShadow: selected ? `0 0 0 1px ${token.colorPrimary}` : undefined,
  };
  if (!period) {
    return (
      <div className="report-day report-day--closed" style={style} title={t('report.notOpen')}>
        <span className="report-day__number">{cell.day}</span>
      </div>
    );
  }
  return (
    <button
      type="button"
      className="report-day"
      style={style}
      aria-pressed={selected}
      aria-label={[cell.date, t(statusKey(period.status)), period.overdue ? t('report.overdue') : '']
        .filter(Boolean)
        .join(' ')}
      data-date={cell.date}
      onClick={() => onSelect(cell.date)}
    >
      <span className="report-day__head">
        <span className="report-day__number">{cell.day}</span>
        <FlagCount count={period.flagged} />
      </span>
      <StatusTag status={period.status} compact />
      {period.overdue && <OverdueMark />}
    </button>
  );
}

export function MonthCalendar({ month, periods, selected, onSelect }: MonthCalendarProps) {
  const t = useT();
  const { token } = theme.useToken();
  return (
    <div className="report-calendar" role="group" aria-label={t('report.calendar')}>
      {WEEKDAYS.map((d) => (
        <div key={d} className="report-calendar__weekday" style={{ color: token.colorTextSecondary }}>
          {t(`report.weekday.${d}`)}
        </div>
      ))}
      {monthGrid(month, periods).flatMap((week, w) =>
        week.map((cell, d) =>
          cell === null ? (
            <div key={`pad-${w}-${d}`} aria-hidden />
          ) : (
            <Day key={cell.date} cell={cell} selected={cell.date === selected} onSelect={onSelect} />
          ),
        ),
      )}
    </div>
  );
}
