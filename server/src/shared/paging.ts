/** Paging of every list (docs/architecture.md §3: pageNum, pageSize; `{code, msg, rows, total}`). */
import {
  DEFAULT_PAGE_SIZE,
  ResultCode,
  type PageQuery,
  type PageResult,
} from '../../../contract/common/schemas';
import { OK_MSG } from './http';

export interface PageWindow {
  limit: number;
  offset: number;
}

export function pageWindow(query: PageQuery): PageWindow {
  const size = query.pageSize ?? DEFAULT_PAGE_SIZE;
  return { limit: size, offset: ((query.pageNum ?? 1) - 1) * size };
}

export function page<T>(rows: T[], total: number): PageResult<T> {
  return { code: ResultCode.OK, msg: OK_MSG, rows, total };
}
