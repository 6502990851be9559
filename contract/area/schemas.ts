/**
 * The TypeBox schemas of this area's routes: server only, so the console's bundle never carries the schema library
 * (docs/architecture.md §2). Everything ./index.ts exports (the constants, and the declared types each schema is
 * checked against) is exported from here too, for the server.
 */
import { Type } from '@sinclair/typebox';
import type * as Declared from './index';
import { same, NullableNumber, RecordVersion } from '../common/schemas';
import { AREA_RULE } from './index';

export * from './index';

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
export type AreaAddBody = Declared.AreaAddBody;

export const AreaEditBody = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  version: RecordVersion,
  ...fields,
});
export type AreaEditBody = Declared.AreaEditBody;

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
  version: RecordVersion,
});
export type AreaForm = Declared.AreaForm;

export const DistrictQuery = Type.Object({
  /** only this subtree (a province or city code) */
  parentCode: Type.Optional(Type.String({ maxLength: 12, pattern: '^\\d*$' })),
  /** depth: 1 provinces, 2 + cities, 3 + districts (default) */
  level: Type.Optional(Type.Integer({ minimum: 1, maximum: 3 })),
});
export type DistrictQuery = Declared.DistrictQuery;
export const DistrictNodeSchema = Type.Recursive(
  (Self) =>
    Type.Object({ code: Type.String(), name: Type.String(), children: Type.Optional(Type.Array(Self)) }),
  { $id: 'DistrictNode' },
);

/** Each schema's Static type is the type ./index.ts declares (both ways, at compile time). */
export const SCHEMAS_MATCH_CONTRACT = [
  same<typeof AreaAddBody, Declared.AreaAddBody>(true),
  same<typeof AreaEditBody, Declared.AreaEditBody>(true),
  same<typeof AreaForm, Declared.AreaForm>(true),
  same<typeof DistrictQuery, Declared.DistrictQuery>(true),
] as const;
