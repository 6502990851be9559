// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ALARM_LIMITS, type AlarmWindow } from '@contract/alarm';
import { ageOf, parseChinaTime } from './age';
import { panelOrder } from './alarm-window';
import { announcements } from './announcements';
import { nextFlood } from './flood';
import { newAlarms } from './new-alarms';
import { alarms, anAlarm } from './alarms.fixtures';

const window = (overrides: Partial<AlarmWindow>): AlarmWindow => ({
  deviceAlarmWindow: [],
  collAlarmVoice: false,
  linkageAlarmVoice: false,
  meterDataAbnormalVoice: false,
  meterNotOnlineVoice: true,
  meterOnlineNoDataVoice: false,
  raisedRecently: 0,
  serverTime: '2026-03-02 16:10:00',
  ...overrides,
});

describe('flood state (ISA-18.2, contract ALARM_LIMITS)', () => {
  it('enters above FLOOD_ENTER_ABOVE, leaves below FLOOD_LEAVE_BELOW, holds in between', () => {
    const seq = [3, 10, 11, 8, 5, 6, 4, 7, 12];
    let flooding = false;
    const states = seq.map((n) => (flooding = nextFlood(flooding, n)));
    expect(ALARM_LIMITS.FLOOD_ENTER_ABOVE).toBe(10);
    expect(ALARM_LIMITS.FLOOD_LEAVE_BELOW).toBe(5);
    expect(states).toEqual([false, false, true, true, true, true, false, false, true]);
  });
});

describe('new alarms (docs/requirements.md §4 "Alarm")', () => {
  it('first window: only alarms within one interval of the server time whose kind has its voice flag', () => {
    const w = window({
      deviceAlarmWindow: [
        anAlarm({ alarmRecordId: 1, alarmTime: '2026-03-02 16:04:00' }),
        anAlarm({ alarmRecordId: 2, alarmTime: '2026-03-02 16:06:00' }),
        anAlarm({ alarmRecordId: 3, alarmTime: '2026-03-02 16:09:00', windowAlarmType: 1 }),
      ],
    });
    const diff = newAlarms(w, null, 5);
    expect(diff.fresh.map((a) => a.alarmRecordId)).toEqual([2]);
    expect([...diff.announced]).toEqual([1, 2, 3]);
  });

  it('later windows: ids not announced yet of a flagged kind, whatever their age; the set forgets released ids', () => {
    const w = window({
      deviceAlarmWindow: [
        anAlarm({ alarmRecordId: 2 }),
        anAlarm({ alarmRecordId: 7, alarmTime: '2026-03-01 00:00:00' }),
        anAlarm({ alarmRecordId: 8, windowAlarmType: 1 }),
      ],
      collAlarmVoice: true,
    });
    const diff = newAlarms(w, new Set([1, 2]), 5);
    expect(diff.fresh.map((a) => a.alarmRecordId)).toEqual([7, 8]);
    expect([...diff.announced]).toEqual([2, 7, 8]);
    expect(newAlarms(w, diff.announced, 5).fresh).toEqual([]);
  });

  it('never announces an acknowledged alarm (docs/alarms.md), yet remembers it', () => {
    const w = window({
      deviceAlarmWindow: [anAlarm({ alarmRecordId: 4, acknowledged: true }), anAlarm({ alarmRecordId: 5 })],
    });
    const diff = newAlarms(w, new Set(), 5);
    expect(diff.fresh.map((a) => a.alarmRecordId)).toEqual([5]);
    expect([...diff.announced]).toEqual([4, 5]);
  });

  it('never announces an alarm 检修中 (its device has an open repair or maintenance order)', () => {
    const w = window({
      deviceAlarmWindow: [anAlarm({ alarmRecordId: 6, inMaintenance: true }), anAlarm({ alarmRecordId: 7 })],
    });
    expect(newAlarms(w, new Set(), 5).fresh.map((a) => a.alarmRecordId)).toEqual([7]);
  });
});

describe('announcements', () => {
  const fresh = [
    ...alarms(3, 1, { factoryId: 11, factoryName: '上海第一水厂', windowAlarmType: 4 }),
    ...alarms(2, 10, { factoryId: 12, factoryName: '上海第二水厂', windowAlarmType: 4 }),
    anAlarm({ alarmRecordId: 20, factoryId: 11, factoryName: '上海第一水厂', windowAlarmType: 1 }),
  ];

  it('one per alarm outside a flood', () => {
    const said = announcements(fresh, false);
    expect(said.map((a) => [a.alarm?.alarmRecordId, a.count])).toEqual([
      [1, 1],
      [2, 1],
      [3, 1],
      [10, 1],
      [11, 1],
      [20, 1],
    ]);
  });

  it('in a flood, one summary per kind and factory with its count', () => {
    const said = announcements(fresh, true);
    expect(said.map((a) => [a.factoryName, a.kind, a.count, a.alarm])).toEqual([
      ['上海第一水厂', 4, 3, null],
      ['上海第二水厂', 4, 2, null],
      ['上海第一水厂', 1, 1, null],
    ]);
  });

  it('in a flood a 低 alarm never speaks; outside a flood it does (docs/alarms.md)', () => {
    const low = anAlarm({
      alarmRecordId: 30,
      factoryId: 12,
      factoryName: '上海第二水厂',
      windowAlarmType: 5,
      priority: 4,
    });
    expect(announcements([...fresh, low], true).map((a) => a.kind)).toEqual([4, 4, 1]);
    expect(announcements([low], false).map((a) => a.alarm?.alarmRecordId)).toEqual([30]);
  });
});

describe('data age', () => {
  it('parses China time', () => {
    expect(new Date(parseChinaTime('2026-03-02 16:10:00')).toISOString()).toBe('2026-03-02T08:10:00.000Z');
    expect(parseChinaTime('yesterday')).toBeNaN();
  });

  it('just now under a minute, then minutes, then hours', () => {
    const t0 = 1_000_000;
    expect(ageOf(t0, t0 + 59_000)).toEqual({ unit: 'now' });
    expect(ageOf(t0, t0 + 3 * 60_000 + 5_000)).toEqual({ unit: 'minutes', n: 3 });
    expect(ageOf(t0, t0 + 125 * 60_000)).toEqual({ unit: 'hours', n: 2 });
  });
});

describe('panelOrder (docs/alarms.md "Priority")', () => {
  it('puts unacknowledged first, then 紧急 to 低, then the newest, then the highest id', () => {
    const list = [
      anAlarm({ alarmRecordId: 1, priority: 3, alarmTime: '2026-03-02 16:00:00' }),
      anAlarm({ alarmRecordId: 2, priority: 3, alarmTime: '2026-03-02 16:05:00' }),
      anAlarm({ alarmRecordId: 3, priority: 1, alarmTime: '2026-03-01 09:00:00', acknowledged: true }),
      anAlarm({ alarmRecordId: 4, priority: 2, alarmTime: '2026-02-28 23:59:59' }),
      anAlarm({ alarmRecordId: 5, priority: 3, alarmTime: '2026-03-02 16:05:00' }),
      anAlarm({ alarmRecordId: 6, priority: 3, alarmTime: '2025-12-31 23:59:59' }),
    ];
    expect(panelOrder(list).map((a) => a.alarmRecordId)).toEqual([4, 5, 2, 1, 6, 3]);
    // a copy: the cached window keeps the server's order
    expect(list.map((a) => a.alarmRecordId)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
