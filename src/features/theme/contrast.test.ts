// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  AA_TEXT,
  contrastRatio,
  parseColor,
  readableOn,
  readableOnAll,
  readableSeeds,
  withAlpha,
} from './contrast';

describe('contrast ratio (WCAG 2.1)', () => {
  it('reads hex and rgb() notations, and nothing else', () => {
    expect(parseColor('#fff')).toEqual({ r: 255, g: 255, b: 255, a: 1 });
    expect(parseColor('#1677FF')).toEqual({ r: 22, g: 119, b: 255, a: 1 });
    expect(parseColor('#00000080')?.a).toBeCloseTo(0.5, 2);
    expect(parseColor('rgba(0,0,0,0.45)')).toEqual({ r: 0, g: 0, b: 0, a: 0.45 });
    expect(parseColor('rgb(10 20 30 / 50%)')).toEqual({ r: 10, g: 20, b: 30, a: 0.5 });
    expect(parseColor('red')).toBeNull();
    expect(contrastRatio('red', '#fff')).toBeNaN();
  });

  it('gives the known ratios: 21 for black on white, 4.1 for antd blue on white, translucent text laid over', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#fff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#1677ff', '#ffffff')).toBeCloseTo(4.1, 1);
    // antd's secondary text on the console's page background: what axe reported for the breadcrumb.
    expect(contrastRatio('rgba(0,0,0,0.45)', '#f0f2f5')).toBeCloseTo(3.29, 1);
  });
});

describe('readableOn', () => {
  it('keeps a colour that already reads, as written', () => {
    expect(readableOn('#000000', '#ffffff')).toBe('#000000');
    expect(readableOn('rgba(255,255,255,0.65)', '#0f2550')).toBe('rgba(255,255,255,0.65)');
  });

  it('darkens on a light background and lightens on a dark one, just past 4.5:1', () => {
    const onWhite = readableOn('#1677ff', '#ffffff');
    expect(contrastRatio(onWhite, '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(onWhite, '#ffffff')).toBeLessThan(4.8);
    const onDark = readableOn('#1668dc', '#141414');
    expect(contrastRatio(onDark, '#141414')).toBeGreaterThanOrEqual(AA_TEXT);
    expect(parseColor(onDark)!.b).toBeGreaterThanOrEqual(220);
  });

  it('serves white text on a fill too (the ratio is symmetric)', () => {
    const fill = readableOn('#52c41a', '#ffffff');
    expect(contrastRatio('#ffffff', fill)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('answers unreadable input unchanged', () => {
    expect(readableOn('var(--x)', '#fff')).toBe('var(--x)');
    expect(withAlpha('var(--x)', 0.4)).toBe('var(--x)');
  });

  it('gives a colour at an opacity', () => {
    expect(withAlpha('#1369e0', 0.4)).toBe('rgba(19,105,224,0.4)');
  });

  it('against several backgrounds reads on each', () => {
    const c = readableOnAll('rgba(0,0,0,0.45)', ['#f0f2f5', '#ffffff']);
    expect(contrastRatio(c, '#f0f2f5')).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(c, '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT);
  });
});

describe('readableSeeds', () => {
  // A stand-in for antd's dark algorithm: the shown colour is the seed mixed 85 % into #141414.
  const mixIntoDark = (seed: string) => {
    const c = parseColor(seed)!;
    const m = (v: number) => Math.round(v * 0.85 + 0x14 * 0.15);
    return `#${[c.r, c.g, c.b].map((v) => m(v).toString(16).padStart(2, '0')).join('')}`;
  };

  it('keeps seeds whose shown colours read, with a single derivation', () => {
    let calls = 0;
    const seeds = readableSeeds(
      { link: '#ffffff' },
      (s) => {
        calls += 1;
        return { link: mixIntoDark(s.link) };
      },
      ['#141414'],
    );
    expect(seeds).toEqual({ link: '#ffffff' });
    expect(calls).toBe(1);
  });

  it('lightens a seed until what the algorithm shows reads, in four derivations', () => {
    let calls = 0;
    const derive = (s: { link: string; error: string }) => {
      calls += 1;
      return { link: mixIntoDark(s.link), error: mixIntoDark(s.error) };
    };
    const seeds = readableSeeds({ link: '#2a83ff', error: '#ff4d4f' }, derive, ['#141414', '#1f1f1f']);
    const shown = derive(seeds);
    for (const bg of ['#141414', '#1f1f1f']) {
      expect(contrastRatio(shown.link, bg)).toBeGreaterThanOrEqual(AA_TEXT);
      expect(contrastRatio(shown.error, bg)).toBeGreaterThanOrEqual(AA_TEXT);
    }
    expect(calls).toBe(5); // four in the search, one here
  });

  it('still finds a seed, step by step, when the algorithm is not a straight mix', () => {
    // Shown dimmer than any mix would predict below a threshold: the model's pick fails its check.
    const derive = (s: { link: string }) => {
      const c = parseColor(s.link)!;
      return { link: c.r < 120 ? '#202020' : mixIntoDark(s.link) };
    };
    const seeds = readableSeeds({ link: '#1668dc' }, derive, ['#141414']);
    expect(contrastRatio(derive(seeds).link, '#141414')).toBeGreaterThanOrEqual(AA_TEXT);
  });
});
