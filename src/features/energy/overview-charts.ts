/**
 * The overview's chart options, pure (docs/architecture.md §3 "Energy"): the 30-day trend (electricity on the left
 * axis in kWh, water and gas each on an axis of its own on the right: a plant's gas, some hundreds of m³ a day, drawn
 * on the water's axis of some hundred thousand, lay flat at 0), this month's largest meters, and kWh per m³ by
 * factory.
 */
import { METER_UNIT, type EnergyIntensity, type EnergyTopMeter, type EnergyTrendDay } from '@contract/energy';
import type { ChartOption, ChartTheme } from '@/shared/charts';
import { t } from '@/shared/i18n';

export interface TrendLabels {
  electricity: string;
  water: string;
  gas: string;
}

const axisStyle = (theme: ChartTheme) => ({
  axisLabel: { color: theme.subtle },
  axisLine: { lineStyle: { color: theme.line } },
  splitLine: { lineStyle: { color: theme.line } },
  nameTextStyle: { color: theme.subtle },
});

export function trendOption(trend: EnergyTrendDay[], labels: TrendLabels, theme: ChartTheme): ChartOption {
  const days = trend.map((d) => d.day.slice(5));
  return {
    color: theme.palette,
    tooltip: { trigger: 'axis' },
    legend: { top: 0, textStyle: { color: theme.text } },
    grid: { left: 64, right: 128, top: 36, bottom: 28 },
    xAxis: { type: 'category', data: days, ...axisStyle(theme) },
    yAxis: [
      { type: 'value', name: METER_UNIT.electricity, ...axisStyle(theme) },
      {
        type: 'value',
        name: `${labels.water} ${METER_UNIT.water}`,
        ...axisStyle(theme),
        splitLine: { show: false },
      },
      {
        type: 'value',
        name: `${labels.gas} ${METER_UNIT.gas}`,
        position: 'right',
        offset: 64,
        ...axisStyle(theme),
        splitLine: { show: false },
      },
    ],
    series: [
      { type: 'line', name: labels.electricity, smooth: true, data: trend.map((d) => d.electricity) },
      { type: 'line', name: labels.water, smooth: true, yAxisIndex: 1, data: trend.map((d) => d.water) },
      { type: 'line', name: labels.gas, smooth: true, yAxisIndex: 2, data: trend.map((d) => d.gas) },
    ],
  };
}

/** Largest first, drawn top-down. */
export function topOption(top: EnergyTopMeter[], theme: ChartTheme): ChartOption {
  const ordered = [...top].reverse();
  return {
    color: theme.palette,
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    grid: { left: 8, right: 56, top: 8, bottom: 8, containLabel: true },
    xAxis: { type: 'value', name: METER_UNIT.electricity, ...axisStyle(theme) },
    yAxis: {
      type: 'category',
      data: ordered.map((m) => t('common.withNote', { text: m.name, note: m.factoryName })),
      ...axisStyle(theme),
    },
    series: [{ type: 'bar', data: ordered.map((m) => m.usage), barMaxWidth: 16 }],
  };
}

export function intensityOption(rows: EnergyIntensity[], label: string, theme: ChartTheme): ChartOption {
  return {
    color: [theme.palette[1] ?? theme.text],
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    grid: { left: 8, right: 16, top: 28, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: rows.map((r) => r.factoryName), ...axisStyle(theme) },
    yAxis: { type: 'value', name: label, ...axisStyle(theme) },
    // A factory without metered water has no intensity: a gap, not a zero.
    series: [{ type: 'bar', name: label, data: rows.map((r) => r.kwhPerM3), barMaxWidth: 40 }],
  };
}
