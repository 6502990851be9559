/**
 * The 告警分析 page's chart options (docs/alarms.md "Analysis"), pure so that they are tested without drawing:
 * alarms per hour (per day over more than two weeks) against what an operator can handle, the priority mix against its target, the bad actors.
 */
import { ALARM_LOAD, type AlarmAnalysis } from '@contract/alarm';
import type { ChartOption, ChartTheme } from '@/shared/charts';

const axisText = (theme: ChartTheme) => ({ color: theme.subtle });

/** Beyond this many hours (two weeks) the load chart draws days: 2,160 hourly bars over 90 days read as noise. */
export const DAILY_FROM_HOURS = 14 * 24;

export interface LoadSeries {
  unit: 'hour' | 'day';
  points: { at: string; count: number }[];
}

/** The alarms per hour of the range, or per China day ('YYYY-MM-DD') once the range is longer than two weeks. */
export function loadSeries(a: AlarmAnalysis): LoadSeries {
  if (a.hourly.length <= DAILY_FROM_HOURS) return { unit: 'hour', points: a.hourly };
  const days = new Map<string, number>();
  for (const h of a.hourly) {
    const day = h.at.slice(0, 10);
    days.set(day, (days.get(day) ?? 0) + h.count);
  }
  return { unit: 'day', points: [...days].map(([at, count]) => ({ at, count })) };
}

export function hourlyOption(
  a: AlarmAnalysis,
  theme: ChartTheme,
  names: { alarms: string; manageable: string },
): ChartOption {
  const { unit, points } = loadSeries(a);
  // What an operator can handle (1 per 10 minutes) over the bar's period: 6 an hour, 144 a day.
  const manageable = ALARM_LOAD.MANAGEABLE_PER_10_MIN * (unit === 'hour' ? 6 : 144);
  return {
    color: [theme.palette[0] ?? '#1677ff', theme.palette[3] ?? '#ff4d4f'],
    tooltip: { trigger: 'axis' },
    legend: { top: 0, textStyle: { color: theme.text } },
    grid: { left: 40, right: 16, top: 36, bottom: 56 },
    dataZoom: [{ type: 'inside' }, { type: 'slider', height: 18, bottom: 8 }],
    xAxis: { type: 'category', data: points.map((h) => h.at), axisLabel: axisText(theme) },
    yAxis: {
      type: 'value',
      minInterval: 1,
      axisLabel: axisText(theme),
      splitLine: { lineStyle: { color: theme.line } },
    },
    series: [
      { name: names.alarms, type: 'bar', data: points.map((h) => h.count) },
      {
        name: names.manageable,
        type: 'line',
        symbol: 'none',
        lineStyle: { type: 'dashed' },
        data: points.map(() => manageable),
      },
    ],
  };
}

export function priorityOption(
  a: AlarmAnalysis,
  theme: ChartTheme,
  names: { actual: string; target: string; priority: (p: number) => string },
): ChartOption {
  return {
    color: [theme.palette[0] ?? '#1677ff', theme.subtle],
    tooltip: { trigger: 'axis', valueFormatter: (v) => `${String(v)} %` },
    legend: { top: 0, textStyle: { color: theme.text } },
    grid: { left: 40, right: 16, top: 36, bottom: 28 },
    xAxis: {
      type: 'category',
      data: a.priorityMix.map((p) => names.priority(p.priority)),
      axisLabel: axisText(theme),
    },
    yAxis: { type: 'value', max: 100, axisLabel: { ...axisText(theme), formatter: '{value} %' } },
    series: [
      { name: names.actual, type: 'bar', data: a.priorityMix.map((p) => Math.round(p.share * 1000) / 10) },
      { name: names.target, type: 'bar', data: a.priorityMix.map((p) => Math.round(p.target * 1000) / 10) },
    ],
  };
}

export function badActorsOption(
  a: AlarmAnalysis,
  theme: ChartTheme,
  kindName: (k: number) => string,
): ChartOption {
  const rows = [...a.badActors].reverse();
  return {
    color: [theme.palette[3] ?? '#ff4d4f'],
    tooltip: { trigger: 'axis' },
    grid: { left: 200, right: 40, top: 8, bottom: 24 },
    xAxis: { type: 'value', minInterval: 1, axisLabel: axisText(theme) },
    yAxis: {
      type: 'category',
      data: rows.map((r) => `${r.deviceCode} · ${kindName(r.kind)}`),
      axisLabel: { ...axisText(theme), width: 190, overflow: 'truncate' },
    },
    series: [{ type: 'bar', data: rows.map((r) => r.count), label: { show: true, position: 'right' } }],
  };
}
