// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { FIGURES, REPORT_MSG } from '@contract/report';
import {
  dailyFormValues,
  fieldOfRefusal,
  missingFigures,
  missingSections,
  toDailySave,
  toWeeklySave,
  weeklyFormValues,
} from './report-bodies';
import { aDailyReport, aWeeklyReport, figure } from './reports.fixtures';

describe('daily bodies', () => {
  it('starts the form from the figures typed in, not the derived one', () => {
    const report = aDailyReport({
      plantKind: 'water',
      figures: [figure('inflow', 100), figure('energyPerM3', 0.25)],
      remark: '设备巡检正常',
    });
    const values = dailyFormValues(report);
    expect(values.figures.inflow).toBe(100);
    expect(values.figures.pac).toBeNull();
    expect('energyPerM3' in values.figures).toBe(false);
    expect(values.remark).toBe('设备巡检正常');
  });

  it("sends the report's factory, day and version, every typed figure (empty as null) and the trimmed remark", () => {
    const report = aDailyReport();
    const body = toDailySave(report, {
      figures: { ...dailyFormValues(report).figures, gas: undefined as unknown as null, water: 46 },
      remark: '  夜班更换滤芯 ',
    });
    expect(body).toMatchObject({ factoryId: 12, date: '2026-11-20', version: 3, remark: '夜班更换滤芯' });
    expect(body.figures).toMatchObject({ electricity: 1200.5, gas: null, water: 46 });
    expect(Object.keys(body.figures)).toHaveLength(10);
  });

  it('never sends kWh per m³, which the server derives', () => {
    const report = aDailyReport({ plantKind: 'water', figures: [] });
    expect('energyPerM3' in toDailySave(report, { figures: { energyPerM3: 9 } }).figures).toBe(false);
  });

  it('names the figures a submit still needs', () => {
    const report = aDailyReport();
    expect(missingFigures(report, dailyFormValues(report))).toEqual([]);
    expect(missingFigures(report, { figures: { ...dailyFormValues(report).figures, gas: null } })).toEqual([
      'gas',
    ]);
    expect(missingFigures(report, {})).toHaveLength(10);
  });
});

describe('weekly bodies', () => {
  it("sends the week's Monday, version and trimmed sections", () => {
    const report = aWeeklyReport({ version: 2, workDone: '完成月度检修' });
    expect(weeklyFormValues(report)).toEqual({ workDone: '完成月度检修', problems: '', nextPlan: '' });
    expect(toWeeklySave(report, { workDone: ' 完成月度检修 ', nextPlan: '更换冷却塔填料' })).toEqual({
      factoryId: 12,
      week: '2026-11-16',
      version: 2,
      workDone: '完成月度检修',
      problems: '',
      nextPlan: '更换冷却塔填料',
    });
  });

  it('needs 本周工作 and 下周计划 to submit, not 存在问题', () => {
    expect(missingSections({})).toEqual(['workDone', 'nextPlan']);
    expect(missingSections({ workDone: ' ', problems: '', nextPlan: '检修' })).toEqual(['workDone']);
    expect(missingSections({ workDone: '巡检', nextPlan: '检修' })).toEqual([]);
  });
});

describe('fieldOfRefusal (docs/architecture.md §3 "Errors": a 400 names the field)', () => {
  it('reads the field from the path in front of a refusal and keeps what follows for the field', () => {
    expect(fieldOfRefusal('body/figures/inflow must be <= 9999999')).toEqual({
      name: ['figures', 'inflow'],
      text: 'must be <= 9999999',
    });
    expect(fieldOfRefusal('body/figures/gas 请填写用气量')).toEqual({
      name: ['figures', 'gas'],
      text: '请填写用气量',
    });
    expect(fieldOfRefusal('body/remark must NOT have more than 100 characters')?.name).toEqual(['remark']);
    expect(fieldOfRefusal('body/nextPlan 请填写下周计划')).toEqual({
      name: ['nextPlan'],
      text: '请填写下周计划',
    });
    expect(fieldOfRefusal('figures/ph must be <= 14')?.name).toEqual(['figures', 'ph']);
  });

  it('reads it from the texts of the contract', () => {
    const gas = REPORT_MSG.FIGURE_REQUIRED(FIGURES.gas.label);
    expect(fieldOfRefusal(gas)).toEqual({ name: ['figures', 'gas'], text: gas });
    expect(fieldOfRefusal(REPORT_MSG.FIGURE_RANGE(FIGURES.chlorine))?.name).toEqual(['figures', 'chlorine']);
    expect(fieldOfRefusal(REPORT_MSG.SECTION_REQUIRED('下周计划'))?.name).toEqual(['nextPlan']);
  });

  it('names nothing for a refusal about the whole report', () => {
    expect(fieldOfRefusal(REPORT_MSG.STALE)).toBeNull();
    expect(fieldOfRefusal(REPORT_MSG.READ_ONLY)).toBeNull();
    expect(fieldOfRefusal('body/week 周报的开始日期必须是周一')).toBeNull();
    expect(fieldOfRefusal('body/figures must NOT have additional properties')).toBeNull();
    expect(fieldOfRefusal('body/figures/nonsense must be number')).toBeNull();
    expect(fieldOfRefusal('body/remarks must be string')).toBeNull();
  });
});
