/**
 * The TypeBox schemas of this area's routes: server only, so the console's bundle never carries the schema library
 * (docs/architecture.md §2). Everything ./index.ts exports (the constants, and the declared types each schema is
 * checked against) is exported from here too, for the server.
 */
import { Type } from '@sinclair/typebox';
import type * as Declared from './index';
import { same, RecordVersion } from '../common/schemas';

export * from './index';

export const Role = Type.Object({
  roleId: Type.Integer(),
  roleName: Type.String(),
  roleKey: Type.String(),
});
export type Role = Declared.Role;

export const Dept = Type.Object({ deptId: Type.Integer(), deptName: Type.String() });

export const User = Type.Object({
  userId: Type.Integer(),
  userName: Type.String(),
  nickName: Type.String(),
  avatar: Type.String(),
  email: Type.String(),
  phonenumber: Type.String(),
  /** '0' male, otherwise female (docs/requirements.md §3) */
  sex: Type.String(),
  status: Type.String(),
  remark: Type.String(),
  deptId: Type.Union([Type.Integer(), Type.Null()]),
  dept: Type.Union([Dept, Type.Null()]),
  idType: Type.String(),
  idNumber: Type.String(),
  addr: Type.String(),
  roles: Type.Array(Role),
  roleIds: Type.Array(Type.Integer()),
  /** the factory chosen in the top-bar picker, null until one is chosen */
  currentFactoryId: Type.Union([Type.Integer(), Type.Null()]),
  version: RecordVersion,
});
export type User = Declared.User;

/** getInfo answers RuoYi style with the fields at the top level. */
export const UserInfoReply = Type.Object({
  code: Type.Integer(),
  msg: Type.String(),
  user: User,
  roles: Type.Array(Type.String()),
  permissions: Type.Array(Type.String()),
  pwdChangeRequired: Type.Boolean(),
});
export type UserInfoReply = Declared.UserInfoReply;

export const RouteMeta = Type.Object({
  title: Type.String(),
  icon: Type.Optional(Type.String()),
  remixIcon: Type.Optional(Type.String()),
  affix: Type.Optional(Type.Boolean()),
  keepAlive: Type.Optional(Type.Boolean()),
  /** external address for link menu items */
  path: Type.Optional(Type.String()),
  activeMenu: Type.Optional(Type.String()),
  allowBack: Type.Optional(Type.Boolean()),
  /** permission codes any of which lets a user see the route (docs/requirements.md §6) */
  permissions: Type.Optional(Type.Array(Type.String())),
  /** open in a new window (`_blank`) instead of inside the layout */
  target: Type.Optional(Type.String()),
});
export type RouteMeta = Declared.RouteMeta;

export const RouteItemSchema = Type.Recursive(
  (Self) =>
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      path: Type.String(),
      component: Type.String(),
      hidden: Type.Boolean(),
      redirect: Type.Optional(Type.String()),
      query: Type.Optional(Type.String()),
      alwaysShow: Type.Optional(Type.Boolean()),
      meta: RouteMeta,
      children: Type.Optional(Type.Array(Self)),
    }),
  { $id: 'RouteItem' },
);

export const RoutersQuery = Type.Object({ remark: Type.Optional(Type.String({ maxLength: 32 })) });

export const MenuIdParams = Type.Object({ menuId: Type.Integer({ minimum: 1 }) });

export const DictData = Type.Object({
  dictCode: Type.Integer(),
  dictSort: Type.Integer(),
  dictLabel: Type.String(),
  dictValue: Type.String(),
  dictType: Type.String(),
  listClass: Type.String(),
  isDefault: Type.String(),
});
export type DictData = Declared.DictData;

export const DictTypeParams = Type.Object({
  type: Type.String({ minLength: 1, maxLength: 100, pattern: '^[a-z][a-z0-9_]*$' }),
});

export const AreaNodeSchema = Type.Recursive(
  (Self) =>
    Type.Object({
      id: Type.Integer(),
      parentId: Type.Integer(),
      label: Type.String(),
      type: Type.Union([Type.Literal('area'), Type.Literal('factory')]),
      code: Type.String(),
      children: Type.Optional(Type.Array(Self)),
    }),
  { $id: 'AreaNode' },
);

export const AreaTreeQuery = Type.Object({
  name: Type.Optional(Type.String({ maxLength: 50 })),
});

export const AreaIdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

/** One area or factory without its children (GET /api/system/area/{id}). */
export const AreaDetail = Type.Object({
  id: Type.Integer(),
  parentId: Type.Integer(),
  label: Type.String(),
  type: Type.Union([Type.Literal('area'), Type.Literal('factory')]),
  code: Type.String(),
});
export type AreaDetail = Declared.AreaDetail;

/** Each schema's Static type is the type ./index.ts declares (both ways, at compile time). */
export const SCHEMAS_MATCH_CONTRACT = [
  same<typeof Role, Declared.Role>(true),
  same<typeof User, Declared.User>(true),
  same<typeof UserInfoReply, Declared.UserInfoReply>(true),
  same<typeof RouteMeta, Declared.RouteMeta>(true),
  same<typeof DictData, Declared.DictData>(true),
  same<typeof AreaDetail, Declared.AreaDetail>(true),
] as const;
