/** Calls of the 文件管理 page (docs/architecture.md §3 "Files"), through the one client. */
import type { DataResult, PageResult } from '@contract/common';
import type { FileListQuery, FileRow, FileStats } from '@contract/file';
import { get } from '@/shared/api';

export type FileQuery = Omit<FileListQuery, 'pageNum' | 'pageSize'> & { pageNum: number; pageSize: number };

export const fetchFiles = (query: FileQuery) => get<PageResult<FileRow>>('/system/file/list', query);

export async function fetchFileStats(): Promise<FileStats> {
  return (await get<DataResult<FileStats>>('/system/file/stats')).data;
}
