/**
 * public/theme-boot.js paints the stored theme before the bundle loads. It repeats the TS rules in
 * ES5, so these tests run the file itself and require the very result the store + hook give.
 */
import { afterEach, describe, expect, it } from 'vitest';
import bootSource from '../../../public/theme-boot.js?raw';
import { STORAGE_KEYS } from '@/shared/storage/keys';
import { applyThemeVariables, THEME_CSS_VARS, THEME_CLASSES } from './css-variables';
import { THEME_GRADIENTS } from './gradients';
import { DEFAULT_THEME, loadThemeSettings } from './settings';

const html = document.documentElement;

function snapshot() {
  const vars = Object.values(THEME_CSS_VARS).map((name) => [name, html.style.getPropertyValue(name)]);
  return { vars: Object.fromEntries(vars), classes: [...html.classList].sort() };
}

function clearHtml() {
  html.removeAttribute('style');
  html.className = '';
}

function runBoot() {
  clearHtml();
  new Function(bootSource)();
  return snapshot();
}

function runTs() {
  clearHtml();
  applyThemeVariables(loadThemeSettings());
  return snapshot();
}

function store(style: unknown, colorTheme?: string) {
  localStorage.clear();
  if (style !== undefined) {
    localStorage.setItem(STORAGE_KEYS.THEME_STYLE, typeof style === 'string' ? style : JSON.stringify(style));
  }
  if (colorTheme !== undefined) localStorage.setItem(STORAGE_KEYS.COLOR_THEME, colorTheme);
}

describe('public/theme-boot.js', () => {
  afterEach(clearHtml);

  it('is plain ES5 loaded from index.html before the module script (no inline script)', async () => {
    const code = bootSource.replace(/\/\*[\s\S]*?\*\//g, '');
    expect(code).not.toMatch(/\b(?:let|const|class|import|export)\s|=>|`|\?\.|\.\.\./);
    const index = (await import('../../../index.html?raw')).default;
    // vite-ignore keeps Vite from trying to bundle the classic script; Vite drops the attribute.
    const tag = /<script (?:vite-ignore )?src="\/woms\/theme-boot\.js"><\/script>/.exec(index);
    const boot = tag ? tag.index : -1;
    expect(boot).toBeGreaterThan(index.indexOf('<head>'));
    expect(boot).toBeLessThan(index.indexOf('</head>'));
    expect(boot).toBeLessThan(index.indexOf('type="module"'));
  });

  it('names the same storage keys, variables, classes and defaults as the TS code', () => {
    for (const text of [STORAGE_KEYS.THEME_STYLE, STORAGE_KEYS.COLOR_THEME, ...THEME_CLASSES]) {
      expect(bootSource).toContain(`'${text}'`);
    }
    for (const name of Object.values(THEME_CSS_VARS)) expect(bootSource).toContain(`'${name}'`);
    for (const value of [
      DEFAULT_THEME.menuBackground,
      DEFAULT_THEME.menuTextColor,
      DEFAULT_THEME.gradientId,
    ]) {
      expect(bootSource).toContain(`'${value}'`);
    }
    expect(bootSource).toContain(`DEFAULT_CLASS = '${DEFAULT_THEME.backClassId}'`);
  });

  it('paints the defaults when nothing is stored', () => {
    store(undefined);
    const boot = runBoot();
    expect(boot.classes).toEqual(['woms-white']);
    expect(boot.vars[THEME_CSS_VARS.MENU_BG]).toBe('#0f2550');
    expect(boot).toEqual(runTs());
  });

  it.each(THEME_GRADIENTS.map((g) => [g.id]))('paints gradient %s exactly as the store does', (id) => {
    store({ gradientId: id }, 'woms-black');
    expect(runBoot()).toEqual(runTs());
  });

  it.each<[string, unknown, string | undefined]>([
    [
      'custom colours',
      { menuBackground: '#123', menuTextColor: 'rgb(1 2 3 / 50%)', menuActiveColor: '#abcdef80' },
      'woms-white',
    ],
    ['corrupt JSON', '{not json', 'woms-black'],
    ['an array', '[]', undefined],
    ['JSON null', 'null', '"woms-black"'],
    ['foreign fields', { gradientId: 'toString', menuBackground: 'url(x)', menuActiveColor: 5 }, 'pink'],
    ['a prototype key as gradient', { gradientId: '__proto__' }, 'hasOwnProperty'],
  ])('agrees with the store on %s', (_label, style, colorTheme) => {
    store(style, colorTheme);
    expect(runBoot()).toEqual(runTs());
  });

  it('removes the other theme class left on <html>', () => {
    store(undefined, 'woms-black');
    clearHtml();
    html.classList.add('woms-white');
    new Function(bootSource)();
    expect([...html.classList]).toEqual(['woms-black']);
  });
});
