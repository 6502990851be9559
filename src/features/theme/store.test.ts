import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@/shared/storage/keys';
import { DEFAULT_GRADIENT, THEME_GRADIENTS } from './gradients';
import { DEFAULT_THEME } from './settings';

/** The store reads storage when its module loads: a fresh module per scenario, as on a page reload. */
async function loadStore() {
  vi.resetModules();
  return (await import('./store')).useThemeStore;
}

function storedStyle(): Record<string, unknown> {
  return JSON.parse(localStorage.getItem(STORAGE_KEYS.THEME_STYLE) ?? 'null') as Record<string, unknown>;
}

describe('theme gradients', () => {
  it('offers 26 gradients with unique ids, the dark blue one with accent blue first', () => {
    expect(THEME_GRADIENTS).toHaveLength(26);
    expect(new Set(THEME_GRADIENTS.map((g) => g.id)).size).toBe(26);
    expect(new Set(THEME_GRADIENTS.map((g) => g.name)).size).toBe(26);
    expect(THEME_GRADIENTS[0]).toBe(DEFAULT_GRADIENT);
    expect(DEFAULT_GRADIENT.value).toBe('linear-gradient(90deg, #0a1f4d 0%, #123d86 100%)');
    expect(DEFAULT_GRADIENT.accent).toBe('#1677ff');
    for (const g of THEME_GRADIENTS) {
      expect(g.value).toMatch(/^linear-gradient\(90deg, #[0-9a-f]{6} 0%, #[0-9a-f]{6} 100%\)$/);
      expect(g.accent).toMatch(/^#[0-9a-f]{6}$/);
    }
  });
});

describe('theme store', () => {
  beforeEach(() => localStorage.clear());

  it('starts from the defaults of docs/requirements.md §9 when nothing is stored', async () => {
    const store = await loadStore();
    const s = store.getState();
    expect(s.layout).toBe('vertical');
    expect(s.fixedHeader).toBe(true);
    expect(s.showTagsBar).toBe(true);
    expect(s.backClassId).toBe('woms-white');
    expect(s.gradientId).toBe(DEFAULT_GRADIENT.id);
    expect(s.menuBackground).toBe('#0f2550');
    expect(s.menuTextColor).toBe('rgba(255,255,255,0.65)');
    expect(s.menuActiveColor).toBe('#1677ff');
    expect(s.buttonBackground).toBe('#1677ff');
    expect(s.paginationColor).toBe('#1677ff');
    expect(s.backgroundImage).toBe('');
  });

  it('keeps backClassId under colorTheme and everything else as JSON under ThemeStyle', async () => {
    const store = await loadStore();
    store.getState().setBackClassId('woms-black');
    store.getState().setLayout('horizontal');
    store.getState().setFixedHeader(false);
    store.getState().setShowTagsBar(false);
    store.getState().setMenuBackground('#001529');
    store.getState().setMenuTextColor('rgba(255, 255, 255, 0.8)');
    store.getState().setBackgroundImage('/woms/bg.png');

    expect(localStorage.getItem(STORAGE_KEYS.COLOR_THEME)).toBe('woms-black');
    const style = storedStyle();
    expect(style).not.toHaveProperty('backClassId');
    expect(style).toMatchObject({
      layout: 'horizontal',
      fixedHeader: false,
      showTagsBar: false,
      menuBackground: '#001529',
      menuTextColor: 'rgba(255, 255, 255, 0.8)',
      backgroundImage: '/woms/bg.png',
    });
  });

  it('restores the stored settings on load', async () => {
    const first = await loadStore();
    first.getState().setGradient('purple');
    first.getState().setBackClassId('woms-black');
    first.getState().setLayout('horizontal');
    first.getState().setMenuActiveColor('#ff0000');

    const reloaded = (await loadStore()).getState();
    expect(reloaded).not.toBe(first.getState());
    expect(reloaded.gradientId).toBe('purple');
    expect(reloaded.backClassId).toBe('woms-black');
    expect(reloaded.layout).toBe('horizontal');
    expect(reloaded.menuActiveColor).toBe('#ff0000');
    expect(reloaded.buttonBackground).toBe('#722ed1');
  });

  it.each([
    ['not JSON', '{oops'],
    ['JSON null', 'null'],
    ['an array', '[1,2,3]'],
    ['a number', '42'],
    ['a string', '"woms"'],
  ])('falls back to the defaults when ThemeStyle is %s', async (_label, raw) => {
    localStorage.setItem(STORAGE_KEYS.THEME_STYLE, raw);
    localStorage.setItem(STORAGE_KEYS.COLOR_THEME, 'purple-ish');
    const s = (await loadStore()).getState();
    expect(s).toMatchObject({ ...DEFAULT_THEME });
  });

  it('keeps the valid fields of foreign storage and defaults the rest, field by field', async () => {
    localStorage.setItem(
      STORAGE_KEYS.THEME_STYLE,
      JSON.stringify({
        layout: 'diagonal',
        fixedHeader: 'yes',
        showTagsBar: false,
        gradientId: 'no-such-gradient',
        menuBackground: 'red; background: url(https://evil.example/x.png)',
        menuTextColor: '#abcdef',
        menuActiveColor: 12,
        backgroundImage: { url: 'x' },
        extra: 'ignored',
      }),
    );
    localStorage.setItem(STORAGE_KEYS.COLOR_THEME, '"woms-black"');
    const s = (await loadStore()).getState();
    expect(s.layout).toBe('vertical');
    expect(s.fixedHeader).toBe(true);
    expect(s.showTagsBar).toBe(false);
    expect(s.gradientId).toBe(DEFAULT_GRADIENT.id);
    expect(s.menuBackground).toBe('#0f2550');
    expect(s.menuTextColor).toBe('#abcdef');
    expect(s.menuActiveColor).toBe('#1677ff');
    expect(s.backgroundImage).toBe('');
    expect(s.backClassId).toBe('woms-black');
  });

  it('lets missing accent colours follow the stored gradient', async () => {
    localStorage.setItem(STORAGE_KEYS.THEME_STYLE, JSON.stringify({ gradientId: 'rose' }));
    const s = (await loadStore()).getState();
    expect(s.menuActiveColor).toBe('#f5222d');
    expect(s.buttonBackground).toBe('#f5222d');
    expect(s.paginationColor).toBe('#f5222d');
  });

  it('picking a gradient re-themes the accents; unknown gradients and bad colours are ignored', async () => {
    const store = await loadStore();
    store.getState().setGradient('cyan');
    expect(store.getState()).toMatchObject({
      gradientId: 'cyan',
      menuActiveColor: '#13c2c2',
      buttonBackground: '#13c2c2',
      paginationColor: '#13c2c2',
    });
    store.getState().setGradient('nope');
    store.getState().setMenuBackground('url(x)');
    store.getState().setPaginationColor('var(--x)');
    expect(store.getState().gradientId).toBe('cyan');
    expect(store.getState().menuBackground).toBe('#0f2550');
    expect(store.getState().paginationColor).toBe('#13c2c2');
  });

  it('reset brings back the defaults and stores them', async () => {
    const store = await loadStore();
    store.getState().setGradient('midnight');
    store.getState().setBackClassId('woms-black');
    store.getState().setLayout('horizontal');
    store.getState().setShowTagsBar(false);
    store.getState().reset();

    expect(store.getState()).toMatchObject({ ...DEFAULT_THEME });
    expect(localStorage.getItem(STORAGE_KEYS.COLOR_THEME)).toBe('woms-white');
    expect(storedStyle()).toMatchObject({
      gradientId: DEFAULT_GRADIENT.id,
      layout: 'vertical',
      showTagsBar: true,
    });
    expect((await loadStore()).getState()).toMatchObject({ ...DEFAULT_THEME });
  });

  it('reload picks up what another window stored', async () => {
    const store = await loadStore();
    localStorage.setItem(STORAGE_KEYS.COLOR_THEME, 'woms-black');
    localStorage.setItem(STORAGE_KEYS.THEME_STYLE, JSON.stringify({ gradientId: 'teal' }));
    store.getState().reload();
    expect(store.getState().backClassId).toBe('woms-black');
    expect(store.getState().gradientId).toBe('teal');
  });
});
