import type { DataResult, Reply } from '@contract/common';
import type { GenConfig, GenSaveBody } from '@contract/gen';
import { get, put } from '@/shared/api';

/** The stored labels, for 修改生成配置 to edit (docs/i18n.md). */
export async function fetchGenConfig(tableId: number): Promise<GenConfig> {
  return (await get<DataResult<GenConfig>>(`/tool/gen/${tableId}`, undefined, { asStored: true })).data;
}

export const saveGenConfig = (body: GenSaveBody) => put<Reply>('/tool/gen', body);
