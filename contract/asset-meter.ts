/**
 * Asset management: the meter ledger of a factory (仪表台账, docs/architecture.md §3 "Asset ledger"). A meter reads
 * through a collector of its factory and may measure one of its devices; its instrument address code is at most 40
 * digits and its energy-consumption address code at most 6 (docs/requirements.md §5).
 */
import { Type, type Static } from '@sinclair/typebox';
import { PageQuery } from './common';
import { DEVICE_RULE } from './asset';

/** What a meter measures (alarm_meter.kind). */
export const METER_KINDS = ['electricity', 'water', 'gas', 'flow', 'quality'] as const;
export type MeterKind = (typeof METER_KINDS)[number];

export const METER_RULE = {
  CODE: DEVICE_RULE.CODE,
  NAME_MAX: DEVICE_RULE.NAME_MAX,
  /** docs/requirements.md §5: instrument address code, digits, at most 40 */
  INSTRUMENT_ADDR: '^\\d{1,40}$',
  /** docs/requirements.md §5: energy-consumption address code, digits, at most 6 */
  ENERGY_ADDR: '^\\d{1,6}$',
} as const;

export const METER_MSG = {
  NOT_FOUND: '仪表不存在或无权访问',
  ADDED: '新增成功',
  UPDATED: '修改成功',
  DELETED: '删除成功',
  COLLECTOR_NOT_IN_FACTORY: '采集器不属于该工厂',
  DEVICE_NOT_IN_FACTORY: '设备不属于该工厂',
  HAS_ACTIVE_ALARMS: '该仪表存在未解除的告警，不允许删除',
  codeTaken: (code: string) => `仪表编码'${code}'已存在`,
} as const;

const Id = Type.Integer({ minimum: 1 });
const Kind = Type.Union(METER_KINDS.map((k) => Type.Literal(k)));

export const MeterListQuery = Type.Composite([
  PageQuery,
  Type.Object({
    factoryId: Id,
    /** part of the name, the code or the instrument address */
    keyword: Type.Optional(Type.String({ maxLength: 40 })),
    kind: Type.Optional(Kind),
    online: Type.Optional(Type.Boolean()),
  }),
]);
export type MeterListQuery = Static<typeof MeterListQuery>;

export const MeterRow = Type.Object({
  meterId: Type.Integer(),
  factoryId: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  kind: Type.String(),
  instrumentAddr: Type.String(),
  energyAddr: Type.String(),
  collectorId: Type.Integer(),
  collectorName: Type.String(),
  deviceId: Type.Union([Type.Integer(), Type.Null()]),
  deviceName: Type.String(),
  online: Type.Boolean(),
  lastValue: Type.Union([Type.Number(), Type.Null()]),
  /** ISO time of the last reading */
  lastReadAt: Type.Union([Type.String(), Type.Null()]),
  activeAlarms: Type.Integer(),
});
export type MeterRow = Static<typeof MeterRow>;

const fields = {
  factoryId: Id,
  code: Type.String({ pattern: METER_RULE.CODE }),
  name: Type.String({ minLength: 1, maxLength: METER_RULE.NAME_MAX }),
  kind: Kind,
  instrumentAddr: Type.String({ pattern: METER_RULE.INSTRUMENT_ADDR }),
  energyAddr: Type.String({ pattern: METER_RULE.ENERGY_ADDR }),
  collectorId: Id,
  deviceId: Type.Optional(Type.Union([Id, Type.Null()])),
};

export const MeterAddBody = Type.Object(fields, { additionalProperties: false });
export type MeterAddBody = Static<typeof MeterAddBody>;

export const MeterEditBody = Type.Object({ meterId: Id, ...fields }, { additionalProperties: false });
export type MeterEditBody = Static<typeof MeterEditBody>;

export const MeterIdParams = Type.Object({ meterId: Id });
export type MeterIdParams = Static<typeof MeterIdParams>;

/** The pickers of the meter form: the factory's collectors and its devices. */
export const MeterOptionsQuery = Type.Object({ factoryId: Id });
export type MeterOptionsQuery = Static<typeof MeterOptionsQuery>;

export const MeterOptions = Type.Object({
  collectors: Type.Array(
    Type.Object({ collectorId: Type.Integer(), code: Type.String(), name: Type.String() }),
  ),
  devices: Type.Array(
    Type.Object({ deviceId: Type.Integer(), deviceShowCode: Type.String(), deviceName: Type.String() }),
  ),
});
export type MeterOptions = Static<typeof MeterOptions>;
