/**
 * The theme settings store. Restored from local storage on load and written back on every change:
 * backClassId under colorTheme, the rest as JSON under ThemeStyle (docs/requirements.md §3), the keys that
 * public/theme-boot.js reads before the bundle runs.
 */
import { create } from 'zustand';
import { STORAGE_KEYS } from '@/shared/storage/keys';
import { writeJson, writeText } from '@/shared/storage/local';
import { isKnownGradient, isThemeColor, loadThemeSettings, toStoredStyle, DEFAULT_THEME } from './settings';
import type { BackClassId, ThemeLayout, ThemeSettings } from './settings';
import { findGradient } from './gradients';

type ColorField =
  'menuBackground' | 'menuTextColor' | 'menuActiveColor' | 'buttonBackground' | 'paginationColor';

export interface ThemeState extends ThemeSettings {
  setLayout: (layout: ThemeLayout) => void;
  setFixedHeader: (fixed: boolean) => void;
  setShowTagsBar: (show: boolean) => void;
  setBackClassId: (backClassId: BackClassId) => void;
  /** Also sets the menu highlight, button and pagination colours to the gradient's accent. */
  setGradient: (gradientId: string) => void;
  setMenuBackground: (color: string) => void;
  setMenuTextColor: (color: string) => void;
  setMenuActiveColor: (color: string) => void;
  setButtonBackground: (color: string) => void;
  setPaginationColor: (color: string) => void;
  setBackgroundImage: (url: string) => void;
  /** Back to the defaults of docs/requirements.md §9 (stored as such). */
  reset: () => void;
  /** Re-reads local storage, e.g. after another window changed the theme. */
  reload: () => void;
}

export const useThemeStore = create<ThemeState>()((set) => {
  // Colours that fail the check are ignored rather than stored: they would be dropped on the next load anyway.
  const setColor = (field: ColorField) => (color: string) => {
    if (isThemeColor(color)) set({ [field]: color });
  };
  return {
    ...loadThemeSettings(),
    setLayout: (layout) => set({ layout }),
    setFixedHeader: (fixedHeader) => set({ fixedHeader }),
    setShowTagsBar: (showTagsBar) => set({ showTagsBar }),
    setBackClassId: (backClassId) => set({ backClassId }),
    setGradient: (gradientId) => {
      if (!isKnownGradient(gradientId)) return;
      const { accent } = findGradient(gradientId);
      set({ gradientId, menuActiveColor: accent, buttonBackground: accent, paginationColor: accent });
    },
    setMenuBackground: setColor('menuBackground'),
    setMenuTextColor: setColor('menuTextColor'),
    setMenuActiveColor: setColor('menuActiveColor'),
    setButtonBackground: setColor('buttonBackground'),
    setPaginationColor: setColor('paginationColor'),
    setBackgroundImage: (backgroundImage) => set({ backgroundImage }),
    reset: () => set({ ...DEFAULT_THEME }),
    reload: () => set(loadThemeSettings()),
  };
});

function persist(state: ThemeSettings): void {
  writeJson(STORAGE_KEYS.THEME_STYLE, toStoredStyle(state));
  writeText(STORAGE_KEYS.COLOR_THEME, state.backClassId);
}

useThemeStore.subscribe(persist);
