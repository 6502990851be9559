/**
 * The TypeBox schemas of the plan routes: server only (docs/architecture.md §2). Everything ./index.ts exports is
 * exported from here too, for the server.
 */
import { Type } from '@sinclair/typebox';
import type * as Declared from './index';
import { literals, NullableNumber, PageQuery, RecordVersion, same } from '../common/schemas';
import {
  CHECK_TYPES,
  PLAN_BASES,
  PLAN_CYCLES,
  PLAN_KINDS,
  PLAN_MEASURES,
  PLAN_METER_KINDS,
  PLAN_RULE,
} from './index';

export * from './index';

const Id = Type.Integer({ minimum: 1 });
const NullableId = Type.Union([Id, Type.Null()]);
const Day = Type.String({ format: 'date' });
const Kind = literals(PLAN_KINDS);
const Cycle = literals(PLAN_CYCLES);

export const PlanListQuery = Type.Composite([
  PageQuery,
  Type.Object({
    factoryId: Id,
    kind: Kind,
    keyword: Type.Optional(Type.String({ maxLength: 40 })),
    enabled: Type.Optional(Type.Boolean()),
  }),
]);
export type PlanListQuery = Declared.PlanListQuery;

export const CheckItemTemplate = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: PLAN_RULE.ITEM_NAME_MAX }),
    type: literals(CHECK_TYPES),
    standard: Type.String({ maxLength: PLAN_RULE.ITEM_STANDARD_MAX }),
    min: Type.Optional(NullableNumber()),
    max: Type.Optional(NullableNumber()),
  },
  { additionalProperties: false },
);
export type CheckItemTemplate = Declared.CheckItemTemplate;

export const PlanOrder = Type.Object({
  taskId: Type.Integer(),
  taskNo: Type.String(),
  status: Type.Integer(),
  deviceName: Type.String(),
  createTime: Type.String(),
});
export type PlanOrder = Declared.PlanOrder;

export const PlanMember = Type.Object({
  deviceId: Type.Integer(),
  deviceName: Type.String(),
  deviceShowCode: Type.String(),
  nextRun: Type.Union([Type.String(), Type.Null()]),
  waitTaskNo: Type.String(),
  meterId: Type.Union([Type.Integer(), Type.Null()]),
  meterName: Type.String(),
  counted: NullableNumber(),
});
export type PlanMember = Declared.PlanMember;

export const PlanRow = Type.Object({
  planId: Type.Integer(),
  factoryId: Type.Integer(),
  kind: Kind,
  deviceId: Type.Union([Type.Integer(), Type.Null()]),
  deviceName: Type.String(),
  deviceShowCode: Type.String(),
  assetType: Type.Union([Type.String(), Type.Null()]),
  members: Type.Array(PlanMember),
  title: Type.String(),
  cycleUnit: Type.Union([Cycle, Type.Null()]),
  cycleEvery: Type.Union([Type.Integer(), Type.Null()]),
  nextRun: Type.Union([Type.String(), Type.Null()]),
  cycleBasis: literals(PLAN_BASES),
  waitTaskNo: Type.String(),
  meterId: Type.Union([Type.Integer(), Type.Null()]),
  meterName: Type.String(),
  meterKind: Type.String(),
  meterEvery: NullableNumber(),
  meterMeasure: literals(PLAN_MEASURES),
  runHours: Type.Union([Type.Integer(), Type.Null()]),
  meterBase: NullableNumber(),
  meterValue: NullableNumber(),
  leadDays: Type.Integer(),
  checklist: Type.Array(CheckItemTemplate),
  parts: Type.String(),
  execBy: Type.Union([Type.Integer(), Type.Null()]),
  execByName: Type.String(),
  enabled: Type.Boolean(),
  orderCount: Type.Integer(),
  recentOrders: Type.Array(PlanOrder),
  version: RecordVersion,
});
export type PlanRow = Declared.PlanRow;

const fields = {
  factoryId: Id,
  kind: Kind,
  deviceId: Type.Optional(NullableId),
  // an oms_asset_type value (checked against the dictionary by the service)
  assetType: Type.Optional(Type.Union([Type.String({ minLength: 1, maxLength: 10 }), Type.Null()])),
  title: Type.String({ minLength: 1, maxLength: PLAN_RULE.TITLE_MAX }),
  cycleUnit: Type.Optional(Type.Union([Cycle, Type.Null()])),
  cycleEvery: Type.Optional(
    Type.Union([Type.Integer({ minimum: 1, maximum: PLAN_RULE.CYCLE_EVERY_MAX }), Type.Null()]),
  ),
  nextRun: Type.Optional(Type.Union([Day, Type.Null()])),
  cycleBasis: Type.Optional(literals(PLAN_BASES)),
  meterId: Type.Optional(NullableId),
  meterKind: Type.Optional(Type.Union([literals(PLAN_METER_KINDS), Type.Null()])),
  meterEvery: Type.Optional(NullableNumber({ exclusiveMinimum: 0, maximum: 1e9 })),
  meterMeasure: Type.Optional(literals(PLAN_MEASURES)),
  leadDays: Type.Integer({ minimum: 0, maximum: PLAN_RULE.LEAD_DAYS_MAX }),
  checklist: Type.Array(CheckItemTemplate, { maxItems: PLAN_RULE.CHECKLIST_MAX }),
  parts: Type.String({ maxLength: PLAN_RULE.PARTS_MAX }),
  execBy: Type.Optional(NullableId),
};

export const PlanAddBody = Type.Object(fields, { additionalProperties: false });
export type PlanAddBody = Declared.PlanAddBody;

export const PlanEditBody = Type.Object(
  { planId: Id, version: RecordVersion, ...fields },
  { additionalProperties: false },
);
export type PlanEditBody = Declared.PlanEditBody;

export const PlanIdParams = Type.Object({ planId: Id });
export type PlanIdParams = Declared.PlanIdParams;

export const PlanEnableBody = Type.Object(
  { planId: Id, enabled: Type.Boolean() },
  { additionalProperties: false },
);
export type PlanEnableBody = Declared.PlanEnableBody;

export const PlanMetersQuery = Type.Object({ factoryId: Id });
export type PlanMetersQuery = Declared.PlanMetersQuery;

export const PlanMeter = Type.Object({
  meterId: Type.Integer(),
  deviceId: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  kind: Type.String(),
  lastValue: NullableNumber(),
});
export type PlanMeter = Declared.PlanMeter;

/** Each schema's Static type is the type ./index.ts declares (both ways, at compile time). */
export const SCHEMAS_MATCH_CONTRACT = [
  same<typeof PlanListQuery, Declared.PlanListQuery>(true),
  same<typeof CheckItemTemplate, Declared.CheckItemTemplate>(true),
  same<typeof PlanOrder, Declared.PlanOrder>(true),
  same<typeof PlanMember, Declared.PlanMember>(true),
  same<typeof PlanRow, Declared.PlanRow>(true),
  same<typeof PlanAddBody, Declared.PlanAddBody>(true),
  same<typeof PlanEditBody, Declared.PlanEditBody>(true),
  same<typeof PlanIdParams, Declared.PlanIdParams>(true),
  same<typeof PlanEnableBody, Declared.PlanEnableBody>(true),
  same<typeof PlanMetersQuery, Declared.PlanMetersQuery>(true),
  same<typeof PlanMeter, Declared.PlanMeter>(true),
] as const;
