/** Calls of 备件管理 (docs/parts.md), all through the one client. */
import type { DataResult, PageResult, Reply } from '@contract/common';
import { PARTS_IMPORT } from '@contract/parts';
import type {
  PartImportResult,
  PartAddBody,
  PartEditBody,
  PartListQuery,
  PartMovementBody,
  PartMovementQuery,
  PartMovementResult,
  PartMovementRow,
  PartRow,
  PartStockEditBody,
  PartStockQuery,
  PartStockRow,
} from '@contract/parts';
import { get, post, put } from '@/shared/api';

type Paged<Q> = Q & { pageNum: number; pageSize: number };

export const fetchParts = (query: Paged<PartListQuery>) =>
  get<PageResult<PartRow>>('/system/base/parts/list', query);
export const addPart = (body: PartAddBody) => post<Reply>('/system/base/parts', body);
export const editPart = (body: PartEditBody) => put<Reply>('/system/base/parts', body);

/** The catalogue's .xlsx import: the workbook's bytes as the body (docs/parts.md "Import"). */
export const importParts = (workbook: Blob) =>
  post<DataResult<PartImportResult>>('/system/base/parts/import', workbook, {
    headers: { 'Content-Type': PARTS_IMPORT.CONTENT_TYPE },
  });

export const fetchStock = (query: Paged<PartStockQuery>) =>
  get<PageResult<PartStockRow>>('/system/base/parts/stock/list', query);
export const setMinimum = (body: PartStockEditBody) => put<Reply>('/system/base/parts/stock', body);

export const fetchMovements = (query: Paged<PartMovementQuery>) =>
  get<PageResult<PartMovementRow>>('/system/base/parts/movement/list', query);
export const addMovement = (body: PartMovementBody) =>
  post<DataResult<PartMovementResult>>('/system/base/parts/movement', body);
