/**
 * WCAG 2.x contrast for the theme's colours (docs/architecture.md §4 "Contrast"): the accent, menu, button and
 * pagination colours the user picks, and antd's own secondary greys, are nudged just far enough towards
 * black or white that text on them, or in them on the page, reads at 4.5:1 (WCAG 2.1 SC 1.4.3, the level
 * axe-core's `color-contrast` rule checks in e2e/accessibility.spec.ts).
 */

/** WCAG 2.1 SC 1.4.3: normal-size text. */
export const AA_TEXT = 4.5;

interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

const HEX = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const RGB = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:[\s,/]+([\d.]+%?))?\s*\)$/i;

/** `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb()` and `rgba()`; anything else is null. */
export function parseColor(value: string): Rgba | null {
  const text = value.trim();
  const hex = HEX.exec(text)?.[1];
  if (hex) {
    const full = hex.length <= 4 ? [...hex].map((c) => c + c).join('') : hex;
    const byte = (i: number) => parseInt(full.slice(i * 2, i * 2 + 2), 16);
    return { r: byte(0), g: byte(1), b: byte(2), a: full.length === 8 ? byte(3) / 255 : 1 };
  }
  const rgb = RGB.exec(text);
  if (!rgb) return null;
  const alpha = rgb[4];
  const a = alpha === undefined ? 1 : alpha.endsWith('%') ? parseFloat(alpha) / 100 : parseFloat(alpha);
  return { r: Number(rgb[1]), g: Number(rgb[2]), b: Number(rgb[3]), a: Math.min(1, Math.max(0, a)) };
}

/** A translucent colour as it shows over an opaque background. */
function over(fg: Rgba, bg: Rgba): Rgba {
  const mix = (f: number, b: number) => f * fg.a + b * (1 - fg.a);
  return { r: mix(fg.r, bg.r), g: mix(fg.g, bg.g), b: mix(fg.b, bg.b), a: 1 };
}

