/**
 * Asset management: the meter ledger of a factory (仪表台账, docs/architecture.md §3 "Asset ledger"). A meter reads
 * through a collector of its factory and may measure one of its devices; its instrument address code is at most 40
 * digits and its energy-consumption address code at most 6 (docs/requirements.md §5).
 */
import { DEVICE_RULE } from '../asset';
import type { PageQuery } from '../common';

/** What a meter measures (alarm_meter.kind). */
export const METER_KINDS = ['electricity', 'water', 'gas', 'flow', 'quality'] as const;
export type MeterKind = (typeof METER_KINDS)[number];
/** The kinds as the ledger's export names them (the console's own labels are in its catalogs). */
export const METER_KIND_LABEL: Readonly<Record<MeterKind, string>> = {
  electricity: '电',
  water: '水',
  gas: '气',
  flow: '流量',
  quality: '水质',
};

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

// The shapes of the route schemas (./schemas.ts, server only), declared here for the console.

export type MeterListQuery = PageQuery & {
  factoryId: number;
  /** part of the name, the code or the instrument address */
  keyword?: string;
  kind?: MeterKind;
  online?: boolean;
};

export type MeterRow = {
  meterId: number;
  factoryId: number;
  code: string;
  name: string;
  kind: string;
  instrumentAddr: string;
  energyAddr: string;
  collectorId: number;
  collectorName: string;
  deviceId: number | null;
  deviceName: string;
  online: boolean;
  lastValue: number | null;
  /** ISO time of the last reading */
  lastReadAt: string | null;
  activeAlarms: number;
  /** the version an edit sends back (docs/concurrency.md) */
  version: number;
};

export type MeterAddBody = {
  factoryId: number;
  code: string;
  name: string;
  kind: MeterKind;
  instrumentAddr: string;
  energyAddr: string;
  collectorId: number;
  deviceId?: number | null;
};

export type MeterEditBody = MeterAddBody & {
  meterId: number;
  /** the version an edit sends back (docs/concurrency.md) */
  version: number;
};

export type MeterIdParams = {
  meterId: number;
};

/** The pickers of the meter form: the factory's collectors and its devices. */
export type MeterOptionsQuery = {
  factoryId: number;
};

export type MeterOptions = {
  collectors: {
    collectorId: number;
    code: string;
    name: string;
  }[];
  devices: {
    deviceId: number;
    deviceShowCode: string;
    deviceName: string;
  }[];
};
