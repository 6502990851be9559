/** Calls of the 部门管理 page (docs/administration.md "部门管理"), through the one client. */
import type { PageResult, Reply } from '@contract/common';
import type { DeptAddBody, DeptEditBody, DeptListQuery, DeptRow } from '@contract/dept';
import { del, get, post, put } from '@/shared/api';

/** Every department matching the filter, flat (a tree is not paged). */
export async function fetchDepts(query: DeptListQuery): Promise<DeptRow[]> {
  return (await get<PageResult<DeptRow>>('/system/dept/list', query)).rows ?? [];
}

export const addDept = (body: DeptAddBody) => post<Reply>('/system/dept', body);
export const editDept = (body: DeptEditBody) => put<Reply>('/system/dept', body);
export const deleteDept = (deptId: number) => del<Reply>(`/system/dept/${deptId}`);
