/** Dictionary administration lists (docs/requirements.md §7 "Projects, files, misc"; RuoYi paths and shapes). */
import { Type, type Static } from '@sinclair/typebox';
import { PageQuery } from './common-schemas';
import { DictData } from './system-schemas';

export const DictTypeListQuery = Type.Composite([
  PageQuery,
  Type.Object({
    dictName: Type.Optional(Type.String({ maxLength: 100 })),
    dictType: Type.Optional(Type.String({ maxLength: 100 })),
    status: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1'), Type.Literal('')])),
  }),
]);
export type DictTypeListQuery = Static<typeof DictTypeListQuery>;

export const DictTypeRow = Type.Object({
  dictId: Type.Integer(),
  dictName: Type.String(),
  dictType: Type.String(),
  status: Type.String(),
});
export type DictTypeRow = Static<typeof DictTypeRow>;

export const DictDataListQuery = Type.Composite([
  PageQuery,
  Type.Object({
    dictType: Type.Optional(Type.String({ maxLength: 100 })),
    dictLabel: Type.Optional(Type.String({ maxLength: 100 })),
    status: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1'), Type.Literal('')])),
  }),
]);
export type DictDataListQuery = Static<typeof DictDataListQuery>;

export const DictDataRow = Type.Composite([DictData, Type.Object({ status: Type.String() })]);
export type DictDataRow = Static<typeof DictDataRow>;
