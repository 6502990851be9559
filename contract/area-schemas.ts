/**
 * The TypeBox schemas of area.ts's routes: server only, so the console's bundle never carries the schema library
 * (docs/architecture.md §2). Everything area.ts exports is exported from here too, for the server.
 */
import { Type, type Static } from '@sinclair/typebox';
import { NullableNumber } from './common-schemas';
import { AREA_RULE } from './area';

export * from './area';

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
export const DistrictNodeSchema = Type.Recursive(
  (Self) =>
    Type.Object({ code: Type.String(), name: Type.String(), children: Type.Optional(Type.Array(Self)) }),
  { $id: 'DistrictNode' },
);
