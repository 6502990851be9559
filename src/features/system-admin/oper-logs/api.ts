import type { DataResult, PageResult, Reply } from '@contract/common';
import type { LogRetention, OperLogDetail, OperLogListQuery, OperLogRow } from '@contract/logs';
import { del, get, put } from '@/shared/api';
import { listExport } from '../list-export';

export type OperLogFilter = Omit<OperLogListQuery, 'pageNum' | 'pageSize'>;

export const fetchOperLogs = (query: OperLogListQuery) =>
  get<PageResult<OperLogRow>>('/monitor/operlog/list', query);

export async function fetchOperLog(operId: number): Promise<OperLogDetail> {
  return (await get<DataResult<OperLogDetail>>(`/monitor/operlog/${operId}`)).data;
}

export async function fetchRetention(): Promise<LogRetention> {
  return (await get<DataResult<LogRetention>>('/monitor/operlog/retention')).data;
}

export const saveRetention = (body: LogRetention) => put<Reply>('/monitor/operlog/retention', body);

export const cleanLogs = () => del<Reply>('/monitor/operlog/clean');

export const operLogExport = (filter: OperLogFilter, today: string) =>
  listExport('/monitor/operlog/export', 'operlog', filter, today);
