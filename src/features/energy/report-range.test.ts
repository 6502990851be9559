// @vitest-environment node
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { defaultRange, periodCount, reportFilename, toReportQuery, tooManyPeriods } from './report-range';

const TODAY = dayjs('2026-11-23T15:30:00');
const fmt = (range: [dayjs.Dayjs, dayjs.Dayjs]) => range.map((d) => d.format('YYYY-MM-DD'));

describe('report range', () => {
  it('offers this month by day, this year by month and five years by year', () => {
    expect(fmt(defaultRange('day', TODAY))).toEqual(['2026-11-01', '2026-11-23']);
    expect(fmt(defaultRange('month', TODAY))).toEqual(['2026-01-01', '2026-11-01']);
    expect(fmt(defaultRange('year', TODAY))).toEqual(['2022-01-01', '2026-01-01']);
  });

  it('asks for whole periods, first and last day included', () => {
    const picked: [dayjs.Dayjs, dayjs.Dayjs] = [dayjs('2026-02-10'), dayjs('2026-03-05')];
    expect(toReportQuery('day', picked, 11, undefined)).toEqual({
      granularity: 'day',
      start: '2026-02-10',
      end: '2026-03-05',
      factoryId: 11,
    });
    expect(toReportQuery('month', picked, null, 'water')).toEqual({
      granularity: 'month',
      start: '2026-02-01',
      end: '2026-03-31',
      kind: 'water',
    });
    expect(toReportQuery('year', picked, null, undefined)).toMatchObject({
      start: '2026-01-01',
      end: '2026-12-31',
    });
  });

  it('counts periods and refuses more than the server takes', () => {
    const range: [dayjs.Dayjs, dayjs.Dayjs] = [dayjs('2026-01-01'), dayjs('2026-03-03')];
    expect(periodCount('day', range)).toBe(62);
    expect(tooManyPeriods('day', range)).toBeNull();
    expect(tooManyPeriods('day', [range[0], dayjs('2026-03-04')])).toBe(62);
    expect(periodCount('month', [dayjs('2025-01-31'), dayjs('2026-12-01')])).toBe(24);
    expect(tooManyPeriods('year', [dayjs('2016-06-01'), dayjs('2026-01-01')])).toBe(10);
  });

  it('names the export after the report and its range', () => {
    const query = toReportQuery('day', defaultRange('day', TODAY), 11, undefined);
    expect(reportFilename('能耗报表', query)).toBe('能耗报表_day_2026-11-01_2026-11-23.xlsx');
  });
});
