/**
 * Table column configuration (docs/requirements.md §3 "Table column spec"; the /gen/edit/{tableId} page "modifies
 * generation config"). Every page loads its table's defaults; only holders of tool:gen:edit change them.
 */

import type { PageQuery } from '../common';

export const GEN_MSG = {
  NOT_FOUND: '表配置不存在',
  SAVED: '修改成功',
} as const;

// The shapes of the route schemas (./schemas.ts, server only), declared here for the console.

export type GenColumn = {
  prop: string;
  label: string;
  isShow: boolean;
  sort: number;
  fixed: 'left' | 'right' | '';
  width: number;
  type: string;
};

export type GenTable = {
  tableId: number;
  tableName: string;
  tableComment: string;
  /** the version an edit sends back (docs/concurrency.md) */
  version: number;
};

export type GenConfig = {
  table: GenTable;
  rows: GenColumn[];
};

/** PUT /api/tool/gen: `rows` REPLACE the table's columns (props unique). */
export type GenSaveBody = {
  tableId: number;
  rows: GenColumn[];
  /** the version an edit sends back (docs/concurrency.md) */
  version: number;
};

export type GenListQuery = PageQuery & {
  tableName?: string;
  tableComment?: string;
};

export type GenTableRow = GenTable & {
  columnCount: number;
};
