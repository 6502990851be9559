/**
 * How the demo's alarm history behaves (alarm-history.ts, docs/alarms.md "Demo history"): rates, the storm days, the
 * chattering meters and bad actors, who works each factory's alarms, the notes and reasons they write, and how soon
 * sources clear and people acknowledge.
 */
import { ALARM_KIND, ALARM_LIMITS, type AlarmKind, type AlarmPriority } from '../../../../contract/alarm';
import { DEMO_USER_ID } from './demo-data';

/** Alarms per hour and factory of the everyday trickle, by day (08–20 China time) and night. */
export const TRICKLE_PER_HOUR = { day: 0.45, night: 0.25, weekend: 0.75 } as const;
/** a burst (the simulator's: 20–40 alarms within 2 minutes) in a factory on about one day in BURST_EVERY_DAYS */
export const BURST_EVERY_DAYS = 15;
/** The storm days: which factory, how many days before the seed, from which China hour, how many bursts. */
export const STORMS = [
  { factoryId: 21, daysAgo: 23, fromHour: 14, bursts: 6, hours: 4 },
  { factoryId: 11, daysAgo: 61, fromHour: 9, bursts: 3, hours: 2 },
] as const;
/** Meters that chatter (a loose contact, a flapping threshold): an episode of 3–6 raises within a minute. */
export const CHATTER = [
  { code: 'SH01-FM-01', kind: ALARM_KIND.METER_DATA_ABNORMAL, perDay: 0.5 },
  { code: 'GZ01-QM-01', kind: ALARM_KIND.METER_ONLINE_NO_DATA, perDay: 0.35 },
] as const;
/** How much more often than the others a factory's bad actors raise (the first meters of a seeded order). */
export const BAD_ACTOR_WEIGHTS = [9, 5, 3] as const;

/** Who works a factory's alarms (weighted): the demo accounts holding the alarm codes there (demo-data.ts). */
const { admin, operator, supervisor } = DEMO_USER_ID;
export const HANDLERS: Readonly<Record<number, readonly number[]>> = {
  11: [operator, operator, operator, operator, operator, supervisor, supervisor, admin],
  12: [supervisor, supervisor, supervisor, admin],
};
/** elsewhere (21, 22) only the administrator holds the alarm codes */
export const DEFAULT_HANDLER = admin;

export const ACK_NOTES = [
  '已通知现场值班',
  '现场确认，已处理',
  '已安排巡检',
  '仪表通讯恢复中',
  '已电话通知电工',
];
export const RELEASE_REASONS = [
  '现场确认为误报',
  '已派单处理，先解除告警',
  '仪表已停用，待更换',
  '设备已停机检修',
  '通讯线路改造，已知问题',
];
export const SHELVE_REASONS = [
  '仪表待校准，频繁误报',
  '通讯线路检修中',
  '等待备件更换',
  '雷雨天气干扰，暂时搁置',
];
export const BATCH_ACK_NOTE = '批量确认：告警泛滥，已通知各岗位排查';
export const CHATTER_ACK_NOTE = '告警抖动，已通知仪表班校验';
export const SHELVE_MINUTES = [30, 60, 120, 240, ALARM_LIMITS.SHELVE_MAX_DEFAULT_MIN] as const;

/** Chance that the source clears by itself, and its delay in minutes [min, max], by kind. */
export const CLEARS: Readonly<Record<AlarmKind, { chance: number; min: number; max: number }>> = {
  1: { chance: 0.95, min: 10, max: 240 },
  2: { chance: 0.7, min: 5, max: 240 },
  3: { chance: 0.85, min: 1, max: 90 },
  4: { chance: 0.85, min: 3, max: 180 },
  5: { chance: 0.9, min: 3, max: 150 },
};
/** Chance that someone acknowledges, and the delay in minutes [min, max], by priority. */
export const ACKS: Readonly<Record<AlarmPriority, { chance: number; min: number; max: number }>> = {
  1: { chance: 0.97, min: 1, max: 20 },
  2: { chance: 0.9, min: 2, max: 45 },
  3: { chance: 0.65, min: 4, max: 90 },
  4: { chance: 0.4, min: 8, max: 150 },
};
