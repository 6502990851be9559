/**
 * The TypeBox schemas of this area's routes: server only, so the console's bundle never carries the schema library
 * (docs/architecture.md §2). Everything ./index.ts exports is exported from here too, for the server.
 */
import { Type } from '@sinclair/typebox';
import type * as Declared from './index';
import { literals, same, PageQuery, RecordVersion } from '../common/schemas';
import { PART_MOVE_KINDS, PART_RULE } from './index';

export * from './index';

const Id = Type.Integer({ minimum: 1 });
/** asset type codes are four digits (1031–1034 in the demo dictionary) */
const AssetType = Type.String({ pattern: '^\\d{4}$' });
const DateTime = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$' });
const Quantity = Type.Number({ minimum: -PART_RULE.QUANTITY_MAX, maximum: PART_RULE.QUANTITY_MAX });
const Kind = literals(PART_MOVE_KINDS);

export const PartListQuery = Type.Composite([
  PageQuery,
  Type.Object({
    keyword: Type.Optional(Type.String({ maxLength: PART_RULE.CODE_MAX })),
    assetType: Type.Optional(AssetType),
  }),
]);
export type PartListQuery = Declared.PartListQuery;

export const PartRow = Type.Object({
  partId: Type.Integer(),
  partCode: Type.String(),
  partName: Type.String(),
  partSpecs: Type.String(),
  unit: Type.String(),
  assetTypes: Type.Array(Type.String()),
  remark: Type.String(),
  version: RecordVersion,
});
export type PartRow = Declared.PartRow;

const fields = {
  partCode: Type.String({ pattern: PART_RULE.CODE }),
  partName: Type.String({ minLength: 1, maxLength: PART_RULE.NAME_MAX }),
  partSpecs: Type.Optional(Type.String({ maxLength: PART_RULE.SPECS_MAX })),
  unit: Type.String({ minLength: 1, maxLength: PART_RULE.UNIT_MAX }),
  assetTypes: Type.Optional(
    Type.Array(AssetType, { maxItems: PART_RULE.ASSET_TYPES_MAX, uniqueItems: true }),
  ),
  remark: Type.Optional(Type.String({ maxLength: PART_RULE.REMARK_MAX })),
};

export const PartAddBody = Type.Object(fields, { additionalProperties: false });
export type PartAddBody = Declared.PartAddBody;

export const PartEditBody = Type.Object(
  { partId: Id, version: RecordVersion, ...fields },
  { additionalProperties: false },
);
export type PartEditBody = Declared.PartEditBody;

export const PartStockQuery = Type.Composite([
  PageQuery,
  Type.Object({
    factoryId: Id,
    keyword: Type.Optional(Type.String({ maxLength: PART_RULE.CODE_MAX })),
    low: Type.Optional(Type.Boolean()),
    inStock: Type.Optional(Type.Boolean()),
  }),
]);
export type PartStockQuery = Declared.PartStockQuery;

export const PartStockRow = Type.Object({
  factoryId: Type.Integer(),
  partId: Type.Integer(),
  partCode: Type.String(),
  partName: Type.String(),
  partSpecs: Type.String(),
  unit: Type.String(),
  quantity: Type.Number(),
  minQuantity: Type.Number(),
  low: Type.Boolean(),
  version: RecordVersion,
});
export type PartStockRow = Declared.PartStockRow;

export const PartStockEditBody = Type.Object(
  {
    factoryId: Id,
    partId: Id,
    minQuantity: Type.Number({ minimum: 0, maximum: PART_RULE.QUANTITY_MAX }),
    version: RecordVersion,
  },
  { additionalProperties: false },
);
export type PartStockEditBody = Declared.PartStockEditBody;

export const PartMovementQuery = Type.Composite([
  PageQuery,
  Type.Object({
    factoryId: Id,
    partId: Type.Optional(Id),
    kind: Type.Optional(Kind),
    taskNo: Type.Optional(Type.String({ maxLength: 20 })),
    beginTime: Type.Optional(DateTime),
    endTime: Type.Optional(DateTime),
  }),
]);
export type PartMovementQuery = Declared.PartMovementQuery;

export const PartMovementRow = Type.Object({
  movementId: Type.Integer(),
  factoryId: Type.Integer(),
  partId: Type.Integer(),
  partCode: Type.String(),
  partName: Type.String(),
  unit: Type.String(),
  kind: Kind,
  quantity: Type.Number(),
  balance: Type.Number(),
  taskId: Type.Union([Type.Integer(), Type.Null()]),
  taskNo: Type.String(),
  reason: Type.String(),
  createByName: Type.String(),
  createTime: Type.String(),
});
export type PartMovementRow = Declared.PartMovementRow;

export const PartMovementBody = Type.Object(
  {
    factoryId: Id,
    partId: Id,
    kind: Kind,
    quantity: Quantity,
    reason: Type.Optional(Type.String({ maxLength: PART_RULE.REASON_MAX })),
  },
  { additionalProperties: false },
);
export type PartMovementBody = Declared.PartMovementBody;

export const PartMovementResult = Type.Object({ movementId: Type.Integer(), balance: Type.Number() });
export type PartMovementResult = Declared.PartMovementResult;

export const PartImportError = Type.Object({ row: Type.Integer(), field: Type.String(), msg: Type.String() });
export type PartImportError = Declared.PartImportError;

export const PartImportResult = Type.Object({ added: Type.Integer(), updated: Type.Integer() });
export type PartImportResult = Declared.PartImportResult;

/** The 400 of an import with bad rows: every row's problem, nothing written. */
export const PartImportRefusal = Type.Object({
  code: Type.Integer(),
  msg: Type.String(),
  data: Type.Object({ errors: Type.Array(PartImportError) }),
});
export type PartImportRefusal = Declared.PartImportRefusal;

/** Each schema's Static type is the type ./index.ts declares (both ways, at compile time). */
export const SCHEMAS_MATCH_CONTRACT = [
  same<typeof PartListQuery, Declared.PartListQuery>(true),
  same<typeof PartRow, Declared.PartRow>(true),
  same<typeof PartAddBody, Declared.PartAddBody>(true),
  same<typeof PartEditBody, Declared.PartEditBody>(true),
  same<typeof PartStockQuery, Declared.PartStockQuery>(true),
  same<typeof PartStockRow, Declared.PartStockRow>(true),
  same<typeof PartStockEditBody, Declared.PartStockEditBody>(true),
  same<typeof PartMovementQuery, Declared.PartMovementQuery>(true),
  same<typeof PartMovementRow, Declared.PartMovementRow>(true),
  same<typeof PartMovementBody, Declared.PartMovementBody>(true),
  same<typeof PartMovementResult, Declared.PartMovementResult>(true),
  same<typeof PartImportError, Declared.PartImportError>(true),
  same<typeof PartImportResult, Declared.PartImportResult>(true),
  same<typeof PartImportRefusal, Declared.PartImportRefusal>(true),
] as const;
