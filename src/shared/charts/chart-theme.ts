/**
 * Chart colours from the antd theme tokens, so a chart reads the same in the light and the dark theme as the rest
 * of the page (docs/architecture.md §4 "Charts").
 */
import { useMemo } from 'react';
import { theme } from 'antd';

export interface ChartTheme {
  text: string;
  subtle: string;
  line: string;
  /** series colours, in the order the series come */
  palette: string[];
}

/**
 * The same object while the theme's colours stay: pages build their chart options from it in a `useMemo`, and a new
 * option makes the chart draw again (setOption), which a page rendering for any other reason must not cost.
 */
export function useChartTheme(): ChartTheme {
  const { token } = theme.useToken();
  const {
    colorText,
    colorTextSecondary,
    colorBorderSecondary,
    colorPrimary,
    colorSuccess,
    colorWarning,
    colorError,
  } = token;
  return useMemo(
    () => ({
      text: colorText,
      subtle: colorTextSecondary,
      line: colorBorderSecondary,
      palette: [
        colorPrimary,
        colorSuccess,
        colorWarning,
        colorError,
        '#722ed1',
        '#13c2c2',
        '#eb2f96',
        '#fa8c16',
        '#2f54eb',
        '#a0d911',
      ],
    }),
    [
      colorText,
      colorTextSecondary,
      colorBorderSecondary,
      colorPrimary,
      colorSuccess,
      colorWarning,
      colorError,
    ],
  );
}
