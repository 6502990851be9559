/** The plan form's pure rules (docs/plans.md): the body per schedule, the row's schedule and meter texts. */
import { describe, expect, it } from 'vitest';
import type { PlanRow } from '@contract/maint-plan';
import { format } from '@/shared/i18n';
import { enUS } from '@/shared/i18n/en-us';
import { zhCN } from '@/shared/i18n/zh-cn';
import {
  memberCountText,
  memberNextText,
  meterCountText,
  nextRunText,
  planEditFields,
  planFormValues,
  scheduleText,
  targetText,
  toPlanBody,
} from './plan-fields';

/** a device plan's member fields: no meter followed */
const NO_METER = { meterId: null, meterName: '', counted: null };

const t = (key: keyof typeof zhCN, vars?: Record<string, string | number>) => format(zhCN[key], vars);

const ROW: PlanRow = {
  planId: 7,
  factoryId: 11,
  kind: 'inspect',
  deviceId: 3,
  deviceName: '1#送水泵',
  deviceShowCode: 'SH01-P-001',
  assetType: null,
  members: [],
  title: '送水泵房周巡检',
  cycleUnit: 'week',
  cycleEvery: 2,
  nextRun: '2026-03-09',
  cycleBasis: 'fixed',
  waitTaskNo: '',
  meterMeasure: 'register',
  runHours: null,
  meterId: 5,
  meterName: '1#送水泵电表',
  meterKind: 'electricity',
  meterEvery: 5000,
  meterBase: 1200,
  meterValue: 4210.46,
  leadDays: 1,
  checklist: [
    { name: '轴承温度', type: 'number', standard: '℃', min: 20, max: 75 },
    { name: '密封', type: 'pass', standard: '' },
  ],
  parts: '润滑脂',
  execBy: 2,
  execByName: '运维员小王',
  enabled: true,
  orderCount: 0,
  recentOrders: [],
  version: 3,
};

