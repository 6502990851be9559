import { act, renderHook } from '@testing-library/react';
import { theme } from 'antd';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildAntdTheme, useAntdThemeConfig } from './antd-theme';
import { DEFAULT_THEME } from './settings';
import { useThemeStore } from './store';

describe('antd theme config', () => {
  beforeEach(() => useThemeStore.getState().reset());

  it('is the default algorithm with accent blue and radius 6 for the bright default', () => {
    const config = buildAntdTheme(DEFAULT_THEME);
    expect(config.algorithm).toBe(theme.defaultAlgorithm);
    expect(config.token).toEqual({ colorPrimary: '#1677ff', borderRadius: 6 });
    expect(config.components?.Menu).toMatchObject({
      darkItemBg: '#0f2550',
      darkItemColor: 'rgba(255,255,255,0.65)',
    });
  });

  it('follows the store: dark algorithm for woms-black, the gradient accent as primary colour', () => {
    const { result } = renderHook(() => useAntdThemeConfig());
    const first = result.current;
    act(() => useThemeStore.getState().setLayout('horizontal'));
    expect(result.current).toBe(first);

    act(() => {
      useThemeStore.getState().setBackClassId('woms-black');
      useThemeStore.getState().setGradient('polar-green');
    });
    expect(result.current.algorithm).toBe(theme.darkAlgorithm);
    expect(result.current.token?.colorPrimary).toBe('#52c41a');
    expect(result.current.components?.Button).toMatchObject({ colorPrimary: '#52c41a' });
    expect(result.current.components?.Menu).toMatchObject({ darkItemSelectedBg: '#52c41a' });
  });

  it('turns antd motion off only when the user prefers reduced motion', () => {
    expect(buildAntdTheme(DEFAULT_THEME).token).not.toHaveProperty('motion');
    expect(buildAntdTheme(DEFAULT_THEME, true).token).toMatchObject({ motion: false, borderRadius: 6 });
  });
});
