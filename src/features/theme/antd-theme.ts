/**
 * The antd side of the theme, for app/providers' ConfigProvider: dark or default algorithm, the
 * gradient's accent as the primary colour, and the chosen menu, button and pagination colours as
 * component tokens, so antd's dark Menu and the Sider follow the drawer without extra CSS.
 *
 * Every colour that carries text is made readable at 4.5:1 in both modes (contrast.ts, docs/architecture.md
 * §4 "Contrast"): in the bright mode one darkened accent serves as text on the page and as a fill under white
 * text; the dark mode needs two, a fill dark enough for white text and a lighter accent for text on the dark
 * surfaces (links, the selected tab). antd's secondary grey (breadcrumbs, descriptions) and its red are
 * adjusted the same way.
 */
import { useMemo } from 'react';
import { theme, type ThemeConfig } from 'antd';
import { useShallow } from 'zustand/react/shallow';
import { readableOn, readableOnAll, readableSeeds, withAlpha } from './contrast';
import { MODE_COLORS } from './css-variables';
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
  const dark = s.backClassId === 'woms-black';
  const algorithm = dark ? theme.darkAlgorithm : theme.defaultAlgorithm;
  const mode = MODE_COLORS[s.backClassId];
  const surfaces = [mode.pageBg, mode.surface];
  // Text on the page background and on cards, dialogs and drawers (the surface).
  const asText = (color: string) => readableOnAll(color, surfaces);
  // A fill with white text on it (primary buttons, the selected menu item).
  const asFill = (color: string) => readableOn(color, WHITE);
  const accent = findGradient(s.gradientId).accent;
  const accentText = asText(accent);
  // Bright mode: the darkened text accent is dark enough for white text too.
  const accentFill = dark ? asFill(accent) : accentText;
  // A seed token (colorLink, colorError) is not shown as given: antd derives the shown colour from it, and
  // the dark algorithm mixes it into the background. The seeds are chosen so that the derived colours read.
  const { colorLink: linkSeed, colorError: errorSeed } = readableSeeds(
    { colorLink: accentText, colorError: asText(ANTD_ERROR) },
    (seeds) => {
      const shown = algorithm({ ...theme.defaultSeed, ...seeds });
      return { colorLink: shown.colorLink, colorError: shown.colorError };
    },
    surfaces,
  );
  const secondary = asText(dark ? ANTD_SECONDARY.dark : ANTD_SECONDARY.bright);
  return {
    algorithm,
    token: {
      colorPrimary: accentFill,
      colorLink: linkSeed,
      colorError: errorSeed,
      colorTextDescription: secondary,
      colorTextTertiary: secondary,
      // The ring around a focused input or select: antd's 10 % tint is hardly seen (WCAG 2.4.7 asks for a
      // visible focus, e2e/accessibility.spec.ts checks it); 40 % of the accent is.
      controlOutline: withAlpha(accentText, 0.4),
      borderRadius: BORDER_RADIUS,
      ...(reducedMotion ? { motion: false } : {}),
    },
    components: {
      // algorithm: true derives hover and active shades from the overridden colour, and derives the link and
      // error colours again from their seeds, so those seeds are repeated here.
      Button: {
        colorPrimary: dark ? asFill(s.buttonBackground) : asText(s.buttonBackground),
        algorithm: true,
        colorLink: linkSeed,
        colorError: errorSeed,
      },
      Pagination: { colorPrimary: asText(s.paginationColor), algorithm: true },
      Menu: {
        darkItemBg: s.menuBackground,
        darkSubMenuItemBg: s.menuBackground,
        darkPopupBg: s.menuBackground,
        darkItemColor: readableOn(s.menuTextColor, s.menuBackground),
        darkItemHoverColor: '#ffffff',
        darkItemSelectedBg: asFill(s.menuActiveColor),
        darkItemSelectedColor: '#ffffff',
      },
      // Component tokens, not seeds: shown as given.
      Tabs: { itemSelectedColor: accentText, itemActiveColor: accentText },
      // The bright mode's unchecked switch is a light grey under white text (只看我的): darker, to read.
      ...(dark
        ? {}
        : { Switch: { colorTextQuaternary: asFill(ANTD_SWITCH_OFF), colorTextTertiary: secondary } }),
      Layout: { siderBg: s.menuBackground },
    },
  };
}

const WHITE = '#ffffff';
/** antd's default red (colorError). */
const ANTD_ERROR = '#ff4d4f';
/** antd's colorTextDescription / colorTextTertiary of each mode (3.3:1 on the bright page). */
const ANTD_SECONDARY = { bright: 'rgba(0,0,0,0.45)', dark: 'rgba(255,255,255,0.45)' };
/** antd's colorTextQuaternary, the unchecked switch's track. */
const ANTD_SWITCH_OFF = 'rgba(0,0,0,0.25)';

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
