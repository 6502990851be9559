/**
 * The big screens' chart options, pure (docs/requirements.md §2 big screens; docs/architecture.md §4 "Charts"): today's
 * orders by kind, active alarms by kind, the completion rate and the 30-day trend. Sizes are design pixels of the
 * 1920 × 1080 wall, which the stage scales as a whole, so the type is larger than on a console page.
 */
import { WATER_UNIT, type AlarmFigures, type OrderFigures, type PublicTrendDay } from '@contract/screen';
import type { ChartOption, ChartTheme } from '@/shared/charts';

export const WALL_FONT = 16;

const axisStyle = (theme: ChartTheme) => ({
  axisLabel: { color: theme.subtle, fontSize: WALL_FONT },
  axisLine: { lineStyle: { color: theme.line } },
  splitLine: { lineStyle: { color: theme.line, type: 'dashed' as const } },
  nameTextStyle: { color: theme.subtle, fontSize: WALL_FONT - 2 },
});

/** No animation on a wall that redraws every 30 s for days (and none at all under reduced motion). */
const base = (theme: ChartTheme) => ({
  color: theme.palette,
  animation: false,
  textStyle: { fontSize: WALL_FONT, color: theme.text },
});

export interface OrderSeriesLabels {
  kinds: (kind: OrderFigures['byKind'][number]['kind']) => string;
  created: string;
  open: string;
  closed: string;
  overdue: string;
}

/** Each kind of order: created today, open now, closed today and overdue, side by side. */
export function ordersOption(
  orders: OrderFigures,
  labels: OrderSeriesLabels,
  theme: ChartTheme,
): ChartOption {
  const kinds = orders.byKind;
  const bar = (name: string, data: number[], color: string | undefined) => ({
    type: 'bar' as const,
    name,
    data,
    barMaxWidth: 22,
    itemStyle: color ? { color } : {},
    label: { show: true, position: 'top' as const, color: theme.text, fontSize: WALL_FONT - 2 },
  });
  return {
    ...base(theme),
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, textStyle: { fontSize: WALL_FONT } },
    legend: { top: 0, textStyle: { color: theme.text, fontSize: WALL_FONT }, itemWidth: 16, itemHeight: 12 },
    grid: { left: 8, right: 8, top: 44, bottom: 4, outerBoundsMode: 'same', outerBoundsContain: 'axisLabel' },
    xAxis: {
      type: 'category',
      data: kinds.map((k) => labels.kinds(k.kind)),
      ...axisStyle(theme),
      // Every kind named, however long its name in the language shown.
      axisLabel: { ...axisStyle(theme).axisLabel, interval: 0, width: 110, overflow: 'truncate' },
    },
    yAxis: { type: 'value', minInterval: 1, ...axisStyle(theme) },
    series: [
      bar(
        labels.created,
        kinds.map((k) => k.createdToday),
        theme.palette[0],
      ),
      bar(
        labels.open,
        kinds.map((k) => k.open),
        theme.palette[2],
      ),
      bar(
        labels.closed,
        kinds.map((k) => k.closedToday),
        theme.palette[1],
      ),
      bar(
        labels.overdue,
        kinds.map((k) => k.overdue),
        theme.palette[3],
      ),
    ],
  };
}

/** Colours of the five alarm kinds, the same on both screens. */
export const ALARM_COLORS = ['#ff4d4f', '#fa8c16', '#fadb14', '#9254de', '#36cfc9'] as const;

/** A ring of the active alarms by kind; kinds without an alarm stay in the legend with 0. */
export function alarmsOption(
  alarms: AlarmFigures,
  kindLabel: (kind: AlarmFigures['byKind'][number]['kind']) => string,
  theme: ChartTheme,
): ChartOption {
  const data = alarms.byKind.map((k) => ({
    name: kindLabel(k.kind),
    value: k.count,
    itemStyle: { color: ALARM_COLORS[(k.kind - 1) % ALARM_COLORS.length] },
  }));
  return {
    ...base(theme),
    tooltip: { trigger: 'item', formatter: '{b}: {c} ({d}%)', textStyle: { fontSize: WALL_FONT } },
    legend: {
      orient: 'vertical',
      right: 0,
      top: 'middle',
      itemGap: 14,
      textStyle: { color: theme.text, fontSize: WALL_FONT },
      formatter: (name: string) => `${name}  ${data.find((d) => d.name === name)?.value ?? 0}`,
    },
    series: [
      {
        type: 'pie',
        radius: ['48%', '72%'],
        center: ['30%', '50%'],
        avoidLabelOverlap: true,
        label: { show: false },
        labelLine: { show: false },
        itemStyle: { borderColor: '#0b1a33', borderWidth: 2 },
        data,
      },
    ],
  };
}

/** The completion rate (0…1, null for none) as a gauge in percent. */
export function rateOption(rate: number | null, label: string, theme: ChartTheme): ChartOption {
  const percent = rate === null ? 0 : Math.round(Math.max(0, Math.min(1, rate)) * 1000) / 10;
  return {
    ...base(theme),
    series: [
      {
        type: 'gauge',
        startAngle: 210,
        endAngle: -30,
        min: 0,
        max: 100,
        radius: '92%',
        center: ['50%', '56%'],
        progress: { show: true, width: 14, itemStyle: { color: theme.palette[1] } },
        axisLine: { lineStyle: { width: 14, color: [[1, 'rgba(59, 160, 255, 0.18)']] } },
        axisTick: { show: false },
        splitLine: { show: false },
        axisLabel: { show: false },
        pointer: { show: false },
        anchor: { show: false },
        title: { show: true, offsetCenter: [0, '42%'], color: theme.subtle, fontSize: WALL_FONT },
        detail: {
          valueAnimation: false,
          offsetCenter: [0, '-4%'],
          fontSize: 34,
          fontWeight: 600,
          color: theme.text,
          formatter: rate === null ? '—' : '{value}%',
        },
        data: [{ value: percent, name: label }],
      },
    ],
  };
}

export interface TrendLabels {
  water: string;
  electricity: string;
}

/** Water produced (m³, left axis, bars) and electricity (kWh, right axis, line) per day; a day without water is a gap. */
export function trendOption(trend: PublicTrendDay[], labels: TrendLabels, theme: ChartTheme): ChartOption {
  return {
    ...base(theme),
    tooltip: { trigger: 'axis', textStyle: { fontSize: WALL_FONT } },
    legend: { top: 0, textStyle: { color: theme.text, fontSize: WALL_FONT } },
    grid: { left: 8, right: 8, top: 44, bottom: 4, outerBoundsMode: 'same', outerBoundsContain: 'axisLabel' },
    xAxis: { type: 'category', data: trend.map((d) => d.day.slice(5)), ...axisStyle(theme) },
    yAxis: [
      { type: 'value', name: WATER_UNIT, ...axisStyle(theme) },
      { type: 'value', name: 'kWh', ...axisStyle(theme), splitLine: { show: false } },
    ],
    series: [
      {
        type: 'bar',
        name: labels.water,
        barMaxWidth: 14,
        itemStyle: { color: theme.palette[5] ?? theme.palette[0] },
        data: trend.map((d) => d.water),
      },
      {
        type: 'line',
        name: labels.electricity,
        yAxisIndex: 1,
        smooth: true,
        symbol: 'none',
        lineStyle: { width: 3 },
        itemStyle: { color: theme.palette[2] },
        data: trend.map((d) => d.electricity),
      },
    ],
  };
}
