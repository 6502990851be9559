// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { chinaMinute, emptyPeriods } from './empty-periods';

describe('emptyPeriods (docs/architecture.md §3 "Energy", "The first hour of a day")', () => {
  it('leaves today without a figure in the first hour of a day, and the month too on its first day', () => {
    expect(emptyPeriods(0, '2027-02-01T00:00:00+08:00')).toEqual({ today: true, month: true });
    expect(emptyPeriods(0, '2027-02-02T00:00:00+08:00')).toEqual({ today: true, month: false });
    expect(emptyPeriods(1, '2027-02-01T01:00:00+08:00')).toEqual({ today: false, month: false });
    expect(emptyPeriods(23, '2027-01-31T23:00:00+08:00')).toEqual({ today: false, month: false });
  });

  it("reads the big screens' times the same way", () => {
    expect(emptyPeriods(0, '2027-02-01 00:00:00')).toEqual({ today: true, month: true });
    expect(emptyPeriods(0, '2027-03-15 00:00:00')).toEqual({ today: true, month: false });
  });
});

describe('chinaMinute', () => {
  it("shows the plant's minute whatever the browser's time zone", () => {
    expect(chinaMinute('2027-02-01T00:05:59+08:00')).toBe('2027-02-01 00:05');
    expect(chinaMinute('2027-02-01 23:59:00')).toBe('2027-02-01 23:59');
  });
});
