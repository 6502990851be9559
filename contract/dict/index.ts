/**
 * Dictionaries: the type names (docs/architecture.md §2: named constants, one place) and the administration lists
 * (docs/requirements.md §7 "Projects, files, misc"; RuoYi paths and shapes).
 */
import type { PageQuery } from '../common';
import type { DictData } from '../system';

/** Dictionary type names. */
export const DICT_TYPE = {
  ID_TYPE: 'sys_id_type',
  VOICE_TIME_INTERVAL: 'oms_voice_time_interval',
  USER_SEX: 'sys_user_sex',
  NORMAL_DISABLE: 'sys_normal_disable',
  REPORT_SOURCE: 'oms_report_source',
  FIX_TYPE: 'oms_fix_type',
  HANDLE_RESULT: 'oms_handle_result',
  ACCEPT_RESULT: 'oms_accept_result',
  ASSET_TYPE: 'oms_asset_type',
  DEVICE_STATUS: 'oms_device_status',
  /** docs/architecture.md §3 "Plant archive": a plant's process type, a process unit's kind */
  PROCESS_TYPE: 'oms_process_type',
  PROCESS_UNIT_KIND: 'oms_process_unit_kind',
} as const;
export type DictType = (typeof DICT_TYPE)[keyof typeof DICT_TYPE];

/**
 * The types the console or the server reads by name (every DICT_TYPE): an administrator cannot delete one, rename it
 * or disable it, and its built-in entries cannot be deleted, disabled or change value (docs/administration.md
 * "字典管理"); labels, order and style stay editable.
 */
export const PROTECTED_DICT_TYPES: readonly string[] = Object.values(DICT_TYPE);

// The shapes of the route schemas (./schemas.ts, server only), declared here for the console.

export type DictTypeListQuery = PageQuery & {
  dictName?: string;
  dictType?: string;
  status?: '0' | '1' | '';
};

export type DictTypeRow = {
  dictId: number;
  dictName: string;
  dictType: string;
  status: string;
  /** one of PROTECTED_DICT_TYPES: cannot be deleted, renamed or disabled */
  builtin: boolean;
  /** the version an edit sends back (docs/concurrency.md) */
  version: number;
};

/** POST /api/system/dict/type; PUT adds dictId. */
export type DictTypeForm = {
  dictName: string;
  /** lower-case letters, digits and underscores, starting with a letter (RuoYi) */
  dictType: string;
  status: '0' | '1';
};
export type DictTypeEditBody = DictTypeForm & {
  dictId: number;
  /** the version an edit sends back (docs/concurrency.md) */
  version: number;
};

/** POST /api/system/dict/data; PUT adds dictCode. */
export type DictDataForm = {
  dictType: string;
  dictLabel: string;
  dictValue: string;
  dictSort: number;
  /** the tag style the console shows the label with */
  listClass: ListClass;
  isDefault: 'Y' | 'N';
  status: '0' | '1';
};
export type DictDataEditBody = DictDataForm & {
  dictCode: number;
  /** the version an edit sends back (docs/concurrency.md) */
  version: number;
};

/** The label styles an entry may have (RuoYi's list_class; the console shows each as a coloured tag). */
export const LIST_CLASSES = ['default', 'primary', 'success', 'info', 'warning', 'danger'] as const;
export type ListClass = (typeof LIST_CLASSES)[number];

export const DICT_MSG = {
  TYPE_NOT_FOUND: '字典类型不存在',
  DATA_NOT_FOUND: '字典数据不存在',
  ADDED: '新增成功',
  UPDATED: '修改成功',
  DELETED: '删除成功',
  typeTaken: (type: string) => `字典类型'${type}'已存在`,
  valueTaken: (value: string) => `字典键值'${value}'已存在`,
  protectedType: (type: string) => `系统字典'${type}'被控制台使用，不能删除、停用或修改类型`,
  builtinEntry: (label: string) => `系统字典项'${label}'被控制台使用，不能删除、停用或修改键值`,
} as const;

export type DictDataListQuery = PageQuery & {
  dictType?: string;
  dictLabel?: string;
  status?: '0' | '1' | '';
};

export type DictDataRow = DictData & {
  status: string;
  /** an entry the console or the server reads by value: cannot be deleted, disabled or change value */
  builtin: boolean;
  /** the version an edit sends back (docs/concurrency.md) */
  version: number;
};
