/**
 * The TypeBox schemas of this area's routes: server only, so the console's bundle never carries the schema library
 * (docs/architecture.md §2). Everything ./index.ts exports (the constants, and the declared types each schema is
 * checked against) is exported from here too, for the server.
 */
import { Type } from '@sinclair/typebox';
import type * as Declared from './index';
import { same, PageQuery, RecordVersion } from '../common/schemas';
import { DATA_SCOPE, ROLE_RULE } from './index';

export * from './index';

const Status = Type.Union([Type.Literal('0'), Type.Literal('1')]);
const Scope = Type.Union([
  Type.Literal(DATA_SCOPE.ALL),
  Type.Literal(DATA_SCOPE.BOUND),
  Type.Literal(DATA_SCOPE.CHOSEN),
]);
const Ids = Type.Array(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), {
  maxItems: ROLE_RULE.IDS_MAX,
});

export const RoleListQuery = Type.Composite([
  PageQuery,
  Type.Object({
    roleName: Type.Optional(Type.String({ maxLength: ROLE_RULE.NAME_MAX })),
    roleKey: Type.Optional(Type.String({ maxLength: ROLE_RULE.KEY_MAX })),
    status: Type.Optional(Type.Union([Status, Type.Literal('')])),
  }),
]);
export type RoleListQuery = Declared.RoleListQuery;

export const RoleRow = Type.Object({
  roleId: Type.Integer(),
  roleName: Type.String(),
  roleKey: Type.String(),
  roleSort: Type.Integer(),
  status: Status,
  dataScope: Scope,
  userCount: Type.Integer(),
  version: RecordVersion,
});
export type RoleRow = Declared.RoleRow;

export const RoleDetail = Type.Composite([
  RoleRow,
  Type.Object({
    menuIds: Type.Array(Type.Integer()),
    factoryIds: Type.Array(Type.Integer()),
    areaIds: Type.Array(Type.Integer()),
  }),
]);
export type RoleDetail = Declared.RoleDetail;

export const RoleAddBody = Type.Object({
  roleName: Type.String({ minLength: 1, maxLength: ROLE_RULE.NAME_MAX, pattern: '\\S' }),
  roleKey: Type.String({ minLength: 1, maxLength: ROLE_RULE.KEY_MAX, pattern: ROLE_RULE.KEY }),
  roleSort: Type.Integer({ minimum: 0, maximum: ROLE_RULE.SORT_MAX }),
  status: Status,
  menuIds: Ids,
  dataScope: Scope,
  factoryIds: Type.Optional(Ids),
  areaIds: Type.Optional(Ids),
});
export type RoleAddBody = Declared.RoleAddBody;

export const RoleEditBody = Type.Composite([
  RoleAddBody,
  Type.Object({ roleId: Type.Integer({ minimum: 1 }), version: RecordVersion }),
]);
export type RoleEditBody = Declared.RoleEditBody;

export const RoleStatusBody = Type.Object({ roleId: Type.Integer({ minimum: 1 }), status: Status });
export type RoleStatusBody = Declared.RoleStatusBody;

export const RoleIdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
/** one id or several, comma-separated (RuoYi's batch delete) */
export const RoleIdsParams = Type.Object({
  ids: Type.String({ pattern: '^[1-9]\\d{0,9}(?:,[1-9]\\d{0,9}){0,99}$' }),
});

export const MenuGrantNode = Type.Recursive(
  (Self) =>
    Type.Object({
      id: Type.Integer(),
      label: Type.String(),
      menuType: Type.Union([Type.Literal('M'), Type.Literal('C'), Type.Literal('F')]),
      perms: Type.String(),
      children: Type.Optional(Type.Array(Self)),
    }),
  { $id: 'MenuGrantNode' },
);
export type MenuGrantNode = Declared.MenuGrantNode;

/** Each schema's Static type is the type ./index.ts declares (both ways, at compile time). */
export const SCHEMAS_MATCH_CONTRACT = [
  same<typeof RoleListQuery, Declared.RoleListQuery>(true),
  same<typeof RoleRow, Declared.RoleRow>(true),
  same<typeof RoleDetail, Declared.RoleDetail>(true),
  same<typeof RoleAddBody, Declared.RoleAddBody>(true),
  same<typeof RoleEditBody, Declared.RoleEditBody>(true),
  same<typeof RoleStatusBody, Declared.RoleStatusBody>(true),
  same<typeof MenuGrantNode, Declared.MenuGrantNode>(true),
] as const;
