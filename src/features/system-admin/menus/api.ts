/** Calls of 菜单管理 (docs/administration.md "菜单管理"), through the one client, which shows a refusal's msg. */
import type { DataResult, PageResult, Reply } from '@contract/common';
import type { MenuEditBody, MenuForm, MenuListQuery, MenuRow } from '@contract/menu';
import { del, get, post, put } from '@/shared/api';

export const fetchMenus = (query: MenuListQuery) => get<PageResult<MenuRow>>('/system/menu/list', query);

export const fetchMenu = (menuId: number) => get<DataResult<MenuRow>>(`/system/menu/${menuId}`);

export const addMenu = (body: MenuForm) => post<DataResult<{ menuId: number }>>('/system/menu', body);

export const editMenu = (body: MenuEditBody) => put<Reply>('/system/menu', body);

export const removeMenu = (menuId: number) => del<Reply>(`/system/menu/${menuId}`);
