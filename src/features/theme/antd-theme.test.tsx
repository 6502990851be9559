import { act, renderHook } from '@testing-library/react';
import { theme } from 'antd';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildAntdTheme, useAntdThemeConfig } from './antd-theme';
import { AA_TEXT, contrastRatio } from './contrast';
import { DEFAULT_THEME } from './settings';
import { useThemeStore } from './store';

describe('antd theme config', () => {
  beforeEach(() => useThemeStore.getState().reset());

  it('is the default algorithm with accent blue, darkened to read, and radius 6 for the bright default', () => {
    const config = buildAntdTheme(DEFAULT_THEME);
    expect(config.algorithm).toBe(theme.defaultAlgorithm);
    // #1677ff reads at 4.1:1 on white; the console's blue is the nearest that reads at 4.5 on the page.
    expect(config.token).toMatchObject({ colorPrimary: '#1369e0', colorLink: '#1369e0', borderRadius: 6 });
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
    // Green under white text is darkened to read; as text on the dark page it is bright enough already.
    const fill = result.current.token?.colorPrimary ?? '';
    expect(contrastRatio('#ffffff', fill)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(result.current.components?.Button).toMatchObject({ colorPrimary: fill });
    expect(result.current.components?.Menu).toMatchObject({ darkItemSelectedBg: fill });
    expect(result.current.components?.Tabs).toMatchObject({ itemSelectedColor: '#52c41a' });
  });

  it('makes every text colour it sets read at 4.5:1 in both modes, whatever gradient is chosen', () => {
    for (const mode of ['woms-white', 'woms-black'] as const) {
      const surfaces = mode === 'woms-black' ? ['#141414', '#1f1f1f'] : ['#f0f2f5', '#ffffff'];
      for (const gradientId of ['deep-blue', 'sunset', 'amber', 'lime', 'cyan', 'royal']) {
        const config = buildAntdTheme({ ...DEFAULT_THEME, backClassId: mode, gradientId });
        // What antd shows from the seeds: the dark algorithm mixes them into the background.
        const shown = theme.getDesignToken(config);
        for (const bg of surfaces) {
          for (const text of [shown.colorLink, shown.colorError, shown.colorTextDescription]) {
            expect(contrastRatio(text, bg), `${mode} ${gradientId} ${text} on ${bg}`).toBeGreaterThanOrEqual(
              AA_TEXT,
            );
          }
        }
        expect(contrastRatio('#ffffff', shown.colorPrimary)).toBeGreaterThanOrEqual(AA_TEXT);
      }
    }
  });

  it('turns antd motion off only when the user prefers reduced motion', () => {
    expect(buildAntdTheme(DEFAULT_THEME).token).not.toHaveProperty('motion');
    expect(buildAntdTheme(DEFAULT_THEME, true).token).toMatchObject({ motion: false, borderRadius: 6 });
  });
});
