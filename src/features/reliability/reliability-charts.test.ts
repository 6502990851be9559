/** The 设备可靠性 charts' options (docs/reliability.md): what each draws from the figures. */
import { describe, expect, it } from 'vitest';
import type { Reliability } from '@contract/reliability';
import type { ChartTheme } from '@/shared/charts';
import { kindOption, trendOption } from './reliability-charts';

const THEME: ChartTheme = { text: '#000', subtle: '#666', line: '#eee', palette: ['#1677ff', '#52c41a'] };
const R = {
  trend: [
    { at: '2026-11-01', failures: 2, downtimeHours: 8, availability: 0.6667 },
    { at: '2026-11-02', failures: 0, downtimeHours: 0, availability: null },
  ],
  byKind: [
    { fixType: '', failures: 1, downtimeHours: 6 },
    { fixType: '1', failures: 2, downtimeHours: 9 },
  ],
} as Reliability;
const NAMES = { failures: '故障次数', downtime: '停机时长', availability: '可用率' };
type Series = { name: string; data: unknown[]; yAxisIndex?: number };

describe('reliability charts', () => {
  it('draws failures and downtime as bars on axes of their own and availability in percent on a third', () => {
    const option = trendOption(R, THEME, NAMES);
    expect(option.xAxis).toMatchObject({ data: ['2026-11-01', '2026-11-02'] });
    expect((option.series as Series[]).map((s) => [s.name, s.data, s.yAxisIndex])).toEqual([
      ['故障次数', [2, 0], undefined],
      ['停机时长', [8, 0], 1],
      ['可用率', [66.7, null], 2],
    ]);
  });

  it('names each fault kind by its label', () => {
    const option = kindOption(R, THEME, { ...NAMES, kind: (k) => (k === '1' ? '机械故障' : '未分类') });
    expect(option.xAxis).toMatchObject({ data: ['未分类', '机械故障'] });
    expect((option.series as Series[]).map((s) => [s.data, s.yAxisIndex])).toEqual([
      [[1, 2], undefined],
      [[6, 9], 1],
    ]);
  });
});
