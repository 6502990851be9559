/**
 * 设备可靠性 (docs/reliability.md): downtime, MTTR, MTBF, availability, failures by kind, PM compliance, backlog and
 * overdue counts of the caller's factories, one factory or one device over a range. Constants and types only; the
 * route's schemas are in ./schemas.ts (server only).
 */

export const RELIABILITY_API = {
  FIGURES: '/api/system/base/reliability',
} as const;

export const RELIABILITY = {
  /** a range is at most this many days */
  MAX_DAYS: 366,
  /** ranges up to this many days are trended per day, longer ones per month */
  DAILY_MAX_DAYS: 62,
  /** the worst devices listed (most downtime first) */
  WORST_DEVICES: 10,
  /** the order kinds that are failures when they count downtime (wo_task.is_statistics = 1) */
  FAILURE_KINDS: ['fix', 'planFix'],
} as const;

export type ReliabilityBucket = 'day' | 'month';

/** GET query: China times `YYYY-MM-DD HH:mm:ss`; no factory and no device = all of the caller's factories. */
export type ReliabilityQuery = {
  factoryId?: number;
  deviceId?: number;
  beginTime: string;
  endTime: string;
};

/** The figures of a set of devices over a range (hours are device-hours; shares 0..1; null: no failure / nothing due). */
export type ReliabilityFigures = {
  devices: number;
  failures: number;
  /** the devices' hours in the range: devices × range hours */
  periodHours: number;
  /** repair downtime within the range */
  downtimeHours: number;
  mttrHours: number | null;
  mtbfHours: number | null;
  availability: number | null;
};

export type ReliabilityTrendPoint = {
  /** China day `YYYY-MM-DD` or month `YYYY-MM` */
  at: string;
  failures: number;
  downtimeHours: number;
  availability: number | null;
};

export type ReliabilityKindRow = {
  /** dict oms_fix_type value ('' when nobody said) */
  fixType: string;
  failures: number;
  downtimeHours: number;
};

export type ReliabilityDeviceRow = {
  deviceId: number;
  deviceShowCode: string;
  deviceName: string;
  factoryId: number;
  failures: number;
  downtimeHours: number;
  mttrHours: number | null;
  mtbfHours: number | null;
  availability: number | null;
};

export type Reliability = ReliabilityFigures & {
  beginTime: string;
  endTime: string;
  bucket: ReliabilityBucket;
  /** maintenance / inspection orders made by a plan with a due time in the range, and those accepted by it */
  pmDue: number;
  pmOnTime: number;
  pmCompliance: number | null;
  /** open orders of every kind now, and how many of them are overdue now */
  backlog: number;
  overdue: number;
  trend: ReliabilityTrendPoint[];
  byKind: ReliabilityKindRow[];
  worstDevices: ReliabilityDeviceRow[];
};
