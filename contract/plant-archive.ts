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

// The types of the route schemas, for the console (the schemas themselves are in plant-archive-schemas.ts, server only).
export type {
  PlantContact,
  FactoryIdParams,
  PlantArchive,
  PlantEditBody,
  MapConfig,
  ProcessParam,
  ProcessDocument,
  ProcessUnit,
  ProcessListQuery,
  ProcessAddBody,
  ProcessEditBody,
  ProcessOrderBody,
  UnitIdParams,
} from './plant-archive-schemas';
