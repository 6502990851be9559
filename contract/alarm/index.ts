/**
 * Device alarms (docs/requirements.md §2 "Alarm panel", §3 "Alarm window item/response", "Alarm config",
 * §4 "Alarm", §7 "Alarms"; docs/architecture.md §3 "Alarms"): constants and types only, so the console
 * imports no schema library. The server's schemas are in ./schemas.ts and are checked against these
 * types there.
 */

import { ALARM_KIND, type AlarmKind, type AlarmPriority } from './kinds';

// The area's index is split by subject; everything is exported from here (contract/README.md).
export * from './kinds';
export * from './journal';
export * from './analysis';

/** Routes under /api/system/alarm (docs/architecture.md §3 "Alarms"). */
export const ALARM_API = {
  WINDOW: '/api/system/alarm/window',
  CONFIG: '/api/system/alarm/config',
  CLEAR: '/api/system/alarm/clear',
  /** POST …/{alarmRecordId}/order: a repair order from the alarm */
  ORDER: '/api/system/alarm',
  /** POST: the simulator's traffic on demand (admin; ALARM_SIMULATOR on or manual) */
  SIMULATE: '/api/system/alarm/simulate',
  // Alarm states (docs/alarms.md)
  ACK: '/api/system/alarm/ack',
  SHELVE: '/api/system/alarm/shelve',
  UNSHELVE: '/api/system/alarm/unshelve',
  SHELVED: '/api/system/alarm/shelved',
  JOURNAL: '/api/system/alarm/journal',
  /** POST: the journal's filter as an .xlsx (the 告警记录 page, docs/alarms.md) */
  JOURNAL_EXPORT: '/api/system/alarm/journal/export',
  /** GET: the EEMUA 191 figures of a range (the 告警分析 page, docs/alarms.md "Analysis") */
  ANALYSIS: '/api/system/alarm/analysis',
  /** GET (signed-in): the longest shelve in minutes, for the shelve dialog (set on 告警规则, contract/alarm-rules) */
  SHELVE_MAX: '/api/system/alarm/shelveMax',
} as const;

/**
 * Escalation (docs/alarms.md "Escalation"): an unacknowledged 紧急 or 高 alarm older than the first time tells the
 * factory's supervisors (holders of the work-order review code), older than the second the administrators, each rung
 * once. The times are administrators' settings in sys_config, minutes.
 */
export const ALARM_ESCALATION = {
  SUPERVISOR_KEY: 'sys.alarm.escalateSupervisorMinutes',
  ADMIN_KEY: 'sys.alarm.escalateAdminMinutes',
  SUPERVISOR_DEFAULT_MIN: 15,
  ADMIN_DEFAULT_MIN: 30,
  /** priorities that escalate: 紧急 and 高 */
  MAX_PRIORITY: 2,
  /** the message title; `{n}` minutes unacknowledged */
  TITLE: (factory: string, device: string, minutes: number) =>
    `告警升级：${factory} ${device} 已${minutes}分钟未确认`,
} as const;

/** What POST simulate produces (docs/architecture.md §3 "Alarms"). */
export const ALARM_SIMULATION = {
  /** one new alarm of a random kind */
  TRICKLE: 'trickle',
  /** 20–40 alarms within two minutes */
  BURST: 'burst',
  /** a collector fails: its error, then its meters offline behind it (suppressed) */
  COLLECTOR_FAILURE: 'collector-failure',
  /** some active alarms clear by themselves (released by the system) */
  CLEAR: 'clear',
} as const;
export type AlarmSimulation = (typeof ALARM_SIMULATION)[keyof typeof ALARM_SIMULATION];

export interface AlarmSimulateBody {
  what: AlarmSimulation;
  /** default: every factory */
  factoryId?: number;
  /** trickle only: the new alarm's kind (default random; a collector error is a collector failure) */
  kind?: AlarmKind;
}

export interface AlarmSimulateResult {
  /** alarms written (raised or cleared) */
  changed: number;
}

/** The window response's voice flag of each kind (docs/requirements.md §3 "Alarm window response"). */
export const ALARM_VOICE_FLAG = {
  1: 'collAlarmVoice',
  2: 'linkageAlarmVoice',
  3: 'meterDataAbnormalVoice',
  4: 'meterNotOnlineVoice',
  5: 'meterOnlineNoDataVoice',
} as const satisfies Record<AlarmKind, string>;
export type AlarmVoiceFlag = (typeof ALARM_VOICE_FLAG)[AlarmKind];

