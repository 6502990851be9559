/**
 * TypeBox schemas of the alarm routes (docs/architecture.md §3 "Alarms"): server only, so the console's
 * bundle never carries the schema library. Each schema's Static type is checked against the interface
 * of index.ts both ways at compile time, so the two cannot drift apart.
 */
import { Type } from '@sinclair/typebox';
import { literals, same } from '../common/schemas';
import { WO_TEXT_MAX } from '../work-order';
import {
  ALARM_DEVICE_TYPE,
  ALARM_EVENTS,
  ALARM_KINDS,
  ALARM_LIMITS,
  ALARM_PRIORITIES,
  ALARM_SIMULATION,
  type AlarmAckBody,
  type AlarmChangeResult,
  type AlarmJournalQuery,
  type AlarmJournalRow,
  type AlarmShelveBody,
  type AlarmShelveMax,
  type AlarmShelvedItem,
  type AlarmUnshelveBody,
  type AlarmClearBody,
  type AlarmClearResult,
  type AlarmConfig,
  type AlarmConfigBody,
  type AlarmOrderBody,
  type AlarmOrderResult,
  type AlarmSimulateBody,
  type AlarmSimulateResult,
  type AlarmWindow,
  type AlarmWindowItem,
} from './index';

const ZeroOne = literals([0, 1] as const);
const DateTime = Type.String({ description: "'YYYY-MM-DD HH:mm:ss', China time" });

export const AlarmWindowItemSchema = Type.Object({
  alarmRecordId: Type.Integer(),
  windowAlarmType: literals(ALARM_KINDS),
  windowDeviceType: literals(Object.values(ALARM_DEVICE_TYPE)),
  deviceCode: Type.String(),
  deviceAddr: Type.String(),
  deviceName: Type.String(),
  alarmTime: DateTime,
  factoryId: Type.Integer(),
  factoryName: Type.String(),
  content: Type.String(),
  suppressedCount: Type.Integer({ minimum: 0 }),
  taskId: Type.Union([Type.Integer(), Type.Null()]),
  taskNo: Type.Union([Type.String(), Type.Null()]),
  priority: literals(ALARM_PRIORITIES),
  acknowledged: Type.Boolean(),
  ackBy: Type.Union([Type.String(), Type.Null()]),
  ackTime: Type.Union([DateTime, Type.Null()]),
  cleared: Type.Boolean(),
  shelvedUntil: Type.Union([DateTime, Type.Null()]),
  inMaintenance: Type.Boolean(),
});

export const AlarmShelvedItemSchema = Type.Composite([
  AlarmWindowItemSchema,
  Type.Object({ shelvedBy: Type.Union([Type.String(), Type.Null()]), shelveReason: Type.String() }),
]);

const Ids = Type.String({ maxLength: 20_000, description: 'ids comma-joined, e.g. "1,2,3"' });
const Note = Type.String({ maxLength: ALARM_LIMITS.NOTE_MAX });

export const AlarmAckBodySchema = Type.Object({ alarmRecordIds: Ids, note: Type.Optional(Note) });

export const AlarmShelveBodySchema = Type.Object({
  alarmRecordIds: Ids,
  minutes: Type.Integer({ description: "1 to the administrator's maximum (sys.alarm.shelveMaxMinutes)" }),
  reason: Note,
});

export const AlarmShelveMaxSchema = Type.Object({
  maxMinutes: Type.Integer({ minimum: 1, maximum: ALARM_LIMITS.SHELVE_MAX_CEILING_MIN }),
});

export const AlarmUnshelveBodySchema = Type.Object({ alarmRecordIds: Ids });

export const AlarmChangeResultSchema = Type.Object({ changed: Type.Integer({ minimum: 0 }) });

