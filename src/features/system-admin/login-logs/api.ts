import type { PageResult } from '@contract/common';
import type { LoginLogListQuery, LoginLogRow } from '@contract/logs';
import { get } from '@/shared/api';
import { listExport } from '../list-export';

export type LoginLogFilter = Omit<LoginLogListQuery, 'pageNum' | 'pageSize'>;

export const fetchLoginLogs = (query: LoginLogListQuery) =>
  get<PageResult<LoginLogRow>>('/monitor/logininfor/list', query);

export const loginLogExport = (filter: LoginLogFilter, today: string) =>
  listExport('/monitor/logininfor/export', 'logininfor', filter, today);
