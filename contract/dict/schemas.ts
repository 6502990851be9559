/** Dictionary administration lists (docs/requirements.md §7 "Projects, files, misc"; RuoYi paths and shapes). */
import { Type } from '@sinclair/typebox';
import type * as Declared from './index';
import { same, PageQuery } from '../common/schemas';
import { DictData } from '../system/schemas';

export * from './index';

export const DictTypeListQuery = Type.Composite([
  PageQuery,
  Type.Object({
    dictName: Type.Optional(Type.String({ maxLength: 100 })),
    dictType: Type.Optional(Type.String({ maxLength: 100 })),
    status: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1'), Type.Literal('')])),
  }),
]);
export type DictTypeListQuery = Declared.DictTypeListQuery;

export const DictTypeRow = Type.Object({
  dictId: Type.Integer(),
  dictName: Type.String(),
  dictType: Type.String(),
  status: Type.String(),
});
export type DictTypeRow = Declared.DictTypeRow;

export const DictDataListQuery = Type.Composite([
  PageQuery,
  Type.Object({
    dictType: Type.Optional(Type.String({ maxLength: 100 })),
    dictLabel: Type.Optional(Type.String({ maxLength: 100 })),
    status: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1'), Type.Literal('')])),
  }),
]);
export type DictDataListQuery = Declared.DictDataListQuery;

export const DictDataRow = Type.Composite([DictData, Type.Object({ status: Type.String() })]);
export type DictDataRow = Declared.DictDataRow;

/** Each schema's Static type is the type ./index.ts declares (both ways, at compile time). */
export const SCHEMAS_MATCH_CONTRACT = [
  same<typeof DictTypeListQuery, Declared.DictTypeListQuery>(true),
  same<typeof DictTypeRow, Declared.DictTypeRow>(true),
  same<typeof DictDataListQuery, Declared.DictDataListQuery>(true),
  same<typeof DictDataRow, Declared.DictDataRow>(true),
] as const;
