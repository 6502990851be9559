/**
 * The one i18n mechanism: a locale store plus `t()` / `useT()`. zh-CN is the default (docs/architecture.md §4);
 * antd and dayjs locales follow the store in app/providers. The en-US texts are a chunk of their own, loaded when
 * English is chosen or was stored (docs/architecture.md §4 "Language"): the store switches only once they are in.
 */
import { useMemo } from 'react';
import { create } from 'zustand';
import { STORAGE_KEYS } from '../storage/keys';
import { readText, writeText } from '../storage/local';
import { zhCN, type MessageKey } from './zh-cn';

export type Locale = 'zh-CN' | 'en-US';
export type { MessageKey };

const catalogs: Partial<Record<Locale, Record<MessageKey, string>>> = { 'zh-CN': zhCN };

/** The texts of `locale`, fetched once. */
async function loadCatalog(locale: Locale): Promise<void> {
  if (!catalogs[locale]) catalogs[locale] = (await import('./en-us')).enUS;
}

const catalogOf = (locale: Locale): Record<MessageKey, string> => catalogs[locale] ?? zhCN;

const storedLocale: Locale = readText(STORAGE_KEYS.LOCALE) === 'en-US' ? 'en-US' : 'zh-CN';

interface LocaleState {
  locale: Locale;
  /** stores the choice and switches once its texts are loaded */
  setLocale: (locale: Locale) => Promise<void>;
}

export const useLocaleStore = create<LocaleState>((set) => ({
  locale: 'zh-CN',
  setLocale: async (locale) => {
    writeText(STORAGE_KEYS.LOCALE, locale);
    // a language already loaded switches at once (an async function runs synchronously up to its first await)
    if (!catalogs[locale]) await loadCatalog(locale);
    set({ locale });
  },
}));

/**
 * Resolves once the stored language is in force; src/main.tsx renders after it, so an English user never sees the
 * Chinese texts first. If its texts cannot be fetched the console stays in zh-CN.
 */
export const localeReady: Promise<void> =
  storedLocale === 'zh-CN'
    ? Promise.resolve()
    : loadCatalog(storedLocale).then(
        () => useLocaleStore.setState({ locale: storedLocale }),
        () => undefined,
      );

export type Vars = Record<string, string | number>;

export function format(text: string, vars?: Vars): string {
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/** Translate outside React (interceptors, guards). */
export function t(key: MessageKey, vars?: Vars): string {
  return format(catalogOf(useLocaleStore.getState().locale)[key], vars);
}

/** Translate inside React; re-renders when the locale changes. */
export function useT(): (key: MessageKey, vars?: Vars) => string {
  const locale = useLocaleStore((s) => s.locale);
  const catalog = catalogOf(locale);
  // One function per language: what a component memoises on it (menu items, column sets) is made again only when the
  // language changes.
  return useMemo(() => (key, vars) => format(catalog[key], vars), [catalog]);
}
