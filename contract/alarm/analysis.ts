/**
 * 告警分析 (docs/alarms.md "Analysis"): the alarm-load figures of EEMUA 191 / ISA-18.2 and the analysis route's query and
 * answer. Constants and types only; exported from ./index.ts with the rest of the alarm contract.
 */
import type { AlarmKind, AlarmPriority } from './kinds';

/**
 * The alarm-load figures of EEMUA 191 / ISA-18.2 (docs/alarms.md "Analysis"): an operator copes with about one alarm
 * per 10 minutes; more than 10 within 10 minutes is a flood; priorities should split about 5 / 15 / 80 %.
 */
export const ALARM_LOAD = {
  /** alarms per 10 minutes an operator can handle */
  MANAGEABLE_PER_10_MIN: 1,
  /** more than this many raised within one 10-minute period is a flood */
  FLOOD_PER_10_MIN: 10,
  /** the target share of each priority: 紧急 5 %, 高 15 %, 中 and 低 80 % together (split 40/40 here) */
  PRIORITY_TARGET: { 1: 0.05, 2: 0.15, 3: 0.4, 4: 0.4 },
  /** raises of one source within this many seconds, at least CHATTER_RAISES of them: chattering */
  CHATTER_SECONDS: 60,
  CHATTER_RAISES: 3,
  /** active longer than this many hours: stale */
  STALE_HOURS: 24,
  /** a range is at most this many days */
  MAX_DAYS: 92,
  BAD_ACTORS: 10,
} as const;

/** GET analysis query: China times `YYYY-MM-DD HH:mm:ss`; no factory = all of the caller's. */
export type AlarmAnalysisQuery = {
  factoryId?: number;
  beginTime: string;
  endTime: string;
};

/** One source (device or meter code and kind) and its alarms in the range. */
export type AlarmSource = {
  deviceCode: string;
  deviceName: string;
  kind: AlarmKind;
  count: number;
  /** its share of all alarms raised in the range, 0..1 */
  share: number;
};

export type AlarmAnalysis = {
  beginTime: string;
  endTime: string;
  total: number;
  perTenMinutes: number;
  perHour: number;
  /** the share of the range's 10-minute periods with more than ALARM_LOAD.FLOOD_PER_10_MIN alarms, 0..1 */
  floodShare: number;
  floodPeriods: number;
  peakTenMinutes: { count: number; at: string | null };
  priorityMix: Array<{ priority: AlarmPriority; count: number; share: number; target: number }>;
  badActors: AlarmSource[];
  /** sources that raised ALARM_LOAD.CHATTER_RAISES or more within ALARM_LOAD.CHATTER_SECONDS, with how often */
  chattering: Array<AlarmSource & { bursts: number }>;
  /** alarms of the scope active (not released) for more than ALARM_LOAD.STALE_HOURS now */
  stale: number;
  /** over the range's alarms that were acknowledged / released; null when none was */
  meanAckMinutes: number | null;
  meanReleaseMinutes: number | null;
  /** alarms raised per hour of the range, China time `YYYY-MM-DD HH:00` */
  hourly: Array<{ at: string; count: number }>;
};
