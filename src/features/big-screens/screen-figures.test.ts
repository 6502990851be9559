// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { changeRatio, changeTone, formatChange, formatCount, splitMinutes } from './screen-figures';

describe('screen figures', () => {
  it('writes counts for a wall: whole, with group separators, a dash for none', () => {
    expect(formatCount(1234.4)).toBe('1,234');
    expect(formatCount(undefined)).toBe('—');
  });

  it('compares today with yesterday', () => {
    expect(changeRatio(110, 100)).toBeCloseTo(0.1);
    expect(changeRatio(5, 0)).toBeNull();
    expect(changeRatio(null, 3)).toBeNull();
    expect(formatChange(0.1234)).toBe('+12.3%');
    expect(formatChange(-0.04)).toBe('−4.0%');
    expect(formatChange(0.00001)).toBe('0.0%');
    expect(formatChange(null)).toBe('—');
  });

  it('more energy is bad news, more water produced is good news', () => {
    expect(changeTone(0.2, false)).toBe('bad');
    expect(changeTone(-0.2, false)).toBe('good');
    expect(changeTone(0.2, true)).toBe('good');
    expect(changeTone(-0.2, true)).toBe('bad');
    expect(changeTone(0.0001, true)).toBe('flat');
    expect(changeTone(null, true)).toBe('flat');
  });
});

describe('splitMinutes (how long an order is overdue)', () => {
  it('says it in the largest two units', () => {
    expect(splitMinutes(45)).toEqual({ unit: 'minutes', m: 45 });
    expect(splitMinutes(185)).toEqual({ unit: 'hours', h: 3, m: 5 });
    expect(splitMinutes(2 * 1440 + 4 * 60 + 59)).toEqual({ unit: 'days', d: 2, h: 4 });
    expect(splitMinutes(-3)).toEqual({ unit: 'minutes', m: 0 });
    expect(splitMinutes(Number.NaN)).toEqual({ unit: 'minutes', m: 0 });
  });
});
