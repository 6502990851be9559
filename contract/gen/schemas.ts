/**
 * Table column configuration (docs/requirements.md §3 "Table column spec"; the /gen/edit/{tableId} page "modifies
 * generation config"). Every page loads its table's defaults; only holders of tool:gen:edit change them.
 */
import { Type } from '@sinclair/typebox';
import type * as Declared from './index';
import { same, PageQuery, RecordVersion } from '../common/schemas';

export * from './index';

export const GenFixed = Type.Union([Type.Literal('left'), Type.Literal('right'), Type.Literal('')]);

export const GenColumn = Type.Object({
  prop: Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_]{0,63}$' }),
  label: Type.String({ minLength: 1, maxLength: 20 }),
  isShow: Type.Boolean(),
  sort: Type.Integer({ minimum: 0, maximum: 9999 }),
  fixed: GenFixed,
  width: Type.Integer({ minimum: 40, maximum: 800 }),
  type: Type.String({ maxLength: 20, pattern: '^[A-Za-z]*$' }),
});
export type GenColumn = Declared.GenColumn;

export const GenTable = Type.Object({
  tableId: Type.Integer(),
  tableName: Type.String(),
  tableComment: Type.String(),
  version: RecordVersion,
});
export type GenTable = Declared.GenTable;

export const GenTableParams = Type.Object({ tableId: Type.Integer({ minimum: 1 }) });

export const GenConfig = Type.Object({ table: GenTable, rows: Type.Array(GenColumn) });
export type GenConfig = Declared.GenConfig;

/** PUT /api/tool/gen: `rows` REPLACE the table's columns (props unique). */
export const GenSaveBody = Type.Object({
  tableId: Type.Integer({ minimum: 1 }),
  rows: Type.Array(GenColumn, { minItems: 1, maxItems: 100 }),
  version: RecordVersion,
});
export type GenSaveBody = Declared.GenSaveBody;

export const GenListQuery = Type.Composite([
  PageQuery,
  Type.Object({
    tableName: Type.Optional(Type.String({ maxLength: 64 })),
    tableComment: Type.Optional(Type.String({ maxLength: 100 })),
  }),
]);
export type GenListQuery = Declared.GenListQuery;

export const GenTableRow = Type.Composite([GenTable, Type.Object({ columnCount: Type.Integer() })]);
export type GenTableRow = Declared.GenTableRow;

/** Each schema's Static type is the type ./index.ts declares (both ways, at compile time). */
export const SCHEMAS_MATCH_CONTRACT = [
  same<typeof GenColumn, Declared.GenColumn>(true),
  same<typeof GenTable, Declared.GenTable>(true),
  same<typeof GenConfig, Declared.GenConfig>(true),
  same<typeof GenSaveBody, Declared.GenSaveBody>(true),
  same<typeof GenListQuery, Declared.GenListQuery>(true),
  same<typeof GenTableRow, Declared.GenTableRow>(true),
] as const;
