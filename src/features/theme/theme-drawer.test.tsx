import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocaleStore } from '@/shared/i18n';
import { THEME_GRADIENTS } from './gradients';
import { DEFAULT_THEME } from './settings';
import { useThemeStore } from './store';
import { ThemeDrawer } from './theme-drawer';
import { button, buttonOr, labelled } from '../../../tests/console/queries';

const state = () => useThemeStore.getState();

describe('ThemeDrawer', () => {
  beforeEach(() => {
    state().reset();
    void useLocaleStore.getState().setLocale('zh-CN');
  });

  it('shows the 26 gradients, the default one selected, and closes', () => {
    const onClose = vi.fn();
    render(<ThemeDrawer open onClose={onClose} />);
    expect(screen.getByText('主题设置')).toBeInTheDocument();
    const swatches = labelled('主题颜色')[0]!.querySelectorAll('button');
    expect(swatches).toHaveLength(26);
    expect(button('深海蓝')).toHaveAttribute('aria-pressed', 'true');
    expect(document.querySelectorAll('button[aria-pressed="true"]')).toHaveLength(1);
    fireEvent.click(button('Close'));
    expect(onClose).toHaveBeenCalled();
  });

  it('picks a gradient by clicking its swatch', () => {
    render(<ThemeDrawer open onClose={() => undefined} />);
    fireEvent.click(screen.getByTestId('theme-gradient-violet'));
    expect(state().gradientId).toBe('violet');
    expect(state().menuActiveColor).toBe('#9254de');
    expect(screen.getByTestId('theme-gradient-violet')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('theme-gradient-deep-blue')).toHaveAttribute('aria-pressed', 'false');
  });

  it('switches dark/bright, layout, fixed header and tags bar', () => {
    render(<ThemeDrawer open onClose={() => undefined} />);
    fireEvent.click(within(screen.getByTestId('theme-mode')).getByText('暗色'));
    expect(state().backClassId).toBe('woms-black');
    fireEvent.click(within(screen.getByTestId('theme-mode')).getByText('亮色'));
    expect(state().backClassId).toBe('woms-white');

    fireEvent.click(within(screen.getByTestId('theme-layout')).getByText('横向'));
    expect(state().layout).toBe('horizontal');
    fireEvent.click(within(screen.getByTestId('theme-layout')).getByText('纵向'));
    expect(state().layout).toBe('vertical');

    fireEvent.click(screen.getByTestId('theme-fixed-header'));
    expect(state().fixedHeader).toBe(false);
    fireEvent.click(screen.getByTestId('theme-tags-bar'));
    expect(state().showTagsBar).toBe(false);
  });

  it('sets a menu colour through the colour picker', () => {
    render(<ThemeDrawer open onClose={() => undefined} />);
    fireEvent.click(screen.getByTestId('theme-menu-bg'));
    const hexInputs = document.querySelectorAll<HTMLInputElement>('.ant-color-picker-hex-input input');
    const input = hexInputs[hexInputs.length - 1];
    if (!input) throw new Error('no hex input in the colour panel');
    fireEvent.change(input, { target: { value: '112233' } });
    expect(state().menuBackground).toBe('#112233');
  });

  it('reset restores the defaults', () => {
    render(<ThemeDrawer open onClose={() => undefined} />);
    act(() => {
      state().setGradient('sunset');
      state().setBackClassId('woms-black');
      state().setShowTagsBar(false);
    });
    fireEvent.click(screen.getByTestId('theme-reset'));
    expect(state()).toMatchObject({ ...DEFAULT_THEME });
  });

  it('names the gradients in English when the locale is en-US', async () => {
    await act(() => useLocaleStore.getState().setLocale('en-US'));
    render(<ThemeDrawer open onClose={() => undefined} />);
    expect(screen.getByText('Theme settings')).toBeInTheDocument();
    expect(button('Deep sea blue')).toBeInTheDocument();
    expect(THEME_GRADIENTS.every((g) => buttonOr(g.name) === null)).toBe(true);
  });
});