describe('plan fields', () => {
  it('sends only the parts of the schedule chosen', () => {
    const values = planFormValues(ROW);
    expect(toPlanBody(values, 11, 'inspect')).toEqual({
      factoryId: 11,
      kind: 'inspect',
      deviceId: 3,
      assetType: null,
      title: '送水泵房周巡检',
      cycleUnit: 'week',
      cycleEvery: 2,
      nextRun: '2026-03-09',
      cycleBasis: 'fixed',
      leadDays: 1,
      meterId: 5,
      meterEvery: 5000,
      meterMeasure: 'register',
      checklist: [
        { name: '轴承温度', type: 'number', standard: '℃', min: 20, max: 75 },
        { name: '密封', type: 'pass', standard: '' },
      ],
      parts: '润滑脂',
      execBy: 2,
    });
    const meterOnly = toPlanBody({ ...values, schedule: 'meter' }, 11, 'maint');
    expect(meterOnly).toMatchObject({
      cycleUnit: null,
      cycleEvery: null,
      nextRun: null,
      leadDays: 0,
      meterId: 5,
    });
    // a maintenance plan carries its checklist too (its orders' check items, docs/plans.md)
    expect(meterOnly.checklist).toHaveLength(2);
    expect(toPlanBody({ ...values, schedule: 'calendar' }, 11, 'inspect')).toMatchObject({
      meterId: null,
      meterEvery: null,
      cycleUnit: 'week',
    });
    // after completion counts a calendar only: a meter-only plan is fixed
    const after = { ...values, cycleBasis: 'completion' };
    expect(toPlanBody(after, 11, 'maint').cycleBasis).toBe('completion');
    expect(toPlanBody({ ...after, schedule: 'meter' }, 11, 'maint').cycleBasis).toBe('fixed');
  });

  it('drops the limits of an item that is no number and keeps an empty executor null', () => {
    const body = toPlanBody(
      {
        schedule: 'calendar',
        title: ' 巡检 ',
        deviceId: 3,
        cycleUnit: 'day',
        cycleEvery: 1,
        nextRun: '2026-03-03',
        checklist: [{ name: '照片', type: 'photo', standard: '', min: 1, max: 2 }],
      },
      11,
      'inspect',
    );
    expect(body).toMatchObject({ title: '巡检', execBy: null, parts: '', leadDays: 0 });
    expect(body.checklist).toEqual([{ name: '照片', type: 'photo', standard: '' }]);
  });

  it('shows the schedule and how far the meter has counted', () => {
    expect(scheduleText(t, ROW)).toBe('每 2 周 或 每 5000 kWh，先到为准');
    expect(scheduleText(t, { ...ROW, meterId: null, meterEvery: null })).toBe('每 2 周');
    expect(scheduleText(t, { ...ROW, cycleUnit: null, cycleEvery: null, meterKind: 'gas' })).toBe(
      '每 5000 m³',
    );
    expect(scheduleText(t, { ...ROW, meterId: null, meterEvery: null, cycleBasis: 'completion' })).toBe(
      '每 2 周（完成后计算）',
    );
    expect(nextRunText(t, ROW)).toBe('2026-03-09');
    expect(nextRunText(t, { ...ROW, cycleBasis: 'completion', waitTaskNo: 'BY202603020001' })).toBe(
      '待 BY202603020001 完成',
    );
    expect(meterCountText(t, ROW)).toBe('3010.5 / 5000 kWh');
    expect(meterCountText(t, { ...ROW, meterValue: null })).toBe('');
    const hours = {
      ...ROW,
      cycleUnit: null,
      cycleEvery: null,
      meterMeasure: 'hours',
      meterEvery: 500,
    } as const;
    expect(scheduleText(t, hours)).toBe('每 500 运行小时');
    expect(meterCountText(t, { ...hours, runHours: 120 })).toBe('120 / 500 运行小时');
    // English says the hours in full in the schedule, short beside the count (the list's column reads it whole)
    const en = (key: keyof typeof enUS, vars?: Record<string, string | number>) => format(enUS[key], vars);
    expect(scheduleText(en, hours)).toBe('every 500 running hours');
    expect(meterCountText(en, { ...hours, runHours: 120 })).toBe('120 / 500 h');
  });

  it('offers the calendar or the meter fields as the schedule asks, and only the meters of the device', () => {
    const options = {
      devices: [],
      staff: [],
      assetTypes: [],
      meters: [
        { meterId: 5, deviceId: 3, code: 'EM-01', name: '1#电表', kind: 'electricity', lastValue: 1 },
        { meterId: 6, deviceId: 4, code: 'EM-02', name: '2#电表', kind: 'electricity', lastValue: 1 },
        { meterId: 7, deviceId: 3, code: 'WM-01', name: '1#水表', kind: 'water', lastValue: 1 },
      ],
    };
    const props = (schedule: 'calendar' | 'meter' | 'both') =>
      planEditFields(t, options, schedule, 3).map((f) => f.prop);
    expect(props('calendar')).toEqual(
      expect.arrayContaining(['cycleUnit', 'cycleEvery', 'nextRun', 'cycleBasis', 'leadDays']),
    );
    expect(props('calendar')).not.toContain('meterId');
    expect(props('meter')).not.toContain('nextRun');
    expect(props('meter')).not.toContain('cycleBasis');
    const meter = planEditFields(t, options, 'both', 3).find((f) => f.prop === 'meterId');
    expect(meter?.options?.map((o) => o.value)).toEqual([5, 7]);
    // running hours: the device's electricity meters only
    const hourly = planEditFields(t, options, 'meter', 3, 'hours').find((f) => f.prop === 'meterId');
    expect(hourly?.options?.map((o) => o.value)).toEqual([5]);
    expect(toPlanBody({ schedule: 'meter', meterMeasure: 'hours' }, 11, 'maint').meterMeasure).toBe('hours');
    expect(toPlanBody({ schedule: 'calendar', meterMeasure: 'hours' }, 11, 'maint').meterMeasure).toBe(
      'register',
    );
    const every = planEditFields(t, options, 'meter', 3).find((f) => f.prop === 'meterEvery');
    expect(every?.validator?.(0)).toBe('仪表间隔须大于 0');
    expect(every?.validator?.(10)).toBeUndefined();
  });

  it('offers a device or a device class; a class plan by meter names a meter kind, never one meter', () => {
    const options = { devices: [], staff: [], meters: [], assetTypes: [{ value: '1033', label: '仪表' }] };
    const props = planEditFields(t, options, 'both', null, 'register', 'class').map((f) => f.prop);
    expect(props).toContain('assetType');
    expect(props).not.toContain('deviceId');
    expect(props).not.toContain('meterId');
    expect(props).toContain('meterKind');
    const schedules = planEditFields(t, options, 'both', null, 'register', 'class').find(
      (f) => f.prop === 'schedule',
    );
    expect(schedules?.options?.map((o) => o.value)).toEqual(['calendar', 'meter', 'both']);
    // running hours come from an electricity meter only
    const kinds = (measure: 'register' | 'hours') =>
      planEditFields(t, options, 'meter', null, measure, 'class')
        .find((f) => f.prop === 'meterKind')
        ?.options?.map((o) => o.value);
    expect(kinds('register')).toEqual(['electricity', 'water', 'gas']);
    expect(kinds('hours')).toEqual(['electricity']);
    const values = {
      target: 'class',
      assetType: '1033',
      deviceId: 3,
      schedule: 'both',
      cycleUnit: 'week',
      cycleEvery: 1,
      nextRun: '2026-03-05',
      meterId: 5,
      meterKind: 'water',
      meterEvery: 100,
    };
    expect(toPlanBody(values, 11, 'maint')).toMatchObject({
      deviceId: null,
      assetType: '1033',
      cycleUnit: 'week',
      meterId: null,
      meterKind: 'water',
      meterEvery: 100,
    });
    expect(toPlanBody({ ...values, schedule: 'calendar' }, 11, 'maint')).toMatchObject({
      meterKind: null,
      meterEvery: null,
    });
    expect(toPlanBody({ ...values, target: 'device' }, 11, 'maint')).toMatchObject({
      deviceId: 3,
      assetType: null,
      meterId: 5,
    });
    const row = {
      ...ROW,
      deviceId: null,
      assetType: '1033',
      members: [
        {
          deviceId: 1,
          deviceName: 'A',
          deviceShowCode: 'M-1',
          nextRun: '2026-03-12',
          waitTaskNo: '',
          ...NO_METER,
        },
        {
          deviceId: 2,
          deviceName: 'B',
          deviceShowCode: 'M-2',
          nextRun: '2026-03-05',
          waitTaskNo: 'BY1',
          ...NO_METER,
        },
        { deviceId: 3, deviceName: 'C', deviceShowCode: 'M-3', nextRun: null, waitTaskNo: '', ...NO_METER },
      ],
    };
    expect(planFormValues(row)).toMatchObject({ target: 'class', assetType: '1033', deviceId: undefined });
    // the earliest date of a device not waiting for its order
    expect(nextRunText(t, row)).toBe('2026-03-12');
    expect(targetText(t, row, options.assetTypes)).toBe('仪表 · 3 台');
    expect(row.members.map((m) => memberNextText(t, m))).toEqual([
      '2026-03-12',
      t('plan.waitFor', { taskNo: 'BY1' }),
      '下次调度时加入',
    ]);
  });

  it("shows each device's own count of a class meter plan, or that it has no such meter", () => {
    const row: PlanRow = {
      ...ROW,
      deviceId: null,
      assetType: '1033',
      cycleUnit: null,
      cycleEvery: null,
      nextRun: null,
      meterId: null,
      meterKind: 'water',
      meterEvery: 100,
      members: [],
    };
    const member = { deviceId: 1, deviceName: 'A', deviceShowCode: 'M-1', nextRun: null, waitTaskNo: '' };
    expect(memberCountText(t, row, { ...member, meterId: 9, meterName: 'A 水表', counted: 42.04 })).toBe(
      '计量：42 / 100 m³',
    );
    expect(memberCountText(t, row, { ...member, ...NO_METER })).toBe('计量：无对应仪表');
    expect(memberCountText(t, row, { ...member, meterId: 9, meterName: 'A 水表', counted: null })).toBe(
      '计量：暂无读数',
    );
    expect(memberCountText(t, { ...row, meterEvery: null }, { ...member, ...NO_METER })).toBe('');
    expect(planFormValues(row)).toMatchObject({ schedule: 'meter', meterKind: 'water', meterId: undefined });
  });
});
