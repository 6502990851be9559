/**
 * Chart colours from the antd theme tokens, so a chart reads the same in the light and the dark theme as the rest
 * of the page (docs/architecture.md §4 "Charts").
 */
import { theme } from 'antd';

export interface ChartTheme {
  text: string;
  subtle: string;
  line: string;
  /** series colours, in the order the series come */
  palette: string[];
}

export function useChartTheme(): ChartTheme {
  const { token } = theme.useToken();
  return {
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
  };
}
