/**
 * Area/factory administration (docs/requirements.md §7 "Areas"; the payload is "not shown" there, designed here).
 * A root area has parentId 0; an area's parent is 0 or an area; a factory's parent is an area.
 */
import { Type, type Static } from '@sinclair/typebox';
import { NullableNumber } from './common';

export const AREA_RULE = {
  /** Chinese, letters, digits and underscore, no leading or trailing underscore, 1–20 */
  NAME: '^[\\u4e00-\\u9fa5A-Za-z0-9](?:[\\u4e00-\\u9fa5A-Za-z0-9_]{0,18}[\\u4e00-\\u9fa5A-Za-z0-9])?$',
  /** letters and digits (hyphen allowed inside, as in the seeded HD-SH01), 1–20 */
  CODE: '^[A-Za-z0-9](?:[A-Za-z0-9-]{0,18}[A-Za-z0-9])?$',
  /** docs/requirements.md §5: at most 10 digits in a coordinate */
  MAX_COORD_DIGITS: 10,
} as const;

/**
 * The digits of a coordinate as docs/requirements.md §5 counts them (at most MAX_COORD_DIGITS): no sign, no point,
 * no leading zeros. The area form and the plant archive both check it.
 */
export function coordinateDigits(n: number): number {
  return String(Math.abs(n))
    .replace('.', '')
    .replace(/^0+(?=\d)/, '').length;
}

export const AREA_ADMIN_MSG = {
  NOT_FOUND: '区域不存在或无权访问',
  HAS_CHILDREN: '存在下级区域，不允许删除',
  HAS_USERS: '该工厂已绑定用户，不允许删除',
  TYPE_HAS_CHILDREN: '存在下级区域，不允许改为工厂',
  TYPE_HAS_USERS: '该工厂已绑定用户，不允许改为区域',
  ROOT_ADMIN_ONLY: '没有权限新增顶级区域',
  ADDED: '新增成功',
  UPDATED: '修改成功',
  DELETED: '删除成功',
  codeTaken: (code: string) => `区域编码'${code}'已存在`,
} as const;

const fields = {
  parentId: Type.Integer({ minimum: 0 }),
  name: Type.String({ pattern: AREA_RULE.NAME }),
  type: Type.Union([Type.Literal('area'), Type.Literal('factory')]),
  code: Type.String({ pattern: AREA_RULE.CODE }),
  orderNum: Type.Optional(Type.Integer({ minimum: 0, maximum: 9999 })),
  address: Type.Optional(Type.String({ maxLength: 50 })),
  longitude: Type.Optional(NullableNumber({ minimum: -180, maximum: 180 })),
  latitude: Type.Optional(NullableNumber({ minimum: -90, maximum: 90 })),
  districtCode: Type.Optional(Type.String({ maxLength: 12, pattern: '^\\d*$' })),
  remark: Type.Optional(Type.String({ maxLength: 100 })),
};

export const AreaAddBody = Type.Object(fields);
export type AreaAddBody = Static<typeof AreaAddBody>;

export const AreaEditBody = Type.Object({ id: Type.Integer({ minimum: 1 }), ...fields });
export type AreaEditBody = Static<typeof AreaEditBody>;

/** GET /api/system/area/{id}: the tree node's fields plus the form's (a superset of AreaDetail). */
export const AreaForm = Type.Object({
  id: Type.Integer(),
  parentId: Type.Integer(),
  label: Type.String(),
  name: Type.String(),
  type: Type.Union([Type.Literal('area'), Type.Literal('factory')]),
  code: Type.String(),
  orderNum: Type.Integer(),
  address: Type.String(),
  longitude: Type.Union([Type.Number(), Type.Null()]),
  latitude: Type.Union([Type.Number(), Type.Null()]),
  districtCode: Type.String(),
  remark: Type.String(),
});
export type AreaForm = Static<typeof AreaForm>;

export const DistrictQuery = Type.Object({
  /** only this subtree (a province or city code) */
  parentCode: Type.Optional(Type.String({ maxLength: 12, pattern: '^\\d*$' })),
  /** depth: 1 provinces, 2 + cities, 3 + districts (default) */
  level: Type.Optional(Type.Integer({ minimum: 1, maximum: 3 })),
});
export type DistrictQuery = Static<typeof DistrictQuery>;

export interface DistrictNode {
  code: string;
  name: string;
  children?: DistrictNode[];
}
export const DistrictNodeSchema = Type.Recursive(
  (Self) =>
    Type.Object({ code: Type.String(), name: Type.String(), children: Type.Optional(Type.Array(Self)) }),
  { $id: 'DistrictNode' },
);
