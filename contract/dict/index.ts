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
};

export type DictDataListQuery = PageQuery & {
  dictType?: string;
  dictLabel?: string;
  status?: '0' | '1' | '';
};

export type DictDataRow = DictData & {
  status: string;
};
