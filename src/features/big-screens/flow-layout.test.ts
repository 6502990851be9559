// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { FLOW_METRICS, flowRows, perRow } from './flow-layout';

const units = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('flow layout (the process page’s units in flow order, rows for a width)', () => {
  it('fits as many boxes with their arrows as the width holds, at least one', () => {
    const { stage, arrow } = FLOW_METRICS;
    expect(perRow(stage)).toBe(1);
    expect(perRow(stage * 2 + arrow)).toBe(2);
    expect(perRow(stage * 2 + arrow - 1)).toBe(1);
    expect(perRow(100)).toBe(1);
    expect(perRow(0)).toBe(1);
    expect(perRow(Number.NaN)).toBe(1);
  });

  it('keeps the flow order and balances the rows', () => {
    // 1440 px holds 5 boxes, 800 px holds 3.
    expect(perRow(1440)).toBe(5);
    expect(perRow(800)).toBe(3);
    expect(flowRows(units(7), 1440)).toEqual([
      [1, 2, 3, 4],
      [5, 6, 7],
    ]);
    expect(flowRows(units(7), 800)).toEqual([
      [1, 2, 3],
      [4, 5],
      [6, 7],
    ]);
    expect(flowRows(units(5), 1440)).toEqual([[1, 2, 3, 4, 5]]);
    expect(flowRows(units(3), 300)).toEqual([[1], [2], [3]]);
    expect(flowRows([], 1440)).toEqual([]);
  });

  it('every unit appears once', () => {
    for (const n of [1, 2, 6, 11, 23]) {
      for (const width of [320, 800, 1024, 1440, 1920])
        expect(flowRows(units(n), width).flat()).toEqual(units(n));
    }
  });
});
