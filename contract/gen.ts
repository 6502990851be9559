/**
 * Table column configuration (docs/requirements.md §3 "Table column spec"; the /gen/edit/{tableId} page "modifies
 * generation config"). Every page loads its table's defaults; only holders of tool:gen:edit change them.
 */
import { Type, type Static } from '@sinclair/typebox';
import { PageQuery } from './common-schemas';

export const GEN_MSG = {
  NOT_FOUND: '表配置不存在',
  SAVED: '修改成功',
} as const;

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
export type GenColumn = Static<typeof GenColumn>;

export const GenTable = Type.Object({
  tableId: Type.Integer(),
  tableName: Type.String(),
  tableComment: Type.String(),
});
export type GenTable = Static<typeof GenTable>;

export const GenTableParams = Type.Object({ tableId: Type.Integer({ minimum: 1 }) });

export const GenConfig = Type.Object({ table: GenTable, rows: Type.Array(GenColumn) });
export type GenConfig = Static<typeof GenConfig>;

/** PUT /api/tool/gen: `rows` REPLACE the table's columns (props unique). */
export const GenSaveBody = Type.Object({
  tableId: Type.Integer({ minimum: 1 }),
  rows: Type.Array(GenColumn, { minItems: 1, maxItems: 100 }),
});
export type GenSaveBody = Static<typeof GenSaveBody>;

export const GenListQuery = Type.Composite([
  PageQuery,
  Type.Object({
    tableName: Type.Optional(Type.String({ maxLength: 64 })),
    tableComment: Type.Optional(Type.String({ maxLength: 100 })),
  }),
]);
export type GenListQuery = Static<typeof GenListQuery>;

export const GenTableRow = Type.Composite([GenTable, Type.Object({ columnCount: Type.Integer() })]);
export type GenTableRow = Static<typeof GenTableRow>;
