import type { DataResult, Reply } from '@contract/common';
import type { GenConfig, GenSaveBody } from '@contract/gen';
import { get, put } from '@/shared/api';

export async function fetchGenConfig(tableId: number): Promise<GenConfig> {
  return (await get<DataResult<GenConfig>>(`/tool/gen/${tableId}`)).data;
}

export const saveGenConfig = (body: GenSaveBody) => put<Reply>('/tool/gen', body);
