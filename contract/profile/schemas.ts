/**
 * The TypeBox schemas of this area's routes: server only, so the console's bundle never carries the schema library
 * (docs/architecture.md §2). Everything ./index.ts exports (the constants, and the declared types each schema is
 * checked against) is exported from here too, for the server.
 */
import { Type } from '@sinclair/typebox';
import type * as Declared from './index';
import { same, RecordVersion } from '../common/schemas';
import { PASSWORD_PATTERN } from '../auth/schemas';
import { User } from '../system/schemas';
import {
  NICK_NAME_MAX,
  NICK_NAME_PATTERN,
  PHONE_MAX,
  DIGITS_PATTERN,
  EMAIL_MAX,
  EMAIL_PATTERN,
  ID_NUMBER_MAX,
  ADDR_MAX,
  AVATAR_DATA_URL_MAX,
} from './index';

export * from './index';

/** GET /api/system/user/profile (RuoYi): the user plus comma-joined role names and posts (none here). */
export const ProfileReply = Type.Object({
  code: Type.Integer(),
  msg: Type.String(),
  data: User,
  roleGroup: Type.String(),
  postGroup: Type.String(),
});
export type ProfileReply = Declared.ProfileReply;

/**
 * PUT /api/system/user/profile: only the fields present change. Other fields (the console may send the
 * whole user back) are ignored: userName, roles, status or the password never change here.
 */
export const ProfileUpdateBody = Type.Object({
  nickName: Type.Optional(
    Type.String({ minLength: 1, maxLength: NICK_NAME_MAX, pattern: NICK_NAME_PATTERN }),
  ),
  phonenumber: Type.Optional(Type.String({ maxLength: PHONE_MAX, pattern: DIGITS_PATTERN })),
  email: Type.Optional(Type.String({ maxLength: EMAIL_MAX, pattern: EMAIL_PATTERN })),
  /** '0' male, '1' female, '2' unknown (dictionary sys_user_sex) */
  sex: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1'), Type.Literal('2')])),
  /** a value of dictionary sys_id_type, or '' */
  idType: Type.Optional(Type.String({ maxLength: 2 })),
  /** checked against ID_CARD_PATTERN when the (new or stored) idType is ID_TYPE_ID_CARD */
  idNumber: Type.Optional(Type.String({ maxLength: ID_NUMBER_MAX })),
  addr: Type.Optional(Type.String({ maxLength: ADDR_MAX })),
  version: RecordVersion,
});
export type ProfileUpdateBody = Declared.ProfileUpdateBody;

/**
 * PUT /api/system/user/edit/loginuser: the signed-in user edits their own basic info with the fields and
 * rules of PUT profile (the same service). A client that sends the whole user may send its `userId`
 * along; it must be the caller's own (400 otherwise), so nobody believes they edited someone else.
 */
export const LoginUserEditBody = Type.Composite([
  ProfileUpdateBody,
  Type.Object({ userId: Type.Optional(Type.Integer({ minimum: 1 })) }),
]);
export type LoginUserEditBody = Declared.LoginUserEditBody;

/**
 * PUT /api/system/user/profile/updatePwd: docs/requirements.md §7 sends query oldPassword and newPassword; a JSON or
 * form body is accepted too (and keeps passwords out of URLs and access logs).
 */
export const UpdatePasswordBody = Type.Object({
  oldPassword: Type.String({ minLength: 1, maxLength: 128 }),
  newPassword: Type.String({ minLength: 6, maxLength: 16, pattern: PASSWORD_PATTERN }),
});
export type UpdatePasswordBody = Declared.UpdatePasswordBody;

export const AvatarBody = Type.Object({
  avatar: Type.String({ minLength: 1, maxLength: AVATAR_DATA_URL_MAX }),
});
export type AvatarBody = Declared.AvatarBody;

/** `imgUrl` (RuoYi) is the new User.avatar: GET it with the Bearer token, it changes on every upload. */
export const AvatarReply = Type.Object({ code: Type.Integer(), msg: Type.String(), imgUrl: Type.String() });
export type AvatarReply = Declared.AvatarReply;

export const AvatarParams = Type.Object({ userId: Type.Integer({ minimum: 1 }) });

/** Each schema's Static type is the type ./index.ts declares (both ways, at compile time). */
export const SCHEMAS_MATCH_CONTRACT = [
  same<typeof ProfileReply, Declared.ProfileReply>(true),
  same<typeof ProfileUpdateBody, Declared.ProfileUpdateBody>(true),
  same<typeof LoginUserEditBody, Declared.LoginUserEditBody>(true),
  same<typeof UpdatePasswordBody, Declared.UpdatePasswordBody>(true),
  same<typeof AvatarBody, Declared.AvatarBody>(true),
  same<typeof AvatarReply, Declared.AvatarReply>(true),
] as const;
