/**
 * The TypeBox schemas of this area's routes: server only, so the console's bundle never carries the schema library
 * (docs/architecture.md §2). Everything ./index.ts exports (the constants, and the declared types each schema is
 * checked against) is exported from here too, for the server.
 */
import { Type } from '@sinclair/typebox';
import type * as Declared from './index';
import { same, NullableNumber, RecordVersion } from '../common/schemas';
import { ARCHIVE_RULE, CAPACITY_UNITS } from './index';

export * from './index';

/** a text with something in it besides spaces */
const NOT_BLANK = '\\S';

const Id = Type.Integer({ minimum: 1 });
const DictValue = Type.String({ pattern: ARCHIVE_RULE.DICT_VALUE });
/** `format: date` is a real day: 2025-02-30 is refused, not stored */
const Day = Type.String({ format: 'date' });

export const PlantContact = Type.Object(
  {
    name: Type.String({ pattern: ARCHIVE_RULE.CONTACT_NAME }),
    /** 厂长, 生产科长 … */
    role: Type.String({ maxLength: ARCHIVE_RULE.TEXT_MAX }),
    mobile: Type.String({ pattern: ARCHIVE_RULE.MOBILE }),
    landline: Type.String({ pattern: ARCHIVE_RULE.LANDLINE }),
  },
  { additionalProperties: false },
);
export type PlantContact = Declared.PlantContact;

const CapacityUnitSchema = Type.Union(CAPACITY_UNITS.map((u) => Type.Literal(u)));

export const FactoryIdParams = Type.Object({ factoryId: Id });
export type FactoryIdParams = Declared.FactoryIdParams;

/** GET /api/archive/plant/{factoryId}: the factory's archive; a factory never edited has empty fields. */
export const PlantArchive = Type.Object({
  factoryId: Type.Integer(),
  factoryName: Type.String(),
  factoryCode: Type.String(),
  /** the factory's own address and coordinates (`sys_area`) */
  address: Type.String(),
  longitude: Type.Union([Type.Number(), Type.Null()]),
  latitude: Type.Union([Type.Number(), Type.Null()]),
  designCapacity: Type.Union([Type.Number(), Type.Null()]),
  capacityUnit: CapacityUnitSchema,
  /** a value of the dictionary `oms_process_type`, '' when not set */
  processType: Type.String(),
  /** yyyy-MM-dd */
  commissioningDate: Type.Union([Type.String(), Type.Null()]),
  remark: Type.String(),
  contacts: Type.Array(PlantContact),
  /** China time yyyy-MM-dd HH:mm:ss of the last edit, and who made it ('' never edited) */
  updatedAt: Type.Union([Type.String(), Type.Null()]),
  updatedBy: Type.String(),
  version: RecordVersion,
});
export type PlantArchive = Declared.PlantArchive;

/** PUT /api/archive/plant/{factoryId}: every field of the archive (the factory's name and code stay the area form's). */
export const PlantEditBody = Type.Object(
  {
    address: Type.String({ maxLength: ARCHIVE_RULE.ADDRESS_MAX }),
    longitude: NullableNumber({ minimum: -180, maximum: 180 }),
    latitude: NullableNumber({ minimum: -90, maximum: 90 }),
    designCapacity: NullableNumber({ minimum: 0, maximum: ARCHIVE_RULE.CAPACITY_MAX }),
    capacityUnit: CapacityUnitSchema,
    /** '' or a value of `oms_process_type` */
    processType: Type.String({ maxLength: 4 }),
    commissioningDate: Type.Union([Type.Null(), Day]),
    remark: Type.String({ maxLength: ARCHIVE_RULE.REMARK_MAX }),
    contacts: Type.Array(PlantContact, { maxItems: ARCHIVE_RULE.CONTACTS_MAX }),
    version: RecordVersion,
  },
  { additionalProperties: false },
);
export type PlantEditBody = Declared.PlantEditBody;

/**
 * The maps service of docs/requirements.md §9 (AMap JS API 1.4.15), configured on the server (`AMAP_KEY`, and
 * `AMAP_SECURITY_CODE` for keys that need one). `key` null: no map, the console says so and the coordinates stay
 * plain fields.
 */
export const MapConfig = Type.Object({
  key: Type.Union([Type.String(), Type.Null()]),
  securityJsCode: Type.Union([Type.String(), Type.Null()]),
});
export type MapConfig = Declared.MapConfig;

