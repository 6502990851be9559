// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { chinaNow, isoWeek, monthRange, todayRange, weekRange } from '.';

describe('date helpers (docs/requirements.md §9)', () => {
  it('today runs from 00:00:00 to 23:59:59', () => {
    expect(todayRange(new Date(2026, 10, 21, 16, 30))).toEqual([
      '2026-11-21 00:00:00',
      '2026-11-21 23:59:59',
    ]);
  });

  it.each([
    [new Date(2026, 10, 16, 0, 0), '2026-11-16'], // Monday
    [new Date(2026, 10, 21, 12, 0), '2026-11-16'], // Saturday
    [new Date(2026, 10, 22, 23, 59), '2026-11-16'], // Sunday belongs to the week before
  ])('week of %s runs Monday to Sunday', (now, monday) => {
    const [start, end] = weekRange(now);
    expect(start).toBe(`${monday} 00:00:00`);
    expect(end).toBe('2026-11-22 23:59:59');
  });

  it('a week may cross a month or year boundary', () => {
    expect(weekRange(new Date(2026, 0, 1))).toEqual(['2025-12-29 00:00:00', '2026-01-04 23:59:59']);
  });

  it.each([
    [new Date(2026, 1, 10), ['2026-02-01 00:00:00', '2026-02-28 23:59:59']],
    [new Date(2024, 1, 29), ['2024-02-01 00:00:00', '2024-02-29 23:59:59']],
    [new Date(2026, 11, 31, 23, 59), ['2026-12-01 00:00:00', '2026-12-31 23:59:59']],
  ])('month of %s runs first to last day', (now, expected) => {
    expect(monthRange(now)).toEqual(expected);
  });

  it('ISO week numbers', () => {
    expect(isoWeek(new Date(2026, 0, 1))).toEqual({ year: 2026, week: 1 });
    expect(isoWeek(new Date(2027, 0, 1))).toEqual({ year: 2026, week: 53 });
    expect(isoWeek(new Date(2026, 10, 21))).toEqual({ year: 2026, week: 47 });
  });

  it('defaults to the current time', () => {
    expect(todayRange()[0]).toMatch(/^\d{4}-\d{2}-\d{2} 00:00:00$/);
  });
});

describe('chinaNow', () => {
  it('reads the instant as China’s wall clock whatever the browser’s zone', () => {
    // 2026-11-29 05:00 UTC is 13:00 in China
    expect(chinaNow(Date.UTC(2026, 10, 29, 5, 0, 0)).format('YYYY-MM-DD HH:mm')).toBe('2026-11-29 13:00');
  });
});
