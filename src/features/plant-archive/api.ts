/** Calls of the plant archive (docs/architecture.md §3 "Plant archive"), all through the one client. */
import type { DataResult, Reply } from '@contract/common';
import {
  ARCHIVE_API,
  type MapConfig,
  type PlantArchive,
  type PlantEditBody,
  type ProcessAddBody,
  type ProcessEditBody,
  type ProcessUnit,
} from '@contract/plant-archive';
import { del, get, post, put } from '@/shared/api';

/** The client's base is /api already. */
const path = (route: string) => route.replace(/^\/api/, '');

export async function fetchPlant(factoryId: number): Promise<PlantArchive> {
  return (await get<DataResult<PlantArchive>>(`${path(ARCHIVE_API.PLANT)}/${factoryId}`)).data;
}

export const savePlant = (factoryId: number, body: PlantEditBody) =>
  put<Reply>(`${path(ARCHIVE_API.PLANT)}/${factoryId}`, body);

export async function fetchMapConfig(): Promise<MapConfig> {
  return (await get<DataResult<MapConfig>>(path(ARCHIVE_API.MAP))).data;
}

export async function fetchUnits(factoryId: number): Promise<ProcessUnit[]> {
  return (await get<DataResult<ProcessUnit[]>>(path(ARCHIVE_API.PROCESS), { factoryId })).data;
}

export const addUnit = (body: ProcessAddBody) => post<Reply>(path(ARCHIVE_API.PROCESS), body);
export const editUnit = (body: ProcessEditBody) => put<Reply>(path(ARCHIVE_API.PROCESS), body);
export const removeUnit = (unitId: number) => del<Reply>(`${path(ARCHIVE_API.PROCESS)}/${unitId}`);
export const reorderUnits = (factoryId: number, unitIds: number[]) =>
  put<Reply>(path(ARCHIVE_API.PROCESS_ORDER), { factoryId, unitIds });
