/**
 * The reading query, pure (docs/architecture.md §3 "Energy"): the default range, what the server would refuse (no
 * meter, too many, a reversed or too long range) and the chart of the answer, one axis per unit.
 */
import type { Dayjs } from 'dayjs';
import { ENERGY_RULE, type ReadingSeries, type ReadingSeriesQuery } from '@contract/energy';
import type { ChartOption, ChartTheme } from '@/shared/charts';
import { t } from '@/shared/i18n';

export type ReadingRange = [Dayjs, Dayjs];

/** The last seven days up to the end of the current hour. */
export function defaultReadingRange(now: Dayjs): ReadingRange {
  const end = now.startOf('hour').add(1, 'hour');
  return [end.subtract(7, 'day'), end];
}

export type ReadingProblem =
  | { key: 'energy.reading.pickMeters' }
  | { key: 'energy.reading.tooMany'; count: number }
  | { key: 'energy.reading.tooLong'; count: number };

/** The first thing the server would refuse, or null. */
export function readingProblem(meterIds: number[], [start, end]: ReadingRange): ReadingProblem | null {
  if (meterIds.length === 0) return { key: 'energy.reading.pickMeters' };
  if (meterIds.length > ENERGY_RULE.MAX_READING_METERS)
    return { key: 'energy.reading.tooMany', count: ENERGY_RULE.MAX_READING_METERS };
  if (end.diff(start, 'day', true) > ENERGY_RULE.MAX_READING_DAYS)
    return { key: 'energy.reading.tooLong', count: ENERGY_RULE.MAX_READING_DAYS };
  return null;
}

/** A reversed pick is read the right way round rather than refused. */
export function toSeriesQuery(meterIds: number[], [a, b]: ReadingRange): ReadingSeriesQuery {
  const [start, end] = a.isAfter(b) ? [b, a] : [a, b];
  return { meterIds, start: start.toISOString(), end: end.toISOString() };
}

const axisStyle = (theme: ChartTheme) => ({
  axisLabel: { color: theme.subtle },
  axisLine: { lineStyle: { color: theme.line } },
  splitLine: { lineStyle: { color: theme.line } },
  nameTextStyle: { color: theme.subtle },
});

/**
 * One line per meter on a time axis; meters sharing a unit share a value axis (the first on the left, the others on
 * the right, stepped outwards), so kWh and m³ never share a scale.
 */
export function seriesOption(series: ReadingSeries[], theme: ChartTheme): ChartOption {
  const units = [...new Set(series.map((s) => s.unit))];
  return {
    color: theme.palette,
    tooltip: { trigger: 'axis' },
    legend: { top: 0, type: 'scroll', textStyle: { color: theme.text } },
    grid: { left: 64, right: 24 + 64 * Math.max(units.length - 1, 0), top: 36, bottom: 64 },
    dataZoom: [{ type: 'inside' }, { type: 'slider', bottom: 8 }],
    xAxis: { type: 'time', ...axisStyle(theme) },
    yAxis: units.map((unit, i) => ({
      type: 'value' as const,
      name: unit,
      position: i === 0 ? ('left' as const) : ('right' as const),
      offset: i === 0 ? 0 : 64 * (i - 1),
      scale: true,
      ...axisStyle(theme),
      ...(i === 0 ? {} : { splitLine: { show: false } }),
    })),
    series: series.map((s) => ({
      type: 'line' as const,
      name: t('common.withNote', { text: s.name, note: s.code }),
      showSymbol: false,
      yAxisIndex: units.indexOf(s.unit),
      data: s.points,
    })),
  };
}
