import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/shared/storage/keys';
import { THEME_CSS_VARS, useApplyThemeVariables } from './css-variables';
import { useThemeStore } from './store';

function Root() {
  useApplyThemeVariables();
  return null;
}

const html = document.documentElement;
const cssVar = (name: string) => html.style.getPropertyValue(name);

describe('useApplyThemeVariables', () => {
  beforeEach(() => useThemeStore.getState().reset());
  afterEach(() => {
    html.removeAttribute('style');
    html.className = '';
  });

  it('writes the bright default theme on <html>', () => {
    html.classList.add('woms-black');
    render(<Root />);
    expect(html).toHaveClass('woms-white');
    expect(html).not.toHaveClass('woms-black');
    expect(cssVar(THEME_CSS_VARS.HEADER_BG)).toBe('linear-gradient(90deg, #0a1f4d 0%, #123d86 100%)');
    expect(cssVar(THEME_CSS_VARS.MENU_BG)).toBe('#0f2550');
    expect(cssVar(THEME_CSS_VARS.MENU_TEXT)).toBe('rgba(255,255,255,0.65)');
    expect(cssVar(THEME_CSS_VARS.MENU_ACTIVE)).toBe('#1677ff');
    expect(cssVar(THEME_CSS_VARS.ACCENT)).toBe('#1677ff');
    expect(cssVar(THEME_CSS_VARS.PAGE_BG)).toBe('#f0f2f5');
    expect(cssVar(THEME_CSS_VARS.SURFACE)).toBe('#ffffff');
    expect(cssVar(THEME_CSS_VARS.TEXT)).toBe('rgba(0,0,0,0.88)');
  });

  it('follows the store: dark mode, gradient and menu colours', () => {
    render(<Root />);
    act(() => {
      useThemeStore.getState().setBackClassId('woms-black');
      useThemeStore.getState().setGradient('purple');
      useThemeStore.getState().setMenuBackground('#112233');
    });
    expect(html).toHaveClass('woms-black');
    expect(html).not.toHaveClass('woms-white');
    expect(cssVar(THEME_CSS_VARS.PAGE_BG)).toBe('#141414');
    expect(cssVar(THEME_CSS_VARS.SURFACE)).toBe('#1f1f1f');
    expect(cssVar(THEME_CSS_VARS.TEXT)).toBe('rgba(255,255,255,0.85)');
    expect(cssVar(THEME_CSS_VARS.HEADER_BG)).toBe('linear-gradient(90deg, #391085 0%, #722ed1 100%)');
    expect(cssVar(THEME_CSS_VARS.ACCENT)).toBe('#722ed1');
    expect(cssVar(THEME_CSS_VARS.MENU_ACTIVE)).toBe('#722ed1');
    expect(cssVar(THEME_CSS_VARS.MENU_BG)).toBe('#112233');
  });

  it("follows another window's change of the stored theme, and stops after unmount", () => {
    const { unmount } = render(<Root />);
    localStorage.setItem(STORAGE_KEYS.COLOR_THEME, 'woms-black');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.COLOR_THEME }));
    });
    expect(useThemeStore.getState().backClassId).toBe('woms-black');
    expect(html).toHaveClass('woms-black');

    unmount();
    localStorage.setItem(STORAGE_KEYS.COLOR_THEME, 'woms-white');
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.COLOR_THEME }));
    expect(useThemeStore.getState().backClassId).toBe('woms-black');
  });
});
