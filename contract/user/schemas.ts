/**
 * The TypeBox schemas of this area's routes: server only, so the console's bundle never carries the schema library
 * (docs/architecture.md §2). Everything ./index.ts exports (the constants, and the declared types each schema is
 * checked against) is exported from here too, for the server.
 */
import { Type } from '@sinclair/typebox';
import type * as Declared from './index';
import { same, PageQuery, RecordVersion } from '../common/schemas';
import { Role, User } from '../system/schemas';
import { RULE } from './index';

export * from './index';

const Status = Type.Union([Type.Literal('0'), Type.Literal('1')]);

export const UserFilter = Type.Object({
  userName: Type.Optional(Type.String({ maxLength: 64 })),
  nickName: Type.Optional(Type.String({ maxLength: 30 })),
  phonenumber: Type.Optional(Type.String({ maxLength: 11 })),
  status: Type.Optional(Type.Union([Status, Type.Literal('')])),
  deptId: Type.Optional(Type.Integer({ minimum: 1 })),
  factoryId: Type.Optional(Type.Integer({ minimum: 1 })),
});
export type UserFilter = Declared.UserFilter;

export const UserListQuery = Type.Composite([PageQuery, UserFilter]);
export type UserListQuery = Declared.UserListQuery;

export const UserRow = Type.Object({
  userId: Type.Integer(),
  userName: Type.String(),
  nickName: Type.String(),
  deptId: Type.Union([Type.Integer(), Type.Null()]),
  deptName: Type.String(),
  phonenumber: Type.String(),
  email: Type.String(),
  sex: Type.String(),
  status: Type.String(),
  remark: Type.String(),
  createTime: Type.String(),
});
export type UserRow = Declared.UserRow;

export const UserOption = Type.Object({
  userId: Type.Integer(),
  userName: Type.String(),
  nickName: Type.String(),
});
export type UserOption = Declared.UserOption;

/** GET /api/system/user/{id}: the user, every role to choose from, and the user's role ids (RuoYi). */
export const UserDetailReply = Type.Object({
  code: Type.Integer(),
  msg: Type.String(),
  data: User,
  roles: Type.Array(Role),
  roleIds: Type.Array(Type.Integer()),
});
export type UserDetailReply = Declared.UserDetailReply;

const editable = {
  nickName: Type.String({ pattern: RULE.NAME }),
  phonenumber: Type.Optional(Type.String({ pattern: RULE.PHONE })),
  email: Type.Optional(Type.String({ maxLength: 50, pattern: RULE.EMAIL })),
  sex: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1'), Type.Literal('2')])),
  remark: Type.Optional(Type.String({ maxLength: 100 })),
  deptId: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
  roleIds: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 50 })),
  idType: Type.Optional(Type.String({ maxLength: 2 })),
  idNumber: Type.Optional(Type.String({ maxLength: 32 })),
  addr: Type.Optional(Type.String({ maxLength: 50 })),
  status: Type.Optional(Status),
};

/**
 * POST /api/system/user. `factoryIds` binds the new user (inside the caller's scope); a non-admin caller
 * must give at least one, or the new user would be invisible to them.
 */
export const UserAddBody = Type.Object({
  userName: Type.String({ pattern: RULE.ACCOUNT }),
  password: Type.String({ pattern: RULE.PASSWORD }),
  ...editable,
  factoryIds: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 1000 })),
});
export type UserAddBody = Declared.UserAddBody;

/**
 * PUT /api/system/user (docs/requirements.md §7 fields). userName cannot change (it is ignored); password is ignored:
 * resetting goes through resetPwd, which also revokes the user's sign-ins.
 */
export const UserEditBody = Type.Object({
  userId: Type.Integer({ minimum: 1 }),
  userName: Type.Optional(Type.String({ maxLength: 64 })),
  password: Type.Optional(Type.String({ maxLength: 200 })),
  version: RecordVersion,
  ...editable,
});
export type UserEditBody = Declared.UserEditBody;

/** DELETE /api/system/user/{ids}: one id or a comma list. */
export const UserIdsParams = Type.Object({
  id: Type.String({ pattern: '^[1-9]\\d{0,9}(?:,[1-9]\\d{0,9}){0,99}$' }),
});
export const UserIdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

/** PUT /api/system/user/resetPwd (the other reading also sends userName, which must then match). */
export const ResetPwdBody = Type.Object({
  userId: Type.Integer({ minimum: 1 }),
  userName: Type.Optional(Type.String({ maxLength: 64 })),
  password: Type.String({ pattern: RULE.PASSWORD }),
});
export type ResetPwdBody = Declared.ResetPwdBody;

export const ChangeStatusBody = Type.Object({ userId: Type.Integer({ minimum: 1 }), status: Status });
export type ChangeStatusBody = Declared.ChangeStatusBody;
export const DeptNodeSchema = Type.Recursive(
  (Self) =>
    Type.Object({ id: Type.Integer(), label: Type.String(), children: Type.Optional(Type.Array(Self)) }),
  { $id: 'DeptNode' },
);

/** The .xlsx export's columns (header, row field). */
export const USER_EXPORT_COLUMNS: [string, keyof UserRow][] = [
  ['用户编号', 'userId'],
  ['登录账号', 'userName'],
  ['用户姓名', 'nickName'],
  ['部门', 'deptName'],
  ['手机号码', 'phonenumber'],
  ['邮箱', 'email'],
  ['性别', 'sex'],
  ['状态', 'status'],
  ['创建时间', 'createTime'],
  ['备注', 'remark'],
];

/** Each schema's Static type is the type ./index.ts declares (both ways, at compile time). */
export const SCHEMAS_MATCH_CONTRACT = [
  same<typeof UserFilter, Declared.UserFilter>(true),
  same<typeof UserListQuery, Declared.UserListQuery>(true),
  same<typeof UserRow, Declared.UserRow>(true),
  same<typeof UserOption, Declared.UserOption>(true),
  same<typeof UserDetailReply, Declared.UserDetailReply>(true),
  same<typeof UserAddBody, Declared.UserAddBody>(true),
  same<typeof UserEditBody, Declared.UserEditBody>(true),
  same<typeof ResetPwdBody, Declared.ResetPwdBody>(true),
  same<typeof ChangeStatusBody, Declared.ChangeStatusBody>(true),
] as const;
