/**
 * Asset management: the device ledger of a factory (设备台账, docs/architecture.md §3 "Asset ledger"). A device is
 * what work orders, alarms and meters point at; its asset type comes from the `oms_asset_type` dictionary, and
 * only type 1034 (a metered consumable) carries a unit (docs/requirements.md §5 "Generic form").
 */
import { Type, type Static } from '@sinclair/typebox';
import { PageQuery } from './common';
import { ASSET_TYPE_WITH_UNIT } from './work-order-model';

export { ASSET_TYPE_WITH_UNIT };

/** docs/requirements.md §5: only asset type 1034 carries a unit (the console enables its selector, the server checks). */
export const assetTypeHasUnit = (assetType: unknown): boolean =>
  String(assetType ?? '') === ASSET_TYPE_WITH_UNIT;

/** Device states (dictionary `oms_device_status`). */
export const DEVICE_STATUS = { RUNNING: 0, STANDBY: 1, REPAIRING: 2, STOPPED: 3 } as const;
export type DeviceStatus = (typeof DEVICE_STATUS)[keyof typeof DEVICE_STATUS];

/** Units a metered consumable may be counted in (stored as the text itself, at most 10 characters). */
export const DEVICE_UNITS = ['个', '件', '米', '千克', '升', '套'] as const;

export const DEVICE_RULE = {
  /** letters and digits, hyphens inside (the seeded SH01-P-001), 1–32 */
  CODE: '^[A-Za-z0-9](?:[A-Za-z0-9-]{0,30}[A-Za-z0-9])?$',
  /** docs/requirements.md §5: a text input holds at most 20 characters */
  NAME_MAX: 20,
  MODEL_MAX: 20,
  /** docs/requirements.md §5: an address holds at most 50 characters */
  LOCATION_MAX: 50,
  /** asset type codes are four digits (1031–1034 in the demo dictionary) */
  ASSET_TYPE: '^\\d{4}$',
  DATE: '^\\d{4}-\\d{2}-\\d{2}$',
} as const;

export const DEVICE_MSG = {
  NOT_FOUND: '设备不存在或无权访问',
  ADDED: '新增成功',
  UPDATED: '修改成功',
  DELETED: '删除成功',
  HAS_OPEN_ORDERS: '该设备存在未关闭的工单，不允许删除',
  HAS_ACTIVE_ALARMS: '该设备存在未解除的告警，不允许删除',
  UNIT_ONLY_WITH_UNIT_TYPE: '只有资产类型为1034的设备可以设置计量单位',
  UNIT_REQUIRED: '请选择计量单位',
  /** a move to another factory while an open order, an active alarm, a meter or a plan ties it to its own */
  MOVE_TIED: '该设备存在未关闭的工单、未解除的告警、仪表或保养计划，不允许移到其他工厂',
  codeTaken: (code: string) => `设备编码'${code}'已存在`,
} as const;

const Id = Type.Integer({ minimum: 1 });
const Status = Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2), Type.Literal(3)]);

export const DeviceListQuery = Type.Composite([
  PageQuery,
  Type.Object({
    factoryId: Id,
    /** part of the name or of the show code */
    keyword: Type.Optional(Type.String({ maxLength: 20 })),
    assetType: Type.Optional(Type.String({ pattern: DEVICE_RULE.ASSET_TYPE })),
    status: Type.Optional(Status),
  }),
]);
export type DeviceListQuery = Static<typeof DeviceListQuery>;

export const DeviceRow = Type.Object({
  deviceId: Type.Integer(),
  factoryId: Type.Integer(),
  factoryName: Type.String(),
  deviceShowCode: Type.String(),
  deviceName: Type.String(),
  assetType: Type.String(),
  model: Type.String(),
  location: Type.String(),
  /** '' unless the asset type is 1034 */
  unit: Type.String(),
  /** yyyy-MM-dd */
  installDate: Type.Union([Type.String(), Type.Null()]),
  status: Type.Integer(),
  /** file id of the photo (GET /api/system/file/download/{id}) */
  photoFileId: Type.Union([Type.Integer(), Type.Null()]),
  /** work orders not closed, alarms not released, meters measuring it: what blocks a delete, at a glance */
  openOrders: Type.Integer(),
  activeAlarms: Type.Integer(),
  meters: Type.Integer(),
});
export type DeviceRow = Static<typeof DeviceRow>;

const fields = {
  factoryId: Id,
  deviceShowCode: Type.String({ pattern: DEVICE_RULE.CODE }),
  deviceName: Type.String({ minLength: 1, maxLength: DEVICE_RULE.NAME_MAX }),
  assetType: Type.String({ pattern: DEVICE_RULE.ASSET_TYPE }),
  model: Type.Optional(Type.String({ maxLength: DEVICE_RULE.MODEL_MAX })),
  location: Type.Optional(Type.String({ maxLength: DEVICE_RULE.LOCATION_MAX })),
  /** required for asset type 1034, refused for any other */
  unit: Type.Optional(Type.String({ maxLength: 10 })),
  installDate: Type.Optional(Type.Union([Type.String({ pattern: DEVICE_RULE.DATE }), Type.Null()])),
  status: Status,
  photoFileId: Type.Optional(Type.Union([Id, Type.Null()])),
};

export const DeviceAddBody = Type.Object(fields, { additionalProperties: false });
export type DeviceAddBody = Static<typeof DeviceAddBody>;

export const DeviceEditBody = Type.Object({ deviceId: Id, ...fields }, { additionalProperties: false });
export type DeviceEditBody = Static<typeof DeviceEditBody>;

export const DeviceIdParams = Type.Object({ deviceId: Id });
export type DeviceIdParams = Static<typeof DeviceIdParams>;

/**
 * What points at a device (the ledger's detail drawer): its latest 20 orders, its latest 20 alarms (raised on the
 * device or on one of its meters), and its meters.
 */
export const DeviceRelated = Type.Object({
  orders: Type.Array(
    Type.Object({
      taskId: Type.Integer(),
      taskNo: Type.String(),
      kind: Type.String(),
      status: Type.Integer(),
      reportContent: Type.String(),
      reportTime: Type.String(),
    }),
  ),
  alarms: Type.Array(
    Type.Object({
      alarmId: Type.Integer(),
      /** ALARM_KIND (contract/alarm.ts) */
      kind: Type.Integer(),
      content: Type.String(),
      raisedAt: Type.String(),
      /** null while active */
      releasedAt: Type.Union([Type.String(), Type.Null()]),
    }),
  ),
  meters: Type.Array(
    Type.Object({
      meterId: Type.Integer(),
      code: Type.String(),
      name: Type.String(),
      kind: Type.String(),
      online: Type.Boolean(),
      lastValue: Type.Union([Type.Number(), Type.Null()]),
      lastReadAt: Type.Union([Type.String(), Type.Null()]),
    }),
  ),
});
export type DeviceRelated = Static<typeof DeviceRelated>;
