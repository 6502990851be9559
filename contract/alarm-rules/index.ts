/**
 * 告警规则 (docs/alarms.md "Rules"): an administrator's alarm settings as one record — the priority of each alarm kind
 * on each device type that can raise it, the longest shelve, and the two escalation times — read and saved together
 * under one version (docs/concurrency.md). Constants and types only; the server's schemas are in ./schemas.ts.
 */
import {
  ALARM_DEVICE_TYPE,
  ALARM_KIND,
  ALARM_LIMITS,
  type AlarmDeviceType,
  type AlarmKind,
  type AlarmPriority,
} from '../alarm';

export const ALARM_RULES_API = {
  /** GET (PERM.ALARM_SETTINGS_QUERY) / PUT (PERM.ALARM_SETTINGS): the settings below */
  SETTINGS: '/api/system/alarm/settings',
} as const;

export interface AlarmRulePair {
  kind: AlarmKind;
  deviceType: AlarmDeviceType;
}

/**
 * The kind × device type pairs that can occur, in the page's order: a collector raises only its error; a meter raises
 * the four meter kinds; a linkage is raised on the device the meter measures when it has one (server/src/modules/alarm/
 * simulator.ts `meterAlarm`, `collectorAlarm`, as a collector would). Only these have a rule.
 */
export const ALARM_RULE_PAIRS: readonly AlarmRulePair[] = [
  { kind: ALARM_KIND.COLLECTOR_ERROR, deviceType: ALARM_DEVICE_TYPE.COLLECTOR },
  { kind: ALARM_KIND.LINKAGE, deviceType: ALARM_DEVICE_TYPE.DEVICE },
  { kind: ALARM_KIND.LINKAGE, deviceType: ALARM_DEVICE_TYPE.METER },
  { kind: ALARM_KIND.METER_DATA_ABNORMAL, deviceType: ALARM_DEVICE_TYPE.METER },
  { kind: ALARM_KIND.METER_OFFLINE, deviceType: ALARM_DEVICE_TYPE.METER },
  { kind: ALARM_KIND.METER_ONLINE_NO_DATA, deviceType: ALARM_DEVICE_TYPE.METER },
];

/** Whether the pair can occur (has a rule). */
export const isRulePair = (kind: number, deviceType: number): boolean =>
  ALARM_RULE_PAIRS.some((p) => p.kind === kind && p.deviceType === deviceType);

export const ALARM_SETTINGS_LIMITS = {
  /** the longest shelve an administrator may allow: a week */
  SHELVE_MAX_MIN: ALARM_LIMITS.SHELVE_MAX_CEILING_MIN,
  /** escalation times in minutes: from 1 to a day; the administrators' after the supervisors' */
  ESCALATE_MIN: 1,
  ESCALATE_MAX: 1_440,
} as const;

export interface AlarmPriorityRule {
  kind: AlarmKind;
  deviceType: AlarmDeviceType;
  priority: AlarmPriority;
}

/** PUT body: every pair of ALARM_RULE_PAIRS once, the three times, and the version the page loaded. */
export interface AlarmSettingsBody {
  rules: AlarmPriorityRule[];
  /** the longest shelve an operator may set, minutes */
  shelveMaxMinutes: number;
  /** an unacknowledged 紧急/高 alarm this old tells its factory's supervisors … */
  escalateSupervisorMinutes: number;
  /** … and this old (more than the supervisors' time) the administrators */
  escalateAdminMinutes: number;
  version: number;
}

/** GET answer (and the 409's `current`): the settings, rules in ALARM_RULE_PAIRS order, and who saved them last. */
export interface AlarmSettings extends AlarmSettingsBody {
  /** nick name; '' when never saved from the page */
  updateBy: string;
  /** China time `YYYY-MM-DD HH:mm:ss`; '' when never saved */
  updateTime: string;
}

/** The server's texts (English in server/src/shared/i18n/message-catalog.ts). */
export const ALARM_SETTINGS_MSG = {
  SAVED: '保存成功',
  PAIR: '该告警类型不会出现在该设备类型上',
  DUPLICATE: '同一告警类型与设备类型只能有一条规则',
  MISSING: '须为每种会出现的告警类型与设备类型给出优先级',
  ADMIN_AFTER_SUPERVISOR: '通知系统管理员的时间须大于通知工厂主管的时间',
} as const;
