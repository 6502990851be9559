/**
 * The TypeBox schemas of this area's routes: server only, so the console's bundle never carries the schema library
 * (docs/architecture.md §2). Everything ./index.ts exports (the constants, and the declared types each schema is
 * checked against) is exported from here too, for the server.
 */
import { Type } from '@sinclair/typebox';
import type * as Declared from './index';
import { same, RecordVersion } from '../common/schemas';
import { DEPT_RULE } from './index';

export * from './index';

const Status = Type.Union([Type.Literal('0'), Type.Literal('1')]);

export const DeptListQuery = Type.Object({
  deptName: Type.Optional(Type.String({ maxLength: DEPT_RULE.NAME_MAX })),
  status: Type.Optional(Type.Union([Status, Type.Literal('')])),
});
export type DeptListQuery = Declared.DeptListQuery;

export const DeptRow = Type.Object({
  deptId: Type.Integer(),
  parentId: Type.Integer(),
  deptName: Type.String(),
  orderNum: Type.Integer(),
  status: Status,
  userCount: Type.Integer(),
  version: RecordVersion,
});
export type DeptRow = Declared.DeptRow;

export const DeptAddBody = Type.Object({
  parentId: Type.Integer({ minimum: 0, maximum: 2_147_483_647 }),
  deptName: Type.String({ minLength: 1, maxLength: DEPT_RULE.NAME_MAX, pattern: '\\S' }),
  orderNum: Type.Integer({ minimum: 0, maximum: DEPT_RULE.ORDER_MAX }),
  status: Status,
});
export type DeptAddBody = Declared.DeptAddBody;

export const DeptEditBody = Type.Composite([
  DeptAddBody,
  Type.Object({ deptId: Type.Integer({ minimum: 1 }), version: RecordVersion }),
]);
export type DeptEditBody = Declared.DeptEditBody;

export const DeptIdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

/** Each schema's Static type is the type ./index.ts declares (both ways, at compile time). */
export const SCHEMAS_MATCH_CONTRACT = [
  same<typeof DeptListQuery, Declared.DeptListQuery>(true),
  same<typeof DeptRow, Declared.DeptRow>(true),
  same<typeof DeptAddBody, Declared.DeptAddBody>(true),
  same<typeof DeptEditBody, Declared.DeptEditBody>(true),
] as const;
