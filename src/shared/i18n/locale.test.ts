/**
 * The language switch (docs/architecture.md §4 "Language"): the en-US texts are fetched when English is chosen or was
 * stored, and the store switches only once they are in, so no text is ever missing. Each test takes a fresh copy of
 * the module: the console test files share their worker's modules, and another file may have loaded English already.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../storage/keys';

async function freshI18n() {
  vi.resetModules();
  return import('./index');
}

describe('language', () => {
  beforeEach(() => localStorage.removeItem(STORAGE_KEYS.LOCALE));
  afterEach(() => localStorage.removeItem(STORAGE_KEYS.LOCALE));

  it('starts in zh-CN and switches to en-US once its texts are loaded, storing the choice', async () => {
    const { localeReady, t, useLocaleStore } = await freshI18n();
    await localeReady;
    expect(t('common.ok')).toBe('确定');
    const switching = useLocaleStore.getState().setLocale('en-US');
    // not yet: the English texts are still on their way
    expect(useLocaleStore.getState().locale).toBe('zh-CN');
    expect(localStorage.getItem(STORAGE_KEYS.LOCALE)).toBe('en-US');
    await switching;
    expect(useLocaleStore.getState().locale).toBe('en-US');
    expect(t('common.ok')).toBe('OK');
    // back to a loaded language at once
    void useLocaleStore.getState().setLocale('zh-CN');
    expect(t('common.ok')).toBe('确定');
  });

  it('puts a stored English choice in force by the time localeReady resolves', async () => {
    localStorage.setItem(STORAGE_KEYS.LOCALE, 'en-US');
    const { localeReady, t, useLocaleStore } = await freshI18n();
    await localeReady;
    expect(useLocaleStore.getState().locale).toBe('en-US');
    expect(t('http.network')).not.toBe('后端接口连接异常');
  });
});
