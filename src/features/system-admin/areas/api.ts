import type { AreaAddBody, AreaEditBody, AreaForm, DistrictNode } from '@contract/area';
import type { DataResult, Reply } from '@contract/common';
import type { AreaNode } from '@contract/system';
import { del, get, post, put } from '@/shared/api';

export async function fetchAreas(name?: string): Promise<AreaNode[]> {
  const reply = await get<DataResult<AreaNode[]>>('/system/area/tree/list', name ? { name } : undefined);
  return reply.data ?? [];
}

export async function fetchAreaForm(id: number): Promise<AreaForm> {
  return (await get<DataResult<AreaForm>>(`/system/area/info/${id}`)).data;
}

export async function fetchDistricts(): Promise<DistrictNode[]> {
  return (await get<DataResult<DistrictNode[]>>('/system/area/districtTree')).data ?? [];
}

export const addArea = (body: AreaAddBody) => post<Reply>('/system/area', body);
export const editArea = (body: AreaEditBody) => put<Reply>('/system/area', body);
export const deleteArea = (id: number) => del<Reply>(`/system/area/${id}`);