export const ProcessParam = Type.Object(
  {
    /** 设计流量, 停留时间 … */
    name: Type.String({ minLength: 1, maxLength: ARCHIVE_RULE.TEXT_MAX, pattern: NOT_BLANK }),
    value: Type.Number({ minimum: -ARCHIVE_RULE.PARAM_VALUE_MAX, maximum: ARCHIVE_RULE.PARAM_VALUE_MAX }),
    /** m³/h, h, mg/L … ('' for a count without unit) */
    unit: Type.String({ maxLength: ARCHIVE_RULE.UNIT_MAX }),
  },
  { additionalProperties: false },
);
export type ProcessParam = Declared.ProcessParam;

export const ProcessDocument = Type.Object({ fileId: Type.Integer(), fileName: Type.String() });
export type ProcessDocument = Declared.ProcessDocument;

export const ProcessUnit = Type.Object({
  unitId: Type.Integer(),
  factoryId: Type.Integer(),
  /** its place in the flow, 1 first */
  seq: Type.Integer(),
  name: Type.String(),
  /** a value of the dictionary `oms_process_unit_kind` */
  kind: Type.String(),
  remark: Type.String(),
  params: Type.Array(ProcessParam),
  documents: Type.Array(ProcessDocument),
  version: RecordVersion,
});
export type ProcessUnit = Declared.ProcessUnit;

export const ProcessListQuery = Type.Object({ factoryId: Id });
export type ProcessListQuery = Declared.ProcessListQuery;

const unitFields = {
  name: Type.String({ minLength: 1, maxLength: ARCHIVE_RULE.TEXT_MAX, pattern: NOT_BLANK }),
  kind: DictValue,
  remark: Type.String({ maxLength: ARCHIVE_RULE.REMARK_MAX }),
  params: Type.Array(ProcessParam, { maxItems: ARCHIVE_RULE.PARAMS_MAX }),
  /** uploaded files (POST /api/system/file/upload) the caller may see; the unit's documents become exactly these */
  fileIds: Type.Array(Id, { maxItems: ARCHIVE_RULE.DOCUMENTS_MAX, uniqueItems: true }),
};

/** POST: a unit added at the end of the factory's flow. */
export const ProcessAddBody = Type.Object({ factoryId: Id, ...unitFields }, { additionalProperties: false });
export type ProcessAddBody = Declared.ProcessAddBody;

/** PUT: a unit's fields; it stays in its factory and in its place. */
export const ProcessEditBody = Type.Object(
  { unitId: Id, version: RecordVersion, ...unitFields },
  { additionalProperties: false },
);
export type ProcessEditBody = Declared.ProcessEditBody;

/** PUT order: every unit of the factory, once each, in the new flow order. */
export const ProcessOrderBody = Type.Object(
  {
    factoryId: Id,
    unitIds: Type.Array(Id, { minItems: 1, maxItems: ARCHIVE_RULE.UNITS_MAX, uniqueItems: true }),
  },
  { additionalProperties: false },
);
export type ProcessOrderBody = Declared.ProcessOrderBody;

export const UnitIdParams = Type.Object({ unitId: Id });
export type UnitIdParams = Declared.UnitIdParams;

/** Each schema's Static type is the type ./index.ts declares (both ways, at compile time). */
export const SCHEMAS_MATCH_CONTRACT = [
  same<typeof PlantContact, Declared.PlantContact>(true),
  same<typeof FactoryIdParams, Declared.FactoryIdParams>(true),
  same<typeof PlantArchive, Declared.PlantArchive>(true),
  same<typeof PlantEditBody, Declared.PlantEditBody>(true),
  same<typeof MapConfig, Declared.MapConfig>(true),
  same<typeof ProcessParam, Declared.ProcessParam>(true),
  same<typeof ProcessDocument, Declared.ProcessDocument>(true),
  same<typeof ProcessUnit, Declared.ProcessUnit>(true),
  same<typeof ProcessListQuery, Declared.ProcessListQuery>(true),
  same<typeof ProcessAddBody, Declared.ProcessAddBody>(true),
  same<typeof ProcessEditBody, Declared.ProcessEditBody>(true),
  same<typeof ProcessOrderBody, Declared.ProcessOrderBody>(true),
  same<typeof UnitIdParams, Declared.UnitIdParams>(true),
] as const;
