/** The 告警分析 charts' options (docs/alarms.md "Analysis"): what each draws from the figures. */
import { describe, expect, it } from 'vitest';
import type { AlarmAnalysis } from '@contract/alarm';
import type { ChartTheme } from '@/shared/charts';
import { badActorsOption, DAILY_FROM_HOURS, hourlyOption, priorityOption } from './analysis-charts';

const THEME: ChartTheme = {
  text: '#000',
  subtle: '#666',
  line: '#eee',
  palette: ['#1677ff', '#52c41a', '#faad14', '#ff4d4f'],
};
const A: AlarmAnalysis = {
  beginTime: '2026-11-29 00:00:00',
  endTime: '2026-11-29 02:00:00',
  total: 15,
  perTenMinutes: 1.25,
  perHour: 7.5,
  floodShare: 0.0833,
  floodPeriods: 1,
  peakTenMinutes: { count: 12, at: '2026-11-29 01:20' },
  priorityMix: [
    { priority: 1, count: 1, share: 0.0667, target: 0.05 },
    { priority: 2, count: 2, share: 0.1333, target: 0.15 },
    { priority: 3, count: 0, share: 0, target: 0.4 },
    { priority: 4, count: 12, share: 0.8, target: 0.4 },
  ],
  badActors: [
    { deviceCode: 'SH01-FM-01', deviceName: '进水流量计', kind: 3, count: 12, share: 0.8 },
    { deviceCode: 'SH01-EM-01', deviceName: '电表', kind: 4, count: 3, share: 0.2 },
  ],
  chattering: [],
  stale: 1,
  meanAckMinutes: 6,
  meanReleaseMinutes: 12,
  hourly: [
    { at: '2026-11-29 00:00', count: 3 },
    { at: '2026-11-29 01:00', count: 12 },
  ],
};

const seriesOf = (o: ReturnType<typeof hourlyOption>) =>
  o.series as Array<{ name?: string; data: unknown[] }>;

describe('alarm analysis charts', () => {
  it('draws the alarms per hour beside what an operator can handle (6 an hour)', () => {
    const o = hourlyOption(A, THEME, { alarms: '告警数', manageable: '可处理上限' });
    expect((o.xAxis as { data: string[] }).data).toEqual(['2026-11-29 00:00', '2026-11-29 01:00']);
    expect(seriesOf(o).map((s) => [s.name, s.data])).toEqual([
      ['告警数', [3, 12]],
      ['可处理上限', [6, 6]],
    ]);
  });

  it('draws days, against 144 a day, once the range is longer than two weeks (90 days: 90 bars, not 2,160)', () => {
    const start = Date.UTC(2026, 8, 1);
    const hourly = Array.from({ length: 90 * 24 }, (_, i) => ({
      at: new Date(start + i * 3_600_000).toISOString().slice(0, 16).replace('T', ' '),
      count: i % 24 === 5 ? 30 : 1,
    }));
    const o = hourlyOption({ ...A, hourly }, THEME, { alarms: '告警数', manageable: '可处理上限' });
    const days = (o.xAxis as { data: string[] }).data;
    expect(days).toHaveLength(90);
    expect(days.slice(0, 2)).toEqual(['2026-09-01', '2026-09-02']);
    const [bars, line] = seriesOf(o);
    expect(bars?.data.slice(0, 2)).toEqual([53, 53]);
    expect(line?.data[0]).toBe(144);
    // Two weeks exactly still draws hours.
    const twoWeeks = hourlyOption({ ...A, hourly: hourly.slice(0, DAILY_FROM_HOURS) }, THEME, {
      alarms: '告警数',
      manageable: '可处理上限',
    });
    expect((twoWeeks.xAxis as { data: string[] }).data).toHaveLength(DAILY_FROM_HOURS);
  });

  it('draws the priority mix in percent beside its target', () => {
    const o = priorityOption(A, THEME, { actual: '实际', target: '目标', priority: (p) => `P${p}` });
    expect((o.xAxis as { data: string[] }).data).toEqual(['P1', 'P2', 'P3', 'P4']);
    expect(seriesOf(o).map((s) => s.data)).toEqual([
      [6.7, 13.3, 0, 80],
      [5, 15, 40, 40],
    ]);
  });

  it('lists the bad actors largest on top', () => {
    const o = badActorsOption(A, THEME, (k) => `K${k}`);
    expect((o.yAxis as { data: string[] }).data).toEqual(['SH01-EM-01 · K4', 'SH01-FM-01 · K3']);
    expect(seriesOf(o)[0]?.data).toEqual([3, 12]);
  });
});
