/** Calls of the 角色管理 page (docs/administration.md "角色管理"), through the one client. */
import type { DataResult, PageResult, Reply } from '@contract/common';
import type {
  MenuGrantNode,
  RoleAddBody,
  RoleDetail,
  RoleEditBody,
  RoleListQuery,
  RoleRow,
  RoleStatusBody,
} from '@contract/role';
import { del, get, post, put } from '@/shared/api';

export const fetchRoles = (query: RoleListQuery) => get<PageResult<RoleRow>>('/system/role/list', query);

export async function fetchRole(roleId: number): Promise<RoleDetail> {
  return (await get<DataResult<RoleDetail>>(`/system/role/${roleId}`)).data;
}

export async function fetchMenuTree(): Promise<MenuGrantNode[]> {
  return (await get<DataResult<MenuGrantNode[]>>('/system/role/menuTree')).data ?? [];
}

export const addRole = (body: RoleAddBody) => post<Reply>('/system/role', body);
export const editRole = (body: RoleEditBody) => put<Reply>('/system/role', body);
export const changeRoleStatus = (body: RoleStatusBody) => put<Reply>('/system/role/changeStatus', body);
export const deleteRoles = (roleIds: number[]) => del<Reply>(`/system/role/${roleIds.join(',')}`);
