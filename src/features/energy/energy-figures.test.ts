// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { changeRatio, changeTone, formatChange } from './energy-figures';

describe('energy figures', () => {
  it('compares with the previous period, and not at all against nothing', () => {
    expect(changeRatio(110, 100)).toBeCloseTo(0.1);
    expect(changeRatio(90, 100)).toBeCloseTo(-0.1);
    expect(changeRatio(5, 0)).toBeNull();
    expect(formatChange(0.1234)).toBe('+12.3%');
    expect(formatChange(-0.04)).toBe('−4.0%');
    expect(formatChange(0)).toBe('0.0%');
    expect(formatChange(null)).toBe('—');
  });

  it('marks a rise as up, a fall as down and a tiny change as flat', () => {
    expect(changeTone(0.2)).toBe('up');
    expect(changeTone(-0.2)).toBe('down');
    expect(changeTone(0.0001)).toBe('flat');
    expect(changeTone(null)).toBe('flat');
  });
});