/** What raised the alarm (`windowDeviceType`). */
export const ALARM_DEVICE_TYPE = { COLLECTOR: 1, METER: 2, DEVICE: 3 } as const;
export type AlarmDeviceType = (typeof ALARM_DEVICE_TYPE)[keyof typeof ALARM_DEVICE_TYPE];
export const ALARM_DEVICE_TYPE_LABEL: Readonly<Record<AlarmDeviceType, string>> = {
  1: '采集器',
  2: '仪表',
  3: '设备',
};

/** Kinds a collector error hides for the meters behind that collector (parent suppression). */
export const SUPPRESSED_BY_COLLECTOR: readonly AlarmKind[] = [
  ALARM_KIND.METER_OFFLINE,
  ALARM_KIND.METER_ONLINE_NO_DATA,
];

/** docs/requirements.md §4 "Alarm" and §9. */
export const ALARM_LIMITS = {
  /** the panel warns from this many alarms on */
  OVERFLOW_WARNING: 500,
  /** minutes between polls when the user saved no config */
  DEFAULT_INTERVAL_MIN: 5,
  /** minutes between polls of a saved config without an interval */
  SAVED_DEFAULT_INTERVAL_MIN: 2,
  /** pop-up notices start this far apart … */
  POPUP_STAGGER_MS: 2500,
  /** … and each lasts this long */
  POPUP_DURATION_MS: 2000,
  /** ISA-18.2 flood: more than this many alarms raised within FLOOD_WINDOW_MIN … */
  FLOOD_ENTER_ABOVE: 10,
  /** … and it ends when fewer than this many were raised within the window */
  FLOOD_LEAVE_BELOW: 5,
  FLOOD_WINDOW_MIN: 10,
  /** an acknowledgement's note, a shelve's or a release's reason */
  NOTE_MAX: 200,
  /** the longest shelve in minutes when the administrator set none (sys_config sys.alarm.shelveMaxMinutes) */
  SHELVE_MAX_DEFAULT_MIN: 480,
  /** the longest shelve an administrator may allow: a week */
  SHELVE_MAX_CEILING_MIN: 10_080,
} as const;

/** Config with nothing saved (docs/requirements.md §4 "Alarm"). */
export const ALARM_CONFIG_DEFAULT: AlarmConfig = {
  voiceStatus: 1,
  showWindowStatus: 0,
  voiceTimeInterval: ALARM_LIMITS.DEFAULT_INTERVAL_MIN,
};

/** One active alarm in the window (docs/requirements.md §3 "Alarm window item", plus what the panel shows). */
export interface AlarmWindowItem {
  alarmRecordId: number;
  windowAlarmType: AlarmKind;
  windowDeviceType: AlarmDeviceType;
  /** code of the collector, meter or device */
  deviceCode: string;
  /** its address (collector address, meter instrument address) */
  deviceAddr: string;
  /** the device's or meter's name */
  deviceName: string;
  /** when the alarm was first seen, `YYYY-MM-DD HH:mm:ss` (China time) */
  alarmTime: string;
  factoryId: number;
  factoryName: string;
  /** what was measured or went wrong, e.g. 读数 0.0 m³/h 超出量程 */
  content: string;
  /** a collector error: how many meter alarms behind it are hidden (0 otherwise) */
  suppressedCount: number;
  /** the repair order raised from this alarm, if any */
  taskId: number | null;
  taskNo: string | null;
  priority: AlarmPriority;
  /** acknowledged (确认): it stays, silent; who (nick name) and when (China time) */
  acknowledged: boolean;
  ackBy: string | null;
  ackTime: string | null;
  /** the source returned to normal (已恢复) */
  cleared: boolean;
  /** shelved until (China time); null when not shelved now (the window never holds a shelved alarm) */
  shelvedUntil: string | null;
  /** 检修中: a repair or maintenance order on its device is open; it stays in the window, never said */
  inMaintenance: boolean;
}

/** GET shelved: a shelved alarm with who shelved it and why. */
export interface AlarmShelvedItem extends AlarmWindowItem {
  shelvedBy: string | null;
  shelveReason: string;
}

