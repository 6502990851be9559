/**
 * Calls of the user page (docs/requirements.md §7 "Users"), all through the one client. Calls whose refusal the page
 * reports its own way (docs/requirements.md §8 password reset) are silent; the others let the client show the msg.
 */
import type { DataResult, PageResult, Reply } from '@contract/common';
import { DICT_TYPE } from '@contract/dict';
import type { GenConfig } from '@contract/gen';
import type { DictData, Role } from '@contract/system';
import type {
  ChangeStatusBody,
  DeptNode,
  ResetPwdBody,
  UserAddBody,
  UserDetailReply,
  UserEditBody,
  UserFilter,
  UserRow,
} from '@contract/user';
import type { UserFactoryBindBody, UserFactoryRow } from '@contract/user-factory';
import { del, get, post, put } from '@/shared/api';

/** gen_table id of sys_user: the server's default columns of this page's table. */
export const USER_GEN_TABLE_ID = 1;
/** Factory lists of the binding dialog load whole (the server caps a page at 200). */
const BIND_PAGE_SIZE = 200;

export type UserQuery = UserFilter & { pageNum: number; pageSize: number };

export const fetchUsers = (query: UserQuery) => get<PageResult<UserRow>>('/system/user/list', query);

export const fetchUser = (userId: number) => get<UserDetailReply>(`/system/user/${userId}`);

export const addUser = (body: UserAddBody) => post<Reply>('/system/user', body);

/** Silent: docs/requirements.md §8 "User update" shows even a business refusal's msg as success; the page decides. */
export const editUser = (body: UserEditBody) => put<Reply>('/system/user', body, { silent: true });

export const removeUser = (userId: number) => del<Reply>(`/system/user/${userId}`);

/** Silent: docs/requirements.md §8 shows the msg as success on code 200 and as error otherwise, itself. */
export const resetPassword = (body: ResetPwdBody) =>
  put<Reply>('/system/user/resetPwd', body, { silent: true });

export const changeStatus = (body: ChangeStatusBody) => put<Reply>('/system/user/changeStatus', body);

export async function fetchDeptTree(): Promise<DeptNode[]> {
  const reply = await get<DataResult<DeptNode[]>>('/system/dept/treeselect');
  return Array.isArray(reply.data) ? reply.data : [];
}

export async function fetchRoles(): Promise<Role[]> {
  const reply = await get<DataResult<Role[]>>('/system/role/optionselect');
  return Array.isArray(reply.data) ? reply.data : [];
}

export async function fetchIdTypes(): Promise<DictData[]> {
  const reply = await get<DataResult<DictData[]>>(`/system/dict/data/type/${DICT_TYPE.ID_TYPE}`);
  return Array.isArray(reply.data) ? reply.data : [];
}

export async function fetchGenColumns(): Promise<GenConfig['rows']> {
  const reply = await get<DataResult<GenConfig>>(`/tool/gen/${USER_GEN_TABLE_ID}`);
  return Array.isArray(reply.data?.rows) ? reply.data.rows : [];
}

export async function fetchFactories(userId: number, bound: boolean): Promise<UserFactoryRow[]> {
  const path = bound ? '/system/user/factory/bind/list' : '/system/user/factory/unbind/list';
  const reply = await get<PageResult<UserFactoryRow>>(path, { userId, pageNum: 1, pageSize: BIND_PAGE_SIZE });
  return Array.isArray(reply.rows) ? reply.rows : [];
}

/** `factoryIds` replaces the user's bound set (the full right-hand list of the Transfer). */
export const bindFactories = (body: UserFactoryBindBody) => post<Reply>('/system/user/factory/bind', body);
