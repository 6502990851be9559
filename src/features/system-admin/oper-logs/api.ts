import type { DataResult, PageResult, Reply } from '@contract/common';
import type { LogRetention, OperLogDetail, OperLogListQuery, OperLogRow } from '@contract/logs';
import { del, get, put } from '@/shared/api';

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

/** The list's .xlsx export (docs/secure-space.md "Exports"): POST with the list's filter. */
export const OPER_LOG_EXPORT_PATH = '/monitor/operlog/export';
