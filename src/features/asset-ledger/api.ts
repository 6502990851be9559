/** Calls of the device ledger (docs/architecture.md §3 "Asset ledger"), all through the one client. */
import type {
  DeviceAddBody,
  DeviceEditBody,
  DeviceListQuery,
  DeviceRelated,
  DeviceRow,
} from '@contract/asset';
import type { DataResult, PageResult, Reply } from '@contract/common';
import { del, get, post, put } from '@/shared/api';

export type DeviceQuery = DeviceListQuery & { pageNum: number; pageSize: number };

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
