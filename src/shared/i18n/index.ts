/**
 * The one i18n mechanism: a locale store plus `t()` / `useT()`. zh-CN is the default (docs/architecture.md §4);
 * antd and dayjs locales follow the store in app/providers.
 */
import { create } from 'zustand';
import { STORAGE_KEYS } from '../storage/keys';
import { readText, writeText } from '../storage/local';
import { enUS } from './en-us';
import { zhCN, type MessageKey } from './zh-cn';

export type Locale = 'zh-CN' | 'en-US';
export type { MessageKey };

const catalogs: Record<Locale, Record<MessageKey, string>> = { 'zh-CN': zhCN, 'en-US': enUS };

function initialLocale(): Locale {
  return readText(STORAGE_KEYS.LOCALE) === 'en-US' ? 'en-US' : 'zh-CN';
}

interface LocaleState {
  locale: Locale;
  setLocale: (locale: Locale) => void;
}

export const useLocaleStore = create<LocaleState>((set) => ({
  locale: initialLocale(),
  setLocale: (locale) => {
    writeText(STORAGE_KEYS.LOCALE, locale);
    set({ locale });
  },
}));

export type Vars = Record<string, string | number>;

export function format(text: string, vars?: Vars): string {
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/** Translate outside React (interceptors, guards). */
export function t(key: MessageKey, vars?: Vars): string {
  return format(catalogs[useLocaleStore.getState().locale][key], vars);
}

/** Translate inside React; re-renders when the locale changes. */
export function useT(): (key: MessageKey, vars?: Vars) => string {
  const locale = useLocaleStore((s) => s.locale);
  return (key, vars) => format(catalogs[locale][key], vars);
}
