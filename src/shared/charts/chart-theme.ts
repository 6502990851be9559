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
  // antd answers the same token object while the theme stays (its token cache)
  const { token } = theme.useToken();
  return useMemo(
    () => ({
      text: token.colorText,
      subtle: token.colorTextSecondary,
      line: token.colorBorderSecondary,
      palette: [
        token.colorPrimary,
        token.colorSuccess,
        token.colorWarning,
        token.colorError,
        '#722ed1',
        '#13c2c2',
        '#eb2f96',
        '#fa8c16',
        '#2f54eb',
        '#a0d911',
      ],
    }),
    [token],
  );
}
