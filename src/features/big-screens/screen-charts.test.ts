// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ChartTheme } from '@/shared/charts';
import { alarmsOption, ordersOption, rateOption, trendOption } from './screen-charts';
import { internalScreen, publicOverview } from './screens.fixtures';

const THEME: ChartTheme = {
  text: '#fff',
  subtle: '#999',
  line: '#333',
  palette: ['#1', '#2', '#3', '#4', '#5', '#6'],
};

describe('screen charts', () => {
  it('orders: one bar group per kind, created, open, closed and overdue', () => {
    const option = ordersOption(
      internalScreen().orders,
      { kinds: (k) => `K:${k}`, created: 'c', open: 'o', closed: 'x', overdue: 'd' },
      THEME,
    );
    expect(option.xAxis).toMatchObject({ data: ['K:fix', 'K:maint', 'K:inspect', 'K:planFix'] });
    const series = option.series as { name: string; data: number[] }[];
    expect(series.map((s) => s.name)).toEqual(['c', 'o', 'x', 'd']);
    expect(series[1]?.data).toEqual([6, 3, 2, 1]);
    expect(series[3]?.data).toEqual([2, 1, 0, 0]);
    // A wall redraws every 30 s for days: no animation.
    expect(option.animation).toBe(false);
  });

  it('alarms: every kind in the ring, in its own colour, its count beside its name', () => {
    const option = alarmsOption(internalScreen().alarms, (k) => `A${k}`, THEME);
    const [ring] = option.series as {
      data: { name: string; value: number; itemStyle: { color: string } }[];
    }[];
    expect(ring?.data.map((d) => [d.name, d.value])).toEqual([
      ['A1', 1],
      ['A2', 0],
      ['A3', 2],
      ['A4', 1],
      ['A5', 0],
    ]);
    expect(new Set(ring?.data.map((d) => d.itemStyle.color)).size).toBe(5);
    const legend = option.legend as { formatter: (name: string) => string };
    expect(legend.formatter('A3')).toBe('A3  2');
  });

  it('rate: a percentage with one decimal, a dash for none', () => {
    const [gauge] = rateOption(0.8734, 'rate', THEME).series as {
      data: { value: number }[];
      detail: { formatter: string };
    }[];
    expect(gauge?.data[0]?.value).toBe(87.3);
    const [none] = rateOption(null, 'rate', THEME).series as {
      data: { value: number }[];
      detail: { formatter: string };
    }[];
    expect(none?.data[0]?.value).toBe(0);
    expect(none?.detail.formatter).toBe('—');
  });

  it('trend: water as bars on the m³ axis, electricity as a line on the kWh axis, a day without water a gap', () => {
    const option = trendOption(publicOverview().trend, { water: 'W', electricity: 'E' }, THEME);
    expect(option.xAxis).toMatchObject({ data: ['02-28', '03-01'] });
    expect(option.yAxis).toMatchObject([{ name: 'm³' }, { name: 'kWh' }]);
    const [water, electricity] = option.series as {
      type: string;
      data: (number | null)[];
      yAxisIndex?: number;
    }[];
    expect(water).toMatchObject({ type: 'bar', data: [35000, null] });
    expect(electricity).toMatchObject({ type: 'line', yAxisIndex: 1, data: [5000, 5100] });
  });
});
