/**
 * Theme settings (docs/requirements.md §3 "Theme settings"): their shape, defaults, and the reading of what local
 * storage holds. Storage may hold anything (an older console, another app on the origin, a hand edit),
 * so each field is checked on its own and a bad one falls back to its default without losing the rest.
 *
 * public/theme-boot.js repeats these rules in ES5; theme-boot.test.ts keeps the two equal.
 */
import { STORAGE_KEYS } from '@/shared/storage/keys';
import { readJson, readText } from '@/shared/storage/local';
import { DEFAULT_GRADIENT, THEME_GRADIENTS, findGradient } from './gradients';

export type ThemeLayout = 'horizontal' | 'vertical';
/** docs/requirements.md §2: woms-black is the dark theme, woms-white the bright one. */
export type BackClassId = 'woms-black' | 'woms-white';

export interface ThemeSettings {
  layout: ThemeLayout;
  fixedHeader: boolean;
  showTagsBar: boolean;
  backClassId: BackClassId;
  gradientId: string;
  menuBackground: string;
  menuTextColor: string;
  menuActiveColor: string;
  buttonBackground: string;
  paginationColor: string;
  /** URL of a page background image; '' for none */
  backgroundImage: string;
}

/** docs/requirements.md §9: menu text grey, menu background dark blue, accent blue. */
export const DEFAULT_THEME: Readonly<ThemeSettings> = {
  layout: 'vertical',
  fixedHeader: true,
  showTagsBar: true,
  backClassId: 'woms-white',
  gradientId: DEFAULT_GRADIENT.id,
  menuBackground: '#0f2550',
  menuTextColor: 'rgba(255,255,255,0.65)',
  menuActiveColor: DEFAULT_GRADIENT.accent,
  buttonBackground: DEFAULT_GRADIENT.accent,
  paginationColor: DEFAULT_GRADIENT.accent,
  backgroundImage: '',
};

/** The fields kept under ThemeStyle: all but backClassId, which colorTheme holds. */
export type StoredThemeStyle = Omit<ThemeSettings, 'backClassId'>;

const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const COLOR_FUNCTION = /^(?:rgba?|hsla?)\([\d\s.,%/]+\)$/i;

/**
 * Colours end up in CSS variables and antd tokens: only hex and rgb()/hsl() forms are accepted, so a
 * stored string can never smuggle another CSS value (url(), var(), expressions) into the page.
 */
export function isThemeColor(value: unknown): value is string {
  return typeof value === 'string' && (HEX.test(value) || COLOR_FUNCTION.test(value));
}

export function isKnownGradient(id: unknown): id is string {
  return typeof id === 'string' && THEME_GRADIENTS.some((g) => g.id === id);
}

function pick<T>(value: unknown, valid: (v: unknown) => v is T, fallback: T): T {
  return valid(value) ? value : fallback;
}

const isBoolean = (v: unknown): v is boolean => typeof v === 'boolean';
const isLayout = (v: unknown): v is ThemeLayout => v === 'horizontal' || v === 'vertical';
const isString = (v: unknown): v is string => typeof v === 'string';

/** colorTheme as plain text; a JSON-quoted value (another writer) is accepted too. */
export function parseColorTheme(raw: string | null): BackClassId {
  const value = raw?.replace(/^"(.*)"$/, '$1');
  return value === 'woms-black' || value === 'woms-white' ? value : DEFAULT_THEME.backClassId;
}

/** Field-by-field reading of the two stored values; never throws. */
export function parseThemeSettings(style: unknown, colorTheme: string | null): ThemeSettings {
  const s: Record<string, unknown> =
    typeof style === 'object' && style !== null && !Array.isArray(style)
      ? (style as Record<string, unknown>)
      : {};
  const gradientId = pick(s.gradientId, isKnownGradient, DEFAULT_THEME.gradientId);
  // Accent colours that are missing follow the chosen gradient, as picking that gradient would have set them.
  const accent = findGradient(gradientId).accent;
  return {
    layout: pick(s.layout, isLayout, DEFAULT_THEME.layout),
    fixedHeader: pick(s.fixedHeader, isBoolean, DEFAULT_THEME.fixedHeader),
    showTagsBar: pick(s.showTagsBar, isBoolean, DEFAULT_THEME.showTagsBar),
    backClassId: parseColorTheme(colorTheme),
    gradientId,
    menuBackground: pick(s.menuBackground, isThemeColor, DEFAULT_THEME.menuBackground),
    menuTextColor: pick(s.menuTextColor, isThemeColor, DEFAULT_THEME.menuTextColor),
    menuActiveColor: pick(s.menuActiveColor, isThemeColor, accent),
    buttonBackground: pick(s.buttonBackground, isThemeColor, accent),
    paginationColor: pick(s.paginationColor, isThemeColor, accent),
    backgroundImage: pick(s.backgroundImage, isString, DEFAULT_THEME.backgroundImage),
  };
}

export function loadThemeSettings(): ThemeSettings {
  return parseThemeSettings(
    readJson<unknown>(STORAGE_KEYS.THEME_STYLE, null),
    readText(STORAGE_KEYS.COLOR_THEME),
  );
}

export function toStoredStyle(settings: ThemeSettings): StoredThemeStyle {
  return {
    layout: settings.layout,
    fixedHeader: settings.fixedHeader,
    showTagsBar: settings.showTagsBar,
    gradientId: settings.gradientId,
    menuBackground: settings.menuBackground,
    menuTextColor: settings.menuTextColor,
    menuActiveColor: settings.menuActiveColor,
    buttonBackground: settings.buttonBackground,
    paginationColor: settings.paginationColor,
    backgroundImage: settings.backgroundImage,
  };
}
