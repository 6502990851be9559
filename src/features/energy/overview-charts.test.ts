// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ChartTheme } from '@/shared/charts';
import { intensityOption, topOption, trendOption } from './overview-charts';

const THEME: ChartTheme = { text: '#000', subtle: '#666', line: '#eee', palette: ['#1', '#2', '#3'] };
const LABELS = { electricity: '电', water: '水', gas: '气' };

describe('overview charts', () => {
  it('draws electricity on the kWh axis, water and gas each on an m³ axis of its own, one point per day', () => {
    const option = trendOption(
      [
        { day: '2026-11-22', electricity: 10, water: 20, gas: 3 },
        { day: '2026-11-23', electricity: 11, water: 21, gas: 4 },
      ],
      LABELS,
      THEME,
    );
    expect(option.xAxis).toMatchObject({ data: ['11-22', '11-23'] });
    expect(option.yAxis).toMatchObject([{ name: 'kWh' }, { name: '水 m³' }, { name: '气 m³', offset: 64 }]);
    expect(option.series).toMatchObject([
      { name: '电', data: [10, 11] },
      { name: '水', yAxisIndex: 1, data: [20, 21] },
      { name: '气', yAxisIndex: 2, data: [3, 4] },
    ]);
  });

  it('puts the largest meter on top', () => {
    const option = topOption(
      [
        {
          meterId: 1,
          code: 'A',
          name: '一号',
          factoryName: '厂',
          kind: 'electricity',
          unit: 'kWh',
          usage: 90,
        },
        {
          meterId: 2,
          code: 'B',
          name: '二号',
          factoryName: '厂',
          kind: 'electricity',
          unit: 'kWh',
          usage: 50,
        },
      ],
      THEME,
    );
    // A category axis draws its first entry at the bottom.
    expect(option.yAxis).toMatchObject({ data: ['二号（厂）', '一号（厂）'] });
    expect(option.series).toMatchObject([{ data: [50, 90] }]);
  });

  it('leaves a gap for a factory without metered water', () => {
    const option = intensityOption(
      [
        { factoryId: 11, factoryName: '一厂', electricity: 300, water: 1000, kwhPerM3: 0.3 },
        { factoryId: 12, factoryName: '二站', electricity: 300, water: 0, kwhPerM3: null },
      ],
      'kWh/m³',
      THEME,
    );
    expect(option.series).toMatchObject([{ data: [0.3, null] }]);
  });
});
