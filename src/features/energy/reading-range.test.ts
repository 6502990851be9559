// @vitest-environment node
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { ReadingSeries } from '@contract/energy';
import type { ChartTheme } from '@/shared/charts';
import { defaultReadingRange, readingProblem, seriesOption, toSeriesQuery } from './reading-range';

const THEME: ChartTheme = { text: '#000', subtle: '#666', line: '#eee', palette: ['#1'] };
const NOW = dayjs('2026-11-23T15:42:10+08:00');

const series = (meterId: number, unit: string): ReadingSeries => ({
  meterId,
  code: `M${meterId}`,
  name: `表${meterId}`,
  kind: unit === 'kWh' ? 'electricity' : 'water',
  unit,
  points: [['2026-11-23T07:00:00.000Z', meterId]],
});

describe('reading query', () => {
  it('offers the last seven days up to the end of this hour', () => {
    const [start, end] = defaultReadingRange(NOW);
    expect(end.toISOString()).toBe(dayjs('2026-11-23T16:00:00+08:00').toISOString());
    expect(end.diff(start, 'day')).toBe(7);
  });

  it('names the first thing the server would refuse', () => {
    const range = defaultReadingRange(NOW);
    expect(readingProblem([], range)).toEqual({ key: 'energy.reading.pickMeters' });
    expect(readingProblem([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], range)).toEqual({
      key: 'energy.reading.tooMany',
      count: 10,
    });
    expect(readingProblem([1], [NOW.subtract(93, 'day'), NOW])).toEqual({
      key: 'energy.reading.tooLong',
      count: 92,
    });
    expect(readingProblem([1], [NOW.subtract(92, 'day'), NOW])).toBeNull();
  });

  it('sends ISO times, a reversed pick the right way round', () => {
    const [a, b] = defaultReadingRange(NOW);
    expect(toSeriesQuery([3], [b, a])).toEqual({
      meterIds: [3],
      start: a.toISOString(),
      end: b.toISOString(),
    });
  });

  it('gives each unit its own axis and each meter its own line', () => {
    const option = seriesOption([series(1, 'kWh'), series(2, 'm³'), series(3, 'kWh')], THEME);
    expect(option.yAxis).toMatchObject([
      { name: 'kWh', position: 'left' },
      { name: 'm³', position: 'right' },
    ]);
    expect(option.series).toMatchObject([
      { name: '表1（M1）', yAxisIndex: 0, data: [['2026-11-23T07:00:00.000Z', 1]] },
      { name: '表2（M2）', yAxisIndex: 1 },
      { name: '表3（M3）', yAxisIndex: 0 },
    ]);
  });
});
