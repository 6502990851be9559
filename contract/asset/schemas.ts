/**
 * The TypeBox schemas of this area's routes: server only, so the console's bundle never carries the schema library
 * (docs/architecture.md §2). Everything ./index.ts exports (the constants, and the declared types each schema is
 * checked against) is exported from here too, for the server.
 */
import { Type } from '@sinclair/typebox';
import type * as Declared from './index';
import { same, PageQuery, RecordVersion } from '../common/schemas';
import { DEVICE_RULE } from './index';

export * from './index';

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
export type DeviceListQuery = Declared.DeviceListQuery;

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
  version: RecordVersion,
});
export type DeviceRow = Declared.DeviceRow;

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
export type DeviceAddBody = Declared.DeviceAddBody;

export const DeviceEditBody = Type.Object(
  { deviceId: Id, version: RecordVersion, ...fields },
  { additionalProperties: false },
);
export type DeviceEditBody = Declared.DeviceEditBody;

export const DeviceIdParams = Type.Object({ deviceId: Id });
export type DeviceIdParams = Declared.DeviceIdParams;

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
      /** ALARM_KIND (contract/alarm/index.ts) */
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
export type DeviceRelated = Declared.DeviceRelated;

/** Each schema's Static type is the type ./index.ts declares (both ways, at compile time). */
export const SCHEMAS_MATCH_CONTRACT = [
  same<typeof DeviceListQuery, Declared.DeviceListQuery>(true),
  same<typeof DeviceRow, Declared.DeviceRow>(true),
  same<typeof DeviceAddBody, Declared.DeviceAddBody>(true),
  same<typeof DeviceEditBody, Declared.DeviceEditBody>(true),
  same<typeof DeviceIdParams, Declared.DeviceIdParams>(true),
  same<typeof DeviceRelated, Declared.DeviceRelated>(true),
] as const;