/** WCAG relative luminance of an opaque colour. */
function luminance({ r, g, b }: Rgba): number {
  const channel = (v: number) => {
    const s = v / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function ratio(fg: Rgba, bg: Rgba): number {
  const [hi, lo] = [luminance(fg), luminance(bg)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const toHex = ({ r, g, b }: Rgba) =>
  `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

const BLACK: Rgba = { r: 0, g: 0, b: 0, a: 1 };
const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };

/** The contrast ratio of `foreground` over an opaque `background` (1 to 21); NaN when either is unreadable. */
export function contrastRatio(foreground: string, background: string): number {
  const fg = parseColor(foreground);
  const bg = parseColor(background);
  if (!fg || !bg) return Number.NaN;
  const base = over(bg, WHITE);
  return ratio(over(fg, base), base);
}

/**
 * `color` as it is when it already reads at `min` against `background`, else the nearest mix of it with black
 * (on a light background) or white (on a dark one) that does, as `#rrggbb` (a translucent colour is first
 * laid over the background). Works both ways: text in `color` on `background`, and text in `background`
 * on a fill of `color` (white text on a button is `readableOn(fill, '#ffffff')`). Unreadable input is
 * answered unchanged.
 */
export function readableOn(color: string, background: string, min = AA_TEXT): string {
  const fg = parseColor(color);
  const bgRaw = parseColor(background);
  if (!fg || !bgRaw) return color;
  const bg = over(bgRaw, WHITE);
  const solid = over(fg, bg);
  if (ratio(solid, bg) >= min) return color;
  const target = ratio(BLACK, bg) >= ratio(WHITE, bg) ? BLACK : WHITE;
  // 1 % steps: the smallest change that passes, so the hue the user picked stays recognisable.
  for (let step = 1; step <= 100; step += 1) {
    const mixed = mix(solid, target, step / 100);
    const hex = toHex(mixed);
    // Compared after rounding to the hex that is handed out, so the answer passes as written.
    if (ratio(parseColor(hex) ?? mixed, bg) >= min) return hex;
  }
  return toHex(target);
}

/** `color` at the given opacity as `rgba()` (a tint or a ring of it); unreadable input is answered unchanged. */
export function withAlpha(color: string, alpha: number): string {
  const c = parseColor(color);
  return c ? `rgba(${Math.round(c.r)},${Math.round(c.g)},${Math.round(c.b)},${alpha})` : color;
}

/** `readableOn` against every background in turn (all light or all dark): text that sits on each of them. */
export function readableOnAll(color: string, backgrounds: readonly string[], min = AA_TEXT): string {
  return backgrounds.reduce((c, bg) => readableOn(c, bg, min), color);
}

/**
 * Seed colours, each nearest to the one asked for, whose shown colours `derive(seeds)` read at `min` on every
 * background: for antd's seed tokens (colorLink, colorError), which its algorithm turns into the colour shown
 * (the dark algorithm mixes them into the page background, so a readable seed can show unreadable). The seeds
 * asked for, unchanged, when what they show reads.
 *
 * `derive` runs a whole antd algorithm (milliseconds), so it is called as little as possible: antd's
 * derivation is a mix with the background, the same straight line for every seed, so its answers for a black
 * and a white seed tell what any seed shows; a last call confirms the picks. Were that ever not so, a seed whose
 * shown colour does not read is searched one step at a time.
 */
export function readableSeeds<K extends string>(
  colors: Readonly<Record<K, string>>,
  derive: (seeds: Record<K, string>) => Record<K, string>,
  backgrounds: readonly string[],
  min = AA_TEXT,
): Record<K, string> {
  const keys = Object.keys(colors) as K[];
  const reads = (shown: string | undefined) =>
    shown !== undefined && backgrounds.every((bg) => contrastRatio(shown, bg) >= min);
  const every = (pick: (key: K) => string) =>
    Object.fromEntries(keys.map((key) => [key, pick(key)])) as Record<K, string>;
  const asked = every((key) => colors[key]);
  const first = backgrounds[0] === undefined ? null : parseColor(backgrounds[0]);
  if (!first || keys.every((key) => reads(derive(asked)[key]))) return asked;

  const bg = over(first, WHITE);
  const target = ratio(BLACK, bg) >= ratio(WHITE, bg) ? BLACK : WHITE;
  const atBlack = derive(every(() => '#000000'));
  const atWhite = derive(every(() => '#ffffff'));
  const seedAt = (key: K, step: number) => {
    const start = parseColor(colors[key]);
    return start ? toHex(mix(over(start, bg), target, step / 100)) : colors[key];
  };
  const modelled = (key: K, seed: string) => {
    const [lo, hi, c] = [parseColor(atBlack[key]), parseColor(atWhite[key]), parseColor(seed)];
    if (!lo || !hi || !c) return undefined;
    const lerp = (a: number, b: number, v: number) => a + ((b - a) * v) / 255;
    return toHex({ r: lerp(lo.r, hi.r, c.r), g: lerp(lo.g, hi.g, c.g), b: lerp(lo.b, hi.b, c.b), a: 1 });
  };
  const steps = every((key) => {
    let step = 0;
    while (step < 100 && !reads(modelled(key, seedAt(key, step)))) step += 1;
    return String(step);
  });
  const picked = every((key) => seedAt(key, Number(steps[key])));
  const shown = derive(picked);
  for (const key of keys) {
    for (let step = Number(steps[key]); !reads(shown[key]) && step < 100;) {
      step += 1;
      picked[key] = seedAt(key, step);
      shown[key] = derive(picked)[key];
    }
  }
  return picked;
}

function mix(from: Rgba, to: Rgba, t: number): Rgba {
  return {
    r: from.r + (to.r - from.r) * t,
    g: from.g + (to.g - from.g) * t,
    b: from.b + (to.b - from.b) * t,
    a: 1,
  };
}
