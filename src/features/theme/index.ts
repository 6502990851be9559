/** Theme feature: settings store, antd theme, CSS variables on <html> and the theme drawer (docs/requirements.md §2, §3, §9). */
import { lazyOnOpen } from '@/shared/ui/lazy-on-open';

export { THEME_GRADIENTS, DEFAULT_GRADIENT, findGradient, type ThemeGradient } from './gradients';
export { DEFAULT_THEME, type BackClassId, type ThemeLayout, type ThemeSettings } from './settings';
export { useThemeStore, type ThemeState } from './store';
export { useAntdThemeConfig, buildAntdTheme } from './antd-theme';
export {
  useApplyThemeVariables,
  applyThemeVariables,
  THEME_CSS_VARS,
  THEME_CLASSES,
  type ThemeCssVar,
} from './css-variables';
// Loaded at its first opening: the colour picker and the gradient swatches are no part of the shell's first load.
export const ThemeDrawer = lazyOnOpen(() => import('./theme-drawer').then((m) => m.ThemeDrawer));
export type { ThemeDrawerProps } from './theme-drawer';
