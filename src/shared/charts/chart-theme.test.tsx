import { act, renderHook } from '@testing-library/react';
import { ConfigProvider, theme } from 'antd';
import { useState, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useChartTheme } from './chart-theme';

describe('useChartTheme', () => {
  it('answers the same object while the theme stays, so a chart option built on it is not built again', () => {
    const { result, rerender } = renderHook(() => useChartTheme());
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });

  it('answers new colours when the theme changes', () => {
    let setDark: (dark: boolean) => void = () => undefined;
    function Themed({ children }: { children: ReactNode }) {
      const [dark, set] = useState(false);
      setDark = set;
      return (
        <ConfigProvider theme={{ algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm }}>
          {children}
        </ConfigProvider>
      );
    }
    const { result } = renderHook(() => useChartTheme(), { wrapper: Themed });
    const bright = result.current;
    act(() => setDark(true));
    expect(result.current).not.toBe(bright);
    expect(result.current.text).not.toBe(bright.text);
  });
});
