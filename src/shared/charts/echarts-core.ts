/**
 * The one place ECharts is assembled (docs/architecture.md §4 "Charts"): only the chart types and components the
 * pages draw, from `echarts/core`, so a chart page's chunk carries a fraction of the library, and only pages that
 * import src/shared/charts load it at all (the sign-in page and the shell never do).
 */
import { BarChart, GaugeChart, LineChart, PieChart } from 'echarts/charts';
import type { BarSeriesOption, GaugeSeriesOption, LineSeriesOption, PieSeriesOption } from 'echarts/charts';
import {
  AriaComponent,
  DataZoomComponent,
  GridComponent,
  LegendComponent,
  TooltipComponent,
} from 'echarts/components';
import type {
  AriaComponentOption,
  DataZoomComponentOption,
  GridComponentOption,
  LegendComponentOption,
  TooltipComponentOption,
} from 'echarts/components';
import { init, use as register, type ComposeOption } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

register([
  BarChart,
  GaugeChart,
  LineChart,
  PieChart,
  AriaComponent,
  DataZoomComponent,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  CanvasRenderer,
]);

/** What a chart option may contain: exactly the parts registered above. */
export type ChartOption = ComposeOption<
  | BarSeriesOption
  | GaugeSeriesOption
  | LineSeriesOption
  | PieSeriesOption
  | AriaComponentOption
  | DataZoomComponentOption
  | GridComponentOption
  | LegendComponentOption
  | TooltipComponentOption
>;

export { init };
