/**
 * The 告警分析 page's chart options (docs/alarms.md "Analysis"), pure so that they are tested without drawing:
 * alarms per hour against what an operator can handle, the priority mix against its target, the bad actors.
 */
import { ALARM_LOAD, type AlarmAnalysis } from '@contract/alarm';
import type { ChartOption, ChartTheme } from '@/shared/charts';

const axisText = (theme: ChartTheme) => ({ color: theme.subtle });

export function hourlyOption(
  a: AlarmAnalysis,
  theme: ChartTheme,
  names: { alarms: string; manageable: string },
): ChartOption {
  const manageablePerHour = ALARM_LOAD.MANAGEABLE_PER_10_MIN * 6;
  return {
    color: [theme.palette[0] ?? '#1677ff', theme.palette[3] ?? '#ff4d4f'],
    tooltip: { trigger: 'axis' },
    legend: { top: 0, textStyle: { color: theme.text } },
    grid: { left: 40, right: 16, top: 36, bottom: 56 },
    dataZoom: [{ type: 'inside' }, { type: 'slider', height: 18, bottom: 8 }],
    xAxis: { type: 'category', data: a.hourly.map((h) => h.at), axisLabel: axisText(theme) },
    yAxis: {
      type: 'value',
      minInterval: 1,
      axisLabel: axisText(theme),
      splitLine: { lineStyle: { color: theme.line } },
    },
    series: [
      { name: names.alarms, type: 'bar', data: a.hourly.map((h) => h.count) },
      {
        name: names.manageable,
        type: 'line',
        symbol: 'none',
        lineStyle: { type: 'dashed' },
        data: a.hourly.map(() => manageablePerHour),
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
    grid: { left: 150, right: 40, top: 8, bottom: 24 },
    xAxis: { type: 'value', minInterval: 1, axisLabel: axisText(theme) },
    yAxis: {
      type: 'category',
      data: rows.map((r) => `${r.deviceCode} · ${kindName(r.kind)}`),
      axisLabel: { ...axisText(theme), width: 140, overflow: 'truncate' },
    },
    series: [{ type: 'bar', data: rows.map((r) => r.count), label: { show: true, position: 'right' } }],
  };
}
