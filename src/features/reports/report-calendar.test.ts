// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { REPORT_STATUS, type ReportPeriod } from '@contract/report';
import { monthGrid, statusColor, statusKey, weekRows } from './report-calendar';

const period = (date: string, overrides: Partial<ReportPeriod> = {}): ReportPeriod => ({
  date,
  id: null,
  status: null,
  flagged: 0,
  overdue: false,
  ...overrides,
});

describe('monthGrid', () => {
  it('lays the month out in weeks from Monday, padding the neighbouring months', () => {
    // November 2026 starts on a Sunday and ends on a Monday.
    const grid = monthGrid('2026-11', []);
    expect(grid).toHaveLength(6);
    expect(grid.every((week) => week.length === 7)).toBe(true);
    expect(grid[0]!.slice(0, 6)).toEqual([null, null, null, null, null, null]);
    expect(grid[0]![6]).toMatchObject({ date: '2026-11-01', day: 1 });
    expect(grid[5]![0]).toMatchObject({ date: '2026-11-30', day: 30 });
    expect(grid[5]!.slice(1)).toEqual([null, null, null, null, null, null]);
  });

  it('gives each day its period; days after today have none', () => {
    const grid = monthGrid('2026-11', [
      period('2026-11-01', { status: REPORT_STATUS.APPROVED, id: 1 }),
      period('2026-11-02', { overdue: true }),
    ]);
    const cells = grid.flat().filter((c) => c !== null);
    expect(cells[0]!.period).toMatchObject({ status: REPORT_STATUS.APPROVED });
    expect(cells[1]!.period).toMatchObject({ overdue: true });
    expect(cells[2]!.period).toBeNull();
  });

  it('fits a month that starts on a Monday in whole weeks (February 2027: four)', () => {
    expect(monthGrid('2027-02', [])).toHaveLength(4);
  });
});

describe('weekRows', () => {
  it('lists the weeks oldest first with their Sundays', () => {
    const rows = weekRows([period('2026-11-16'), period('2026-11-02', { status: REPORT_STATUS.SUBMITTED })]);
    expect(rows.map((r) => [r.monday, r.sunday])).toEqual([
      ['2026-11-02', '2026-11-08'],
      ['2026-11-16', '2026-11-22'],
    ]);
    expect(rows[0]!.period.status).toBe(REPORT_STATUS.SUBMITTED);
  });
});

describe('states', () => {
  it('gives every state its colour and label', () => {
    expect([null, 0, 1, 2, 3].map((s) => statusColor(s as never))).toEqual([
      'default',
      'processing',
      'warning',
      'success',
      'error',
    ]);
    expect(statusKey(null)).toBe('report.status.none');
    expect(statusKey(REPORT_STATUS.REJECTED)).toBe('report.status.3');
  });
});
