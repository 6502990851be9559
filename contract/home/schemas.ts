/**
 * The TypeBox schemas of home's route: server only (docs/architecture.md §2). Everything ./index.ts exports is exported
 * from here too, for the server.
 */
import { Type } from '@sinclair/typebox';
import type * as Declared from './index';
import { ALARM_KINDS } from '../alarm';
import { same } from '../common/schemas';
import { TodoKindCount } from '../message/schemas';
import { WO_KINDS } from '../work-order';

export * from './index';

export const HomeSummaryQuery = Type.Object({
  factoryId: Type.Optional(Type.Integer({ minimum: 1 })),
});
export type HomeSummaryQuery = Declared.HomeSummaryQuery;

export const HomeOrder = Type.Object({
  taskId: Type.Integer(),
  taskNo: Type.String(),
  kind: Type.Union(WO_KINDS.map((k) => Type.Literal(k))),
  status: Type.Integer(),
  factoryId: Type.Integer(),
  factoryName: Type.String(),
  deviceName: Type.String(),
  reportContent: Type.String(),
  dueTime: Type.String(),
});
export type HomeOrder = Declared.HomeOrder;

export const HomeOrderKindCount = Type.Object({
  kind: Type.Union(WO_KINDS.map((k) => Type.Literal(k))),
  open: Type.Integer(),
  overdue: Type.Integer(),
});
export type HomeOrderKindCount = Declared.HomeOrderKindCount;

export const HomeAlarmCount = Type.Object({
  kind: Type.Union(ALARM_KINDS.map((k) => Type.Literal(k))),
  count: Type.Integer(),
});
export type HomeAlarmCount = Declared.HomeAlarmCount;

export const HomeSummary = Type.Object({
  factoryId: Type.Union([Type.Integer(), Type.Null()]),
  todos: Type.Array(TodoKindCount),
  dueDay: Type.String(),
  dueWeek: Type.String(),
  openOrders: Type.Integer(),
  overdueOrders: Type.Integer(),
  orderKinds: Type.Array(HomeOrderKindCount),
  mostOverdue: Type.Array(HomeOrder),
  alarms: Type.Array(HomeAlarmCount),
});
export type HomeSummary = Declared.HomeSummary;

/** Each schema's Static type is the type ./index.ts declares (both ways, at compile time). */
export const SCHEMAS_MATCH_CONTRACT = [
  same<typeof HomeSummaryQuery, Declared.HomeSummaryQuery>(true),
  same<typeof HomeOrder, Declared.HomeOrder>(true),
  same<typeof HomeOrderKindCount, Declared.HomeOrderKindCount>(true),
  same<typeof HomeAlarmCount, Declared.HomeAlarmCount>(true),
  same<typeof HomeSummary, Declared.HomeSummary>(true),
] as const;
