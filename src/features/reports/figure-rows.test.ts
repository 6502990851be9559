// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { FIGURES, PLANT_FIGURES } from '@contract/report';
import {
  comparisonRows,
  deviates,
  differsFromPrefill,
  energyPerM3,
  enteredKeys,
  figureRows,
  formatChange,
  formatFigure,
  formatRatio,
  roundTo,
} from './figure-rows';
import { figure } from './reports.fixtures';

describe('figureRows', () => {
  it("lists the plant kind's figures in the form's order with their bounds; a figure not sent shows empty", () => {
    const rows = figureRows('water', [figure('outflow', 90_000), figure('inflow', 100_000)]);
    expect(rows.map((r) => r.def.key)).toEqual(PLANT_FIGURES.water);
    expect(rows[0]).toMatchObject({ def: FIGURES.inflow, figure: { value: 100_000 }, derived: false });
    expect(rows.find((r) => r.def.key === 'energyPerM3')?.derived).toBe(true);
    expect(rows.find((r) => r.def.key === 'pac')?.figure).toMatchObject({ value: null, prefill: null });
  });

  it('leaves figures of the other plant kind out', () => {
    expect(figureRows('energy', [figure('inflow', 5)]).some((r) => r.def.key === 'inflow')).toBe(false);
  });

  it('types in every figure but the derived kWh per m³', () => {
    expect(enteredKeys('water')).not.toContain('energyPerM3');
    expect(enteredKeys('water')).toHaveLength(PLANT_FIGURES.water.length - 1);
    expect(enteredKeys('energy')).toEqual(PLANT_FIGURES.energy);
  });
});

describe('energyPerM3', () => {
  it('is electricity over outflow at three decimals', () => {
    expect(energyPerM3(25_000, 100_000)).toBe(0.25);
    expect(energyPerM3(10_000, 30_000)).toBe(0.333);
  });

  it('is unknown without both figures or without outflow', () => {
    expect(energyPerM3(null, 100)).toBeNull();
    expect(energyPerM3(100, null)).toBeNull();
    expect(energyPerM3(100, 0)).toBeNull();
    expect(energyPerM3(undefined, undefined)).toBeNull();
  });
});

describe('marks', () => {
  it('says a value was changed by hand only when something was pre-filled and it differs', () => {
    expect(differsFromPrefill(100, 100)).toBe(false);
    expect(differsFromPrefill(101, 100)).toBe(true);
    expect(differsFromPrefill(null, 100)).toBe(true);
    expect(differsFromPrefill(undefined, 100)).toBe(true);
    expect(differsFromPrefill(5, null)).toBe(false);
  });

  it('flags a value more than 30% away from the median, never without a median or with a median of 0', () => {
    expect(deviates(130, 100)).toBe(false);
    expect(deviates(131, 100)).toBe(true);
    expect(deviates(69, 100)).toBe(true);
    expect(deviates(70, 100)).toBe(false);
    expect(deviates(500, null)).toBe(false);
    expect(deviates(null, 100)).toBe(false);
    expect(deviates(0, 0)).toBe(false);
    expect(deviates(5, 0)).toBe(false);
  });
});

describe('formatting', () => {
  it("shows a figure at its decimals with thousands separators, '—' for nothing", () => {
    expect(formatFigure(1234567, 0)).toBe('1,234,567');
    expect(formatFigure(0.3, 3)).toBe('0.300');
    expect(formatFigure(null, 1)).toBe('—');
    expect(roundTo(0.1 + 0.2, 2)).toBe(0.3);
  });

  it('signs changes and ratios', () => {
    expect(formatChange(120, 0)).toBe('+120');
    expect(formatChange(-0.35, 2)).toBe('-0.35');
    expect(formatChange(0, 1)).toBe('0.0');
    expect(formatChange(null, 1)).toBe('—');
    expect(formatRatio(0.125)).toBe('+12.5%');
    expect(formatRatio(-0.03)).toBe('-3.0%');
    expect(formatRatio(0)).toBe('0.0%');
    expect(formatRatio(null)).toBe('—');
  });
});

describe('comparisonRows', () => {
  it('puts each figure beside the previous report with the change and its share', () => {
    const rows = comparisonRows('water', [
      figure('inflow', 110_000, { previous: 100_000 }),
      figure('turbidity', 0.35, { previous: 0.5, flagged: true, median: 0.2 }),
      figure('alarmsRaised', 3, { previous: 0 }),
      figure('pac', 12.5),
    ]);
    const byKey = Object.fromEntries(rows.map((r) => [r.key, r]));
    expect(byKey.inflow).toMatchObject({ current: 110_000, previous: 100_000, change: 10_000, ratio: 0.1 });
    expect(byKey.turbidity).toMatchObject({ change: -0.15, flagged: true, median: 0.2 });
    expect(byKey.turbidity!.ratio).toBeCloseTo(-0.3);
    expect(byKey.alarmsRaised).toMatchObject({ change: 3, ratio: null });
    expect(byKey.pac).toMatchObject({ current: 12.5, previous: null, change: null, ratio: null });
    expect(rows.map((r) => r.key)).toEqual(PLANT_FIGURES.water);
    expect(rows.every((r) => !r.perDay)).toBe(true);
  });

  it('compares two weeks of different lengths per day for summed figures, as they are for averaged ones', () => {
    // 6 submitted days of 100,000 m³ against a full week of the same flow: no drop of 14 %
    const figures = [
      figure('inflow', 600_000, { previous: 700_000 }),
      figure('turbidity', 0.4, { previous: 0.5 }),
    ];
    const [inflow, turbidity] = ['inflow', 'turbidity'].map((key) =>
      comparisonRows('water', figures, { current: 6, previous: 7 }).find((r) => r.key === key)!,
    );
    expect(inflow).toMatchObject({ current: 600_000, previous: 700_000, change: 0, ratio: 0, perDay: true });
    expect(turbidity).toMatchObject({ change: -0.1, perDay: false });
    // weeks of one length, or a previous week of unknown length: the sums as they are
    const same = comparisonRows('water', figures, { current: 7, previous: 7 }).find(
      (r) => r.key === 'inflow',
    )!;
    expect(same).toMatchObject({ change: -100_000, perDay: false });
    const unknown = comparisonRows('water', figures, { current: 6, previous: null }).find(
      (r) => r.key === 'inflow',
    )!;
    expect(unknown.perDay).toBe(false);
  });
});
