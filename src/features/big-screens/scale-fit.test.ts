// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DESIGN, fitScale, fitTransform } from './scale-fit';

describe('fitScale (docs/requirements.md §2 big screens: 1920 × 1080 scaled to any box, letterboxed)', () => {
  it('fills a 16:9 box exactly, larger or smaller', () => {
    expect(fitScale({ width: 1920, height: 1080 })).toEqual({ scale: 1, offsetX: 0, offsetY: 0 });
    expect(fitScale({ width: 3840, height: 2160 })).toEqual({ scale: 2, offsetX: 0, offsetY: 0 });
    expect(fitScale({ width: 960, height: 540 })).toEqual({ scale: 0.5, offsetX: 0, offsetY: 0 });
  });

  it('a wider box: bars left and right, the design centred', () => {
    const fit = fitScale({ width: 1440, height: 540 });
    expect(fit.scale).toBe(0.5);
    expect(fit.offsetX).toBe((1440 - 960) / 2);
    expect(fit.offsetY).toBe(0);
  });

  it('a taller box (a narrow window): bars above and below', () => {
    const fit = fitScale({ width: 800, height: 900 });
    expect(fit.scale).toBeCloseTo(800 / 1920);
    expect(fit.offsetX).toBe(0);
    expect(fit.offsetY).toBeCloseTo((900 - 1080 * (800 / 1920)) / 2);
    // The scaled design never leaves the box: no scrollbars.
    expect(fit.offsetY + DESIGN.height * fit.scale).toBeLessThanOrEqual(900);
  });

  it('a box with no size yet keeps the design as drawn', () => {
    expect(fitScale({ width: 0, height: 0 })).toEqual({ scale: 1, offsetX: 0, offsetY: 0 });
    expect(fitScale({ width: Number.NaN, height: 500 })).toEqual({ scale: 1, offsetX: 0, offsetY: 0 });
  });

  it('writes the transform with the offset first, so the scale applies from the top left', () => {
    expect(fitTransform({ scale: 0.5, offsetX: 240, offsetY: 0 })).toBe(
      'translate(240.00px, 0.00px) scale(0.50000)',
    );
  });
});
