/**
 * Asset management: the device ledger of a factory (设备台账, docs/architecture.md §3 "Asset ledger"). A device is
 * what work orders, alarms and meters point at; its asset type comes from the `oms_asset_type` dictionary, and
 * only type 1034 (a metered consumable) carries a unit (docs/requirements.md §5 "Generic form").
 */
import { ASSET_TYPE_WITH_UNIT } from '../work-order';
import type { PageQuery } from '../common';

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
  /** an install date after today (China time) */
  INSTALL_IN_FUTURE: '安装日期不能晚于今天',
  /** a move to another factory while an open order, an active alarm, a meter or a plan ties it to its own */
  MOVE_TIED: '该设备存在未关闭的工单、未解除的告警、仪表或保养计划，不允许移到其他工厂',
  codeTaken: (code: string) => `设备编码'${code}'已存在`,
} as const;

// The shapes of the route schemas (./schemas.ts, server only), declared here for the console.

export type DeviceListQuery = PageQuery & {
  factoryId: number;
  /** part of the name or of the show code */
  keyword?: string;
  assetType?: string;
  status?: DeviceStatus;
};

export type DeviceRow = {
  deviceId: number;
  factoryId: number;
  factoryName: string;
  deviceShowCode: string;
  deviceName: string;
  assetType: string;
  model: string;
  location: string;
  /** '' unless the asset type is 1034 */
  unit: string;
  /** yyyy-MM-dd */
  installDate: string | null;
  status: number;
  /** file id of the photo (GET /api/system/file/download/{id}) */
  photoFileId: number | null;
  /** work orders not closed, alarms not released, meters measuring it: what blocks a delete, at a glance */
  openOrders: number;
  activeAlarms: number;
  meters: number;
  /** the version an edit sends back (docs/concurrency.md) */
  version: number;
};

export type DeviceAddBody = {
  factoryId: number;
  deviceShowCode: string;
  deviceName: string;
  assetType: string;
  model?: string;
  location?: string;
  unit?: string;
  installDate?: string | null;
  status: DeviceStatus;
  photoFileId?: number | null;
};

export type DeviceEditBody = DeviceAddBody & {
  deviceId: number;
  /** the version an edit sends back (docs/concurrency.md) */
  version: number;
};

export type DeviceIdParams = {
  deviceId: number;
};

/**
 * What points at a device (the ledger's detail drawer): its latest 20 orders, its latest 20 alarms (raised on the
 * device or on one of its meters), and its meters.
 */
export type DeviceRelated = {
  orders: {
    taskId: number;
    taskNo: string;
    kind: string;
    status: number;
    reportContent: string;
    reportTime: string;
  }[];
  alarms: {
    alarmId: number;
    kind: number;
    content: string;
    raisedAt: string;
    /** null while active */
    releasedAt: string | null;
  }[];
  meters: {
    meterId: number;
    code: string;
    name: string;
    kind: string;
    online: boolean;
    lastValue: number | null;
    lastReadAt: string | null;
  }[];
};
