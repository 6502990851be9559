/**
 * The 设备可靠性 page's chart options (docs/reliability.md), pure so that they are tested without drawing: failures and
 * availability per day or month, failures and downtime by fault kind.
 */
import type { Reliability } from '@contract/reliability';
import type { ChartOption, ChartTheme } from '@/shared/charts';

const axisText = (theme: ChartTheme) => ({ color: theme.subtle });
/** The left axis: whole counts, with the grid's lines. */
const countAxis = (theme: ChartTheme) => ({
  type: 'value' as const,
  minInterval: 1,
  axisLabel: axisText(theme),
  splitLine: { lineStyle: { color: theme.line } },
});
/** A right axis without lines of its own. */
const rightAxis = (theme: ChartTheme) => ({
  type: 'value' as const,
  position: 'right' as const,
  axisLabel: axisText(theme),
  splitLine: { show: false },
});
const percent = (share: number | null) => (share === null ? null : Math.round(share * 1000) / 10);

export function trendOption(
  r: Reliability,
  theme: ChartTheme,
  names: { failures: string; downtime: string; availability: string },
): ChartOption {
  return {
    color: [theme.palette[3] ?? '#ff4d4f', theme.palette[1] ?? '#faad14', theme.palette[0] ?? '#1677ff'],
    tooltip: { trigger: 'axis' },
    legend: { top: 0, textStyle: { color: theme.text } },
    grid: { left: 40, right: 104, top: 36, bottom: 28 },
    xAxis: { type: 'category', data: r.trend.map((p) => p.at), axisLabel: axisText(theme) },
    yAxis: [
      countAxis(theme),
      rightAxis(theme),
      // availability sits near 100 %: its own axis, scaled to what it spans, so that a dip shows
      {
        ...rightAxis(theme),
        scale: true,
        max: 100,
        offset: 48,
        axisLabel: { ...axisText(theme), formatter: '{value} %' },
      },
    ],
    series: [
      { name: names.failures, type: 'bar', data: r.trend.map((p) => p.failures) },
      { name: names.downtime, type: 'bar', yAxisIndex: 1, data: r.trend.map((p) => p.downtimeHours) },
      {
        name: names.availability,
        type: 'line',
        yAxisIndex: 2,
        data: r.trend.map((p) => percent(p.availability)),
      },
    ],
  };
}

export function kindOption(
  r: Reliability,
  theme: ChartTheme,
  names: { failures: string; downtime: string; kind: (fixType: string) => string },
): ChartOption {
  return {
    color: [theme.palette[3] ?? '#ff4d4f', theme.palette[1] ?? '#faad14'],
    tooltip: { trigger: 'axis' },
    legend: { top: 0, textStyle: { color: theme.text } },
    grid: { left: 40, right: 48, top: 36, bottom: 28 },
    xAxis: { type: 'category', data: r.byKind.map((k) => names.kind(k.fixType)), axisLabel: axisText(theme) },
    // counts on the left, hours on the right: a few failures beside hundreds of hours would not show on one axis
    yAxis: [countAxis(theme), rightAxis(theme)],
    series: [
      { name: names.failures, type: 'bar', data: r.byKind.map((k) => k.failures) },
      { name: names.downtime, type: 'bar', yAxisIndex: 1, data: r.byKind.map((k) => k.downtimeHours) },
    ],
  };
}
