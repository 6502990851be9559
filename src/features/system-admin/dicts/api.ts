import type { PageResult } from '@contract/common';
import type { DictDataListQuery, DictDataRow, DictTypeListQuery, DictTypeRow } from '@contract/dict';
import { get } from '@/shared/api';

export function fetchDictTypes(query: DictTypeListQuery): Promise<PageResult<DictTypeRow>> {
  return get<PageResult<DictTypeRow>>('/system/dict/type/list', query);
}

export function fetchDictData(query: DictDataListQuery): Promise<PageResult<DictDataRow>> {
  return get<PageResult<DictDataRow>>('/system/dict/data/list', query);
}