export const AlarmJournalQuerySchema = Type.Object({
  pageNum: Type.Optional(Type.Integer({ minimum: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
  beginTime: Type.Optional(DateTime),
  endTime: Type.Optional(DateTime),
  factoryId: Type.Optional(Type.Integer({ minimum: 1 })),
  deviceCode: Type.Optional(Type.String({ maxLength: 64 })),
  kind: Type.Optional(literals(ALARM_KINDS)),
  priority: Type.Optional(literals(ALARM_PRIORITIES)),
  event: Type.Optional(literals(ALARM_EVENTS)),
  userName: Type.Optional(Type.String({ maxLength: 64 })),
  alarmRecordId: Type.Optional(Type.Integer({ minimum: 1 })),
});

export const AlarmJournalRowSchema = Type.Object({
  eventId: Type.Integer(),
  alarmRecordId: Type.Integer(),
  event: literals(ALARM_EVENTS),
  at: DateTime,
  userName: Type.Union([Type.String(), Type.Null()]),
  note: Type.Union([Type.String(), Type.Null()]),
  factoryId: Type.Integer(),
  factoryName: Type.String(),
  deviceCode: Type.String(),
  deviceName: Type.String(),
  kind: literals(ALARM_KINDS),
  priority: literals(ALARM_PRIORITIES),
  content: Type.String(),
});

export const AlarmWindowSchema = Type.Object({
  deviceAlarmWindow: Type.Array(AlarmWindowItemSchema),
  collAlarmVoice: Type.Boolean(),
  linkageAlarmVoice: Type.Boolean(),
  meterDataAbnormalVoice: Type.Boolean(),
  meterNotOnlineVoice: Type.Boolean(),
  meterOnlineNoDataVoice: Type.Boolean(),
  raisedRecently: Type.Integer({ minimum: 0 }),
  serverTime: DateTime,
});

export const AlarmConfigSchema = Type.Object({
  voiceStatus: ZeroOne,
  showWindowStatus: ZeroOne,
  voiceTimeInterval: Type.Integer(),
});

export const AlarmConfigBodySchema = Type.Object({
  voiceStatus: ZeroOne,
  showWindowStatus: ZeroOne,
  voiceTimeInterval: Type.Optional(
    Type.Integer({ description: 'a value of the dictionary oms_voice_time_interval' }),
  ),
});

export const AlarmClearBodySchema = Type.Object({
  alarmRecordIds: Ids,
  reason: Type.Optional(Note),
});

export const AlarmClearResultSchema = Type.Object({ released: Type.Integer({ minimum: 0 }) });

export const AlarmOrderParamsSchema = Type.Object({ alarmRecordId: Type.Integer({ minimum: 1 }) });

export const AlarmOrderBodySchema = Type.Object({
  reportContent: Type.Optional(Type.String({ maxLength: WO_TEXT_MAX })),
  isStatistics: Type.Optional(ZeroOne),
});

export const AlarmOrderResultSchema = Type.Object({ taskId: Type.Integer(), taskNo: Type.String() });

export const AlarmSimulateBodySchema = Type.Object({
  what: literals(Object.values(ALARM_SIMULATION)),
  factoryId: Type.Optional(Type.Integer({ minimum: 1 })),
  kind: Type.Optional(literals(ALARM_KINDS)),
});

export const AlarmSimulateResultSchema = Type.Object({ changed: Type.Integer({ minimum: 0 }) });

/*
 * Compile-time checks, both ways: a schema whose Static type is not the interface of index.ts (or the
 * other way round) fails the type check.
 */
export const SCHEMAS_MATCH_CONTRACT = [
  same<typeof AlarmWindowItemSchema, AlarmWindowItem>(true),
  same<typeof AlarmWindowSchema, AlarmWindow>(true),
  same<typeof AlarmConfigSchema, AlarmConfig>(true),
  same<typeof AlarmConfigBodySchema, AlarmConfigBody>(true),
  same<typeof AlarmClearBodySchema, AlarmClearBody>(true),
  same<typeof AlarmClearResultSchema, AlarmClearResult>(true),
  same<typeof AlarmOrderBodySchema, AlarmOrderBody>(true),
  same<typeof AlarmOrderResultSchema, AlarmOrderResult>(true),
  same<typeof AlarmSimulateBodySchema, AlarmSimulateBody>(true),
  same<typeof AlarmSimulateResultSchema, AlarmSimulateResult>(true),
  same<typeof AlarmShelvedItemSchema, AlarmShelvedItem>(true),
  same<typeof AlarmAckBodySchema, AlarmAckBody>(true),
  same<typeof AlarmShelveBodySchema, AlarmShelveBody>(true),
  same<typeof AlarmUnshelveBodySchema, AlarmUnshelveBody>(true),
  same<typeof AlarmShelveMaxSchema, AlarmShelveMax>(true),
  same<typeof AlarmChangeResultSchema, AlarmChangeResult>(true),
  same<typeof AlarmJournalQuerySchema, AlarmJournalQuery>(true),
  same<typeof AlarmJournalRowSchema, AlarmJournalRow>(true),
] as const;
