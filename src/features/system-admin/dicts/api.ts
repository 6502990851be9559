/** Calls of 字典管理 (docs/administration.md "字典管理"), through the one client, which shows a refusal's msg. */
import type { DataResult, PageResult, Reply } from '@contract/common';
import type {
  DictDataEditBody,
  DictDataForm,
  DictDataListQuery,
  DictDataRow,
  DictTypeEditBody,
  DictTypeForm,
  DictTypeListQuery,
  DictTypeRow,
} from '@contract/dict';
import { del, get, post, put } from '@/shared/api';

export function fetchDictTypes(query: DictTypeListQuery): Promise<PageResult<DictTypeRow>> {
  return get<PageResult<DictTypeRow>>('/system/dict/type/list', query);
}

export function fetchDictData(query: DictDataListQuery): Promise<PageResult<DictDataRow>> {
  return get<PageResult<DictDataRow>>('/system/dict/data/list', query);
}

export const addDictType = (body: DictTypeForm) =>
  post<DataResult<{ dictId: number }>>('/system/dict/type', body);
export const editDictType = (body: DictTypeEditBody) => put<Reply>('/system/dict/type', body);
export const removeDictType = (dictId: number) => del<Reply>(`/system/dict/type/${dictId}`);

export const addDictData = (body: DictDataForm) =>
  post<DataResult<{ dictCode: number }>>('/system/dict/data', body);
export const editDictData = (body: DictDataEditBody) => put<Reply>('/system/dict/data', body);
export const removeDictData = (dictCode: number) => del<Reply>(`/system/dict/data/${dictCode}`);
