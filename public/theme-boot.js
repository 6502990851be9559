/*
 * Applies the stored theme to <html> before the app bundle loads, so a reload never flashes the
 * default theme. A file, not an inline script: the server's CSP forbids inline scripts. Plain ES5
 * with no dependencies, because it runs before anything else.
 *
 * Mirrors src/features/theme (gradients.ts, settings.ts, css-variables.ts): same storage keys, same
 * field checks, same defaults, same variables. theme-boot.test.ts runs this file against the TS code.
 */
/* ES5 has no optional catch binding, so the unused `e` of a catch clause is fine here. */
/* eslint @typescript-eslint/no-unused-vars: ["error", { "caughtErrors": "none" }] */
(function () {
  'use strict';

  var has = Object.prototype.hasOwnProperty;

  var STYLE_KEY = 'ThemeStyle';
  var COLOR_THEME_KEY = 'colorTheme';

  /* id: [gradient, accent]; the first is the default */
  var DEFAULT_GRADIENT = 'deep-blue';
  var GRADIENTS = {
    'deep-blue': ['#0a1f4d', '#123d86', '#1677ff'],
    daybreak: ['#0958d9', '#4096ff', '#1677ff'],
    'geek-blue': ['#1d39c4', '#2f54eb', '#2f54eb'],
    indigo: ['#2b2c6b', '#4b4fb8', '#597ef7'],
    purple: ['#391085', '#722ed1', '#722ed1'],
    violet: ['#5b2a86', '#9254de', '#9254de'],
    magenta: ['#9e1068', '#eb2f96', '#eb2f96'],
    rose: ['#a8071a', '#f5222d', '#f5222d'],
    crimson: ['#5c0011', '#cf1322', '#cf1322'],
    volcano: ['#ad2102', '#fa541c', '#fa541c'],
    sunset: ['#d4380d', '#fa8c16', '#fa8c16'],
    amber: ['#874d00', '#d48806', '#d48806'],
    coffee: ['#3e2723', '#795548', '#a0522d'],
    lime: ['#3f6600', '#7cb305', '#7cb305'],
    'polar-green': ['#237804', '#52c41a', '#52c41a'],
    emerald: ['#00573f', '#00a67e', '#0f9d7a'],
    cyan: ['#006d75', '#13c2c2', '#13c2c2'],
    teal: ['#00474f', '#08979c', '#08979c'],
    aurora: ['#0f2027', '#2c5364', '#36cfc9'],
    ocean: ['#1a2980', '#1f9fc0', '#1a9bd7'],
    sky: ['#0050b3', '#40a9ff', '#1890ff'],
    navy: ['#001529', '#003a8c', '#4096ff'],
    steel: ['#2c3e50', '#4c6b8a', '#3c7dd9'],
    royal: ['#4776e6', '#8e54e9', '#7b61ff'],
    graphite: ['#262626', '#595959', '#597ef7'],
    midnight: ['#000000', '#303030', '#1677ff'],
  };

  var DEFAULT_MENU_BG = '#0f2550';
  var DEFAULT_MENU_TEXT = 'rgba(255,255,255,0.65)';
  var DEFAULT_CLASS = 'woms-white';
  var MODES = {
    'woms-black': { pageBg: '#141414', surface: '#1f1f1f', text: 'rgba(255,255,255,0.85)' },
    'woms-white': { pageBg: '#f0f2f5', surface: '#ffffff', text: 'rgba(0,0,0,0.88)' },
  };

  var HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
  var COLOR_FUNCTION = /^(?:rgba?|hsla?)\([\d\s.,%/]+\)$/i;

  function isColor(value) {
    return typeof value === 'string' && (HEX.test(value) || COLOR_FUNCTION.test(value));
  }

  function read(key) {
    try {
      return window.localStorage.getItem(key);
    } catch (e) {
      return null;
    }
  }

  function readStyle() {
    var text = read(STYLE_KEY);
    if (text === null) return {};
    try {
      var value = JSON.parse(text);
      return value && typeof value === 'object' && !Array.isArray(value) ? value : {};
    } catch (e) {
      return {};
    }
  }

  function colorOr(value, fallback) {
    return isColor(value) ? value : fallback;
  }

  var style = readStyle();
  var gradientId =
    typeof style.gradientId === 'string' && has.call(GRADIENTS, style.gradientId)
      ? style.gradientId
      : DEFAULT_GRADIENT;
  var gradient = GRADIENTS[gradientId];
  var accent = gradient[2];

  var colorTheme = read(COLOR_THEME_KEY);
  if (colorTheme !== null) colorTheme = colorTheme.replace(/^"(.*)"$/, '$1');
  var mode = colorTheme === 'woms-black' || colorTheme === 'woms-white' ? colorTheme : DEFAULT_CLASS;

  var variables = {
    '--woms-header-bg': 'linear-gradient(90deg, ' + gradient[0] + ' 0%, ' + gradient[1] + ' 100%)',
    '--woms-menu-bg': colorOr(style.menuBackground, DEFAULT_MENU_BG),
    '--woms-menu-text': colorOr(style.menuTextColor, DEFAULT_MENU_TEXT),
    '--woms-menu-active': colorOr(style.menuActiveColor, accent),
    '--woms-accent': accent,
    '--woms-page-bg': MODES[mode].pageBg,
    '--woms-surface': MODES[mode].surface,
    '--woms-text': MODES[mode].text,
  };

  var root = document.documentElement;
  for (var name in variables) {
    if (has.call(variables, name)) root.style.setProperty(name, variables[name]);
  }
  for (var other in MODES) {
    if (has.call(MODES, other) && other !== mode) root.classList.remove(other);
  }
  root.classList.add(mode);
})();
