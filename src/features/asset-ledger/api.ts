/** Calls of the device and meter ledgers (docs/architecture.md §3 "Asset ledger"), all through the one client. */
import type {
  DeviceAddBody,
  DeviceEditBody,
  DeviceListQuery,
  DeviceRelated,
  DeviceRow,
} from '@contract/asset';
import type {
  MeterAddBody,
  MeterEditBody,
  MeterListQuery,
  MeterOptions,
  MeterRow,
} from '@contract/asset-meter';
import type { DataResult, PageResult, Reply } from '@contract/common';
import { del, get, post, put } from '@/shared/api';

export type DeviceQuery = DeviceListQuery & { pageNum: number; pageSize: number };

/** The ledgers' .xlsx exports (docs/secure-space.md "Exports"): POST with the list's filter. */
export const DEVICE_EXPORT_PATH = '/asset/device/export';
export const METER_EXPORT_PATH = '/asset/meter/export';

export const fetchDevices = (query: DeviceQuery) => get<PageResult<DeviceRow>>('/asset/device/list', query);

export async function fetchDevice(deviceId: number): Promise<DeviceRow> {
  return (await get<DataResult<DeviceRow>>(`/asset/device/${deviceId}`)).data;
}

export async function fetchRelated(deviceId: number): Promise<DeviceRelated> {
  return (await get<DataResult<DeviceRelated>>(`/asset/device/${deviceId}/related`)).data;
}

export const addDevice = (body: DeviceAddBody) => post<Reply>('/asset/device', body);
export const editDevice = (body: DeviceEditBody) => put<Reply>('/asset/device', body);
export const removeDevice = (deviceId: number) => del<Reply>(`/asset/device/${deviceId}`);

export type MeterQuery = MeterListQuery & { pageNum: number; pageSize: number };

export const fetchMeters = (query: MeterQuery) => get<PageResult<MeterRow>>('/asset/meter/list', query);

export async function fetchMeterOptions(factoryId: number): Promise<MeterOptions> {
  return (await get<DataResult<MeterOptions>>('/asset/meter/options', { factoryId })).data;
}

export const addMeter = (body: MeterAddBody) => post<Reply>('/asset/meter', body);
export const editMeter = (body: MeterEditBody) => put<Reply>('/asset/meter', body);
export const removeMeter = (meterId: number) => del<Reply>(`/asset/meter/${meterId}`);
