/**
 * The antd side of the theme, for app/providers' ConfigProvider: dark or default algorithm, the
 * gradient's accent as the primary colour, and the chosen menu, button and pagination colours as
 * component tokens, so antd's dark Menu and the Sider follow the drawer without extra CSS.
 */
import { useMemo } from 'react';
import { theme, type ThemeConfig } from 'antd';
import { useShallow } from 'zustand/react/shallow';
import { findGradient } from './gradients';
import type { ThemeSettings } from './settings';
import { useReducedMotion } from '@/shared/hooks/use-reduced-motion';
import { useThemeStore } from './store';

export const BORDER_RADIUS = 6;

type AntdThemeInput = Pick<
  ThemeSettings,
  | 'backClassId'
  | 'gradientId'
  | 'menuBackground'
  | 'menuTextColor'
  | 'menuActiveColor'
  | 'buttonBackground'
  | 'paginationColor'
>;

/**
 * `reducedMotion`: the user asked the system for less motion; antd's dialogs, drawers, menus and
 * messages then appear and go without animating (docs/architecture.md §4 "Motion").
 */
export function buildAntdTheme(s: AntdThemeInput, reducedMotion = false): ThemeConfig {
  return {
    algorithm: s.backClassId === 'woms-black' ? theme.darkAlgorithm : theme.defaultAlgorithm,
    token: {
      colorPrimary: findGradient(s.gradientId).accent,
      borderRadius: BORDER_RADIUS,
      ...(reducedMotion ? { motion: false } : {}),
    },
    components: {
      // algorithm: true derives hover and active shades from the overridden colour.
      Button: { colorPrimary: s.buttonBackground, algorithm: true },
      Pagination: { colorPrimary: s.paginationColor, algorithm: true },
      Menu: {
        darkItemBg: s.menuBackground,
        darkSubMenuItemBg: s.menuBackground,
        darkPopupBg: s.menuBackground,
        darkItemColor: s.menuTextColor,
        darkItemHoverColor: '#ffffff',
        darkItemSelectedBg: s.menuActiveColor,
        darkItemSelectedColor: '#ffffff',
      },
      Layout: { siderBg: s.menuBackground },
    },
  };
}

export function useAntdThemeConfig(): ThemeConfig {
  const input = useThemeStore(
    useShallow((s): AntdThemeInput => ({
      backClassId: s.backClassId,
      gradientId: s.gradientId,
      menuBackground: s.menuBackground,
      menuTextColor: s.menuTextColor,
      menuActiveColor: s.menuActiveColor,
      buttonBackground: s.buttonBackground,
      paginationColor: s.paginationColor,
    })),
  );
  const reducedMotion = useReducedMotion();
  return useMemo(() => buildAntdTheme(input, reducedMotion), [input, reducedMotion]);
}
