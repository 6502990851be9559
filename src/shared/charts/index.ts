export { EChart, type EChartProps } from './echart';
export { useChartTheme, type ChartTheme } from './chart-theme';
export type { ChartOption } from './echarts-core';
