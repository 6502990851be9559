/**
 * The water-plant archive (水厂档案, docs/architecture.md §3 "Plant archive"): the archive of a factory (水厂信息: its
 * place, capacity, process type, commissioning date, contacts) and its process units in flow order (工艺档案: each with
 * a kind, design parameters and documents). Address and coordinates are the factory's own `sys_area` columns, under
 * the rules of docs/requirements.md §5 that the area form follows too.
 */
import { Type, type Static } from '@sinclair/typebox';
import { NullableNumber } from './common';

export const ARCHIVE_API = {
  /** GET and PUT …/{factoryId} */
  PLANT: '/api/archive/plant',
  /** the maps service key of docs/requirements.md §9, from the server's configuration */
  MAP: '/api/archive/map',
  /** GET ?factoryId=, POST, PUT (the base path), DELETE …/{unitId} */
  PROCESS: '/api/archive/process',
  /** PUT: the flow order of a factory's units */
  PROCESS_ORDER: '/api/archive/process/order',
} as const;

/** What a design capacity is counted in: water plants in m³ per day, energy stations in megawatts. */
export const CAPACITY_UNITS = ['m³/d', 'MW'] as const;
export type CapacityUnit = (typeof CAPACITY_UNITS)[number];

export const ARCHIVE_RULE = {
  /** docs/requirements.md §5 "name": Chinese, letters, digits and underscore, no underscore at either end, 1–10 */
  CONTACT_NAME: '^[\\u4e00-\\u9fa5A-Za-z0-9](?:[\\u4e00-\\u9fa5A-Za-z0-9_]{0,8}[\\u4e00-\\u9fa5A-Za-z0-9])?$',
  /** docs/requirements.md §5 "phone": digits only, at most 11 */
  MOBILE: '^\\d{1,11}$',
  /** docs/requirements.md §5 "landline": digits only, at most 12 */
  LANDLINE: '^\\d{1,12}$',
  /** docs/requirements.md §5: a text input holds at most 20 characters, an address 50, a remark 100 */
  TEXT_MAX: 20,
  ADDRESS_MAX: 50,
  REMARK_MAX: 100,
  UNIT_MAX: 10,
  /** nine digits before the point (docs/requirements.md §5 "number") */
  CAPACITY_MAX: 999_999_999,
  PARAM_VALUE_MAX: 999_999_999,
  CONTACTS_MAX: 10,
  PARAMS_MAX: 12,
  DOCUMENTS_MAX: 10,
  UNITS_MAX: 50,
  /** dictionary values are short codes */
  DICT_VALUE: '^\\d{1,4}$',
} as const;

export const ARCHIVE_MSG = {
  UPDATED: '修改成功',
  ADDED: '新增成功',
  DELETED: '删除成功',
  REORDERED: '排序成功',
  UNIT_NOT_FOUND: '工艺单元不存在或无权访问',
  /** the order sent does not list exactly the factory's units any more: someone added or deleted one meanwhile */
  ORDER_STALE: '工艺单元已变化，请刷新后重试',
  TOO_MANY_UNITS: `每个工厂最多${ARCHIVE_RULE.UNITS_MAX}个工艺单元`,
} as const;

const Id = Type.Integer({ minimum: 1 });
/** a text with something in it besides spaces */
const NOT_BLANK = '\\S';
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
export type PlantContact = Static<typeof PlantContact>;

const CapacityUnitSchema = Type.Union(CAPACITY_UNITS.map((u) => Type.Literal(u)));

export const FactoryIdParams = Type.Object({ factoryId: Id });
export type FactoryIdParams = Static<typeof FactoryIdParams>;

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
});
export type PlantArchive = Static<typeof PlantArchive>;

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
  },
  { additionalProperties: false },
);
export type PlantEditBody = Static<typeof PlantEditBody>;

/**
 * The maps service of docs/requirements.md §9 (AMap JS API 1.4.15), configured on the server (`AMAP_KEY`, and
 * `AMAP_SECURITY_CODE` for keys that need one). `key` null: no map, the console says so and the coordinates stay
 * plain fields.
 */
export const MapConfig = Type.Object({
  key: Type.Union([Type.String(), Type.Null()]),
  securityJsCode: Type.Union([Type.String(), Type.Null()]),
});
export type MapConfig = Static<typeof MapConfig>;

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
export type ProcessParam = Static<typeof ProcessParam>;

export const ProcessDocument = Type.Object({ fileId: Type.Integer(), fileName: Type.String() });
export type ProcessDocument = Static<typeof ProcessDocument>;

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
});
export type ProcessUnit = Static<typeof ProcessUnit>;

export const ProcessListQuery = Type.Object({ factoryId: Id });
export type ProcessListQuery = Static<typeof ProcessListQuery>;

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
export type ProcessAddBody = Static<typeof ProcessAddBody>;

/** PUT: a unit's fields; it stays in its factory and in its place. */
export const ProcessEditBody = Type.Object({ unitId: Id, ...unitFields }, { additionalProperties: false });
export type ProcessEditBody = Static<typeof ProcessEditBody>;

/** PUT order: every unit of the factory, once each, in the new flow order. */
export const ProcessOrderBody = Type.Object(
  {
    factoryId: Id,
    unitIds: Type.Array(Id, { minItems: 1, maxItems: ARCHIVE_RULE.UNITS_MAX, uniqueItems: true }),
  },
  { additionalProperties: false },
);
export type ProcessOrderBody = Static<typeof ProcessOrderBody>;

export const UnitIdParams = Type.Object({ unitId: Id });
export type UnitIdParams = Static<typeof UnitIdParams>;
