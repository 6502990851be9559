/**
 * The theme as CSS variables on <html>, plus the woms-black / woms-white class, so that the shell's
 * own CSS (header gradient, menus, page background) follows the theme without importing the store.
 * public/theme-boot.js sets the same before the first paint; theme-boot.test.ts keeps the two equal.
 */
import { useEffect } from 'react';
import { STORAGE_KEYS } from '@/shared/storage/keys';
import { findGradient } from './gradients';
import type { BackClassId, ThemeSettings } from './settings';
import { useThemeStore } from './store';

export const THEME_CSS_VARS = {
  HEADER_BG: '--woms-header-bg',
  MENU_BG: '--woms-menu-bg',
  MENU_TEXT: '--woms-menu-text',
  MENU_ACTIVE: '--woms-menu-active',
  ACCENT: '--woms-accent',
  PAGE_BG: '--woms-page-bg',
  SURFACE: '--woms-surface',
  TEXT: '--woms-text',
} as const;

export type ThemeCssVar = (typeof THEME_CSS_VARS)[keyof typeof THEME_CSS_VARS];

export const THEME_CLASSES: readonly BackClassId[] = ['woms-black', 'woms-white'];

/** Page colours of each mode: antd's own dark and default palettes, so custom CSS matches antd's parts. */
export const MODE_COLORS: Record<BackClassId, { pageBg: string; surface: string; text: string }> = {
  'woms-black': { pageBg: '#141414', surface: '#1f1f1f', text: 'rgba(255,255,255,0.85)' },
  'woms-white': { pageBg: '#f0f2f5', surface: '#ffffff', text: 'rgba(0,0,0,0.88)' },
};

export function themeVariables(settings: ThemeSettings): Record<ThemeCssVar, string> {
  const gradient = findGradient(settings.gradientId);
  const mode = MODE_COLORS[settings.backClassId];
  return {
    [THEME_CSS_VARS.HEADER_BG]: gradient.value,
    [THEME_CSS_VARS.MENU_BG]: settings.menuBackground,
    [THEME_CSS_VARS.MENU_TEXT]: settings.menuTextColor,
    [THEME_CSS_VARS.MENU_ACTIVE]: settings.menuActiveColor,
    [THEME_CSS_VARS.ACCENT]: gradient.accent,
    [THEME_CSS_VARS.PAGE_BG]: mode.pageBg,
    [THEME_CSS_VARS.SURFACE]: mode.surface,
    [THEME_CSS_VARS.TEXT]: mode.text,
  };
}

export function applyThemeVariables(
  settings: ThemeSettings,
  root: HTMLElement = document.documentElement,
): void {
  for (const [name, value] of Object.entries(themeVariables(settings))) root.style.setProperty(name, value);
  for (const name of THEME_CLASSES) root.classList.toggle(name, name === settings.backClassId);
}

/**
 * Called once by the app root: keeps <html> in step with the store, and the store in step with other
 * windows of the console (the `storage` event replaces the old console's one-second theme poll).
 */
export function useApplyThemeVariables(): void {
  useEffect(() => {
    applyThemeVariables(useThemeStore.getState());
    const unsubscribe = useThemeStore.subscribe((state) => applyThemeVariables(state));
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.THEME_STYLE || event.key === STORAGE_KEYS.COLOR_THEME) {
        useThemeStore.getState().reload();
      }
    };
    window.addEventListener('storage', onStorage);
    return () => {
      unsubscribe();
      window.removeEventListener('storage', onStorage);
    };
  }, []);
}
