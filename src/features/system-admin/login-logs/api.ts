import type { PageResult } from '@contract/common';
import type { LoginLogListQuery, LoginLogRow } from '@contract/logs';
import { get } from '@/shared/api';

export type LoginLogFilter = Omit<LoginLogListQuery, 'pageNum' | 'pageSize'>;

export const fetchLoginLogs = (query: LoginLogListQuery) =>
  get<PageResult<LoginLogRow>>('/monitor/logininfor/list', query);

/** The list's .xlsx export (docs/secure-space.md "Exports"): POST with the list's filter. */
export const LOGIN_LOG_EXPORT_PATH = '/monitor/logininfor/export';
