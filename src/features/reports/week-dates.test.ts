// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  daysOfMonth,
  isDay,
  isFutureMonth,
  isMonday,
  mondayOf,
  monthOf,
  sundayOf,
  thisMonth,
  weekdayIndex,
} from './week-dates';

describe('week dates (docs/requirements.md §9: a week from Monday to Sunday)', () => {
  it('knows real days only', () => {
    expect(isDay('2026-11-20')).toBe(true);
    expect(isDay('2026-02-30')).toBe(false);
    expect(isDay('2026-11-20 08:00:00')).toBe(false);
    expect(isDay('20261120')).toBe(false);
  });

  it('numbers the weekdays from Monday whatever the locale', () => {
    expect(weekdayIndex('2026-11-16')).toBe(0);
    expect(weekdayIndex('2026-11-22')).toBe(6);
    expect(isMonday('2026-11-16')).toBe(true);
    expect(isMonday('2026-11-17')).toBe(false);
  });

  it('finds the Monday and Sunday of a week, across months and years', () => {
    expect(mondayOf('2026-11-22')).toBe('2026-11-16');
    expect(mondayOf('2026-11-16')).toBe('2026-11-16');
    expect(mondayOf('2026-11-01')).toBe('2026-10-26');
    expect(mondayOf('2027-01-02')).toBe('2026-12-28');
    expect(sundayOf('2026-12-28')).toBe('2027-01-03');
  });

  it('lists the days of a month', () => {
    expect(daysOfMonth('2026-02')).toHaveLength(28);
    expect(daysOfMonth('2028-02').at(-1)).toBe('2028-02-29');
    expect(daysOfMonth('2026-11')[0]).toBe('2026-11-01');
  });

  it('names the month of a day and of now, and refuses months after this one', () => {
    const now = new Date(2026, 10, 23, 15, 30);
    expect(monthOf('2026-11-20')).toBe('2026-11');
    expect(thisMonth(now)).toBe('2026-11');
    expect(isFutureMonth('2026-11', now)).toBe(false);
    expect(isFutureMonth('2026-10', now)).toBe(false);
    expect(isFutureMonth('2026-12', now)).toBe(true);
  });
});