/** PUT ack body. */
export interface AlarmAckBody {
  alarmRecordIds: string;
  note?: string;
}

/** PUT shelve body: minutes 1..the administrator's maximum. */
export interface AlarmShelveBody {
  alarmRecordIds: string;
  minutes: number;
  reason: string;
}

/** GET shelveMax: the longest shelve in minutes (1..SHELVE_MAX_CEILING_MIN). */
export interface AlarmShelveMax {
  maxMinutes: number;
}

/** PUT unshelve body. */
export interface AlarmUnshelveBody {
  alarmRecordIds: string;
}

/** PUT ack / shelve / unshelve answer: how many alarms changed. */
export interface AlarmChangeResult {
  changed: number;
}

/** GET window (docs/requirements.md §3 "Alarm window response"). */
export interface AlarmWindow {
  deviceAlarmWindow: AlarmWindowItem[];
  /** per kind: an alarm of the kind was raised within the user's polling interval (docs/architecture.md §3 "Alarms") */
  collAlarmVoice: boolean;
  linkageAlarmVoice: boolean;
  meterDataAbnormalVoice: boolean;
  meterNotOnlineVoice: boolean;
  meterOnlineNoDataVoice: boolean;
  /** alarms raised in the user's factories within the last FLOOD_WINDOW_MIN minutes, released or not */
  raisedRecently: number;
  /** the server's time of the answer, `YYYY-MM-DD HH:mm:ss` (China time): the data's age */
  serverTime: string;
}

/** GET/PUT config (docs/requirements.md §3 "Alarm config"). */
export interface AlarmConfig {
  voiceStatus: 0 | 1;
  showWindowStatus: 0 | 1;
  /** minutes between polls, one of the dictionary oms_voice_time_interval */
  voiceTimeInterval: number;
}

/** PUT config body: a missing interval saves SAVED_DEFAULT_INTERVAL_MIN. */
export interface AlarmConfigBody {
  voiceStatus: 0 | 1;
  showWindowStatus: 0 | 1;
  voiceTimeInterval?: number;
}

/** PUT clear body: ids comma-joined. */
export interface AlarmClearBody {
  alarmRecordIds: string;
  /** required when any of the alarms' condition is still active (not cleared) */
  reason?: string;
}

/** PUT clear answer: how many were released (ids outside the user's factories or already released are not). */
export interface AlarmClearResult {
  released: number;
}

/** POST …/{alarmRecordId}/order body. */
export interface AlarmOrderBody {
  /** defaults to the alarm's kind, device and content */
  reportContent?: string;
  /**
   * 1: the device stood, so the order counts downtime from the alarm's time (docs/reliability.md); the person making
   * the order says so, as the report dialog's 是否计入停机 does. Default 0.
   */
  isStatistics?: 0 | 1;
}

export interface AlarmOrderResult {
  taskId: number;
  taskNo: string;
}

/** Texts of docs/requirements.md §8 (alarm rows). */
export const ALARM_MSG = {
  RELEASED_ONE: '解除成功',
  /** {n}: how many */
  RELEASED_MANY: '已解除告警 {n} 条',
  NONE_RELEASED: '没有可解除的告警',
  BAD_IDS: '告警编号格式错误',
  CONFIG_SAVED: '保存成功',
  BAD_INTERVAL: '告警间隔须为字典 oms_voice_time_interval 中的值',
  NOT_FOUND: '告警不存在或已解除',
  ALREADY_ORDERED: '该告警已生成维修工单',
  REASON_REQUIRED: '告警仍在发生，解除须填写原因',
  ACKED_ONE: '确认成功',
  /** {n}: how many */
  ACKED_MANY: '已确认告警 {n} 条',
  NONE_ACKED: '没有可确认的告警',
  /** {n}: how many */
  SHELVED: '已搁置告警 {n} 条',
  NONE_SHELVED: '没有可搁置的告警',
  /** {n}: how many */
  UNSHELVED: '已取消搁置 {n} 条',
  NONE_UNSHELVED: '没有可取消搁置的告警',
  /** {max}: the administrator's maximum */
  SHELVE_MINUTES: '搁置时长须在 1 至 {max} 分钟之间',
  SHELVE_REASON: '请填写搁置原因',
} as const;
