/**
 * The water-plant archive (水厂档案, docs/architecture.md §3 "Plant archive"): the archive of a factory (水厂信息: its
 * place, capacity, process type, commissioning date, contacts) and its process units in flow order (工艺档案: each with
 * a kind, design parameters and documents). Address and coordinates are the factory's own `sys_area` columns, under
 * the rules of docs/requirements.md §5 that the area form follows too.
 */

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

// The shapes of the route schemas (./schemas.ts, server only), declared here for the console.

export type PlantContact = {
  name: string;
  /** 厂长, 生产科长 … */
  role: string;
  mobile: string;
  landline: string;
};

export type FactoryIdParams = {
  factoryId: number;
};

/** GET /api/archive/plant/{factoryId}: the factory's archive; a factory never edited has empty fields. */
export type PlantArchive = {
  factoryId: number;
  factoryName: string;
  factoryCode: string;
  /** the factory's own address and coordinates (`sys_area`) */
  address: string;
  longitude: number | null;
  latitude: number | null;
  designCapacity: number | null;
  capacityUnit: CapacityUnit;
  /** a value of the dictionary `oms_process_type`, '' when not set */
  processType: string;
  /** yyyy-MM-dd */
  commissioningDate: string | null;
  remark: string;
  contacts: PlantContact[];
  /** China time yyyy-MM-dd HH:mm:ss of the last edit, and who made it ('' never edited) */
  updatedAt: string | null;
  updatedBy: string;
  /** the version an edit sends back: the factory's own (its area row), docs/concurrency.md */
  version: number;
};

/** PUT /api/archive/plant/{factoryId}: every field of the archive (the factory's name and code stay the area form's). */
export type PlantEditBody = {
  address: string;
  longitude: number | null;
  latitude: number | null;
  designCapacity: number | null;
  capacityUnit: CapacityUnit;
  /** '' or a value of `oms_process_type` */
  processType: string;
  commissioningDate: null | string;
  remark: string;
  contacts: PlantContact[];
  /** the version an edit sends back (docs/concurrency.md) */
  version: number;
};

/**
 * The maps service of docs/requirements.md §9 (AMap JS API 1.4.15), configured on the server (`AMAP_KEY`, and
 * `AMAP_SECURITY_CODE` for keys that need one). `key` null: no map, the console says so and the coordinates stay
 * plain fields.
 */
export type MapConfig = {
  key: string | null;
  securityJsCode: string | null;
};

export type ProcessParam = {
  /** 设计流量, 停留时间 … */
  name: string;
  value: number;
  /** m³/h, h, mg/L … ('' for a count without unit) */
  unit: string;
};

export type ProcessDocument = {
  fileId: number;
  fileName: string;
};

export type ProcessUnit = {
  unitId: number;
  factoryId: number;
  /** its place in the flow, 1 first */
  seq: number;
  name: string;
  /** a value of the dictionary `oms_process_unit_kind` */
  kind: string;
  remark: string;
  params: ProcessParam[];
  documents: ProcessDocument[];
  /** the version an edit sends back (docs/concurrency.md) */
  version: number;
};

export type ProcessListQuery = {
  factoryId: number;
};

/** POST: a unit added at the end of the factory's flow. */
export type ProcessAddBody = {
  factoryId: number;
  name: string;
  kind: string;
  remark: string;
  params: ProcessParam[];
  /** uploaded files (POST /api/system/file/upload) the caller may see; the unit's documents become exactly these */
  fileIds: number[];
};

/** PUT: a unit's fields; it stays in its factory and in its place. */
export type ProcessEditBody = {
  unitId: number;
  /** the version an edit sends back (docs/concurrency.md) */
  version: number;
  name: string;
  kind: string;
  remark: string;
  params: ProcessParam[];
  /** uploaded files (POST /api/system/file/upload) the caller may see; the unit's documents become exactly these */
  fileIds: number[];
};

/** PUT order: every unit of the factory, once each, in the new flow order. */
export type ProcessOrderBody = {
  factoryId: number;
  unitIds: number[];
};

export type UnitIdParams = {
  unitId: number;
};
