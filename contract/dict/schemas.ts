/** Dictionary administration lists (docs/requirements.md §7 "Projects, files, misc"; RuoYi paths and shapes). */
import { Type } from '@sinclair/typebox';
import type * as Declared from './index';
import { same, PageQuery, RecordVersion } from '../common/schemas';
import { LIST_CLASSES } from './index';
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
  builtin: Type.Boolean(),
  version: RecordVersion,
});
export type DictTypeRow = Declared.DictTypeRow;

const Flag = Type.Union([Type.Literal('0'), Type.Literal('1')]);
const typeFields = {
  dictName: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
  dictType: Type.String({ minLength: 1, maxLength: 100, pattern: '^[a-z][a-z0-9_]*$' }),
  status: Flag,
};
export const DictTypeForm = Type.Object(typeFields);
export type DictTypeForm = Declared.DictTypeForm;
export const DictTypeEditBody = Type.Object({
  dictId: Type.Integer({ minimum: 1, maximum: 2147483647 }),
  version: RecordVersion,
  ...typeFields,
});
export type DictTypeEditBody = Declared.DictTypeEditBody;

const dataFields = {
  dictType: typeFields.dictType,
  dictLabel: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
  dictValue: Type.String({ minLength: 1, maxLength: 100, pattern: '^\\S+$' }),
  dictSort: Type.Integer({ minimum: 0, maximum: 9999 }),
  listClass: Type.Union(LIST_CLASSES.map((c) => Type.Literal(c))),
  isDefault: Type.Union([Type.Literal('Y'), Type.Literal('N')]),
  status: Flag,
};
export const DictDataForm = Type.Object(dataFields);
export type DictDataForm = Declared.DictDataForm;
export const DictDataEditBody = Type.Object({
  dictCode: Type.Integer({ minimum: 1, maximum: 2147483647 }),
  version: RecordVersion,
  ...dataFields,
});
export type DictDataEditBody = Declared.DictDataEditBody;

/** DELETE …/type/{ids}, …/data/{ids}: comma-separated ids (RuoYi). */
export const DictIdsParams = Type.Object({
  ids: Type.String({ pattern: '^[1-9]\\d{0,8}(?:,[1-9]\\d{0,8}){0,99}$' }),
});
export const DictIdParam = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });

export const DictDataListQuery = Type.Composite([
  PageQuery,
  Type.Object({
    dictType: Type.Optional(Type.String({ maxLength: 100 })),
    dictLabel: Type.Optional(Type.String({ maxLength: 100 })),
    status: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1'), Type.Literal('')])),
  }),
]);
export type DictDataListQuery = Declared.DictDataListQuery;

export const DictDataRow = Type.Composite([
  DictData,
  Type.Object({ status: Type.String(), builtin: Type.Boolean(), version: RecordVersion }),
]);
export type DictDataRow = Declared.DictDataRow;

/** Each schema's Static type is the type ./index.ts declares (both ways, at compile time). */
export const SCHEMAS_MATCH_CONTRACT = [
  same<typeof DictTypeListQuery, Declared.DictTypeListQuery>(true),
  same<typeof DictTypeRow, Declared.DictTypeRow>(true),
  same<typeof DictDataListQuery, Declared.DictDataListQuery>(true),
  same<typeof DictDataRow, Declared.DictDataRow>(true),
  same<typeof DictTypeForm, Declared.DictTypeForm>(true),
  same<typeof DictTypeEditBody, Declared.DictTypeEditBody>(true),
  same<typeof DictDataForm, Declared.DictDataForm>(true),
  same<typeof DictDataEditBody, Declared.DictDataEditBody>(true),
] as const;
