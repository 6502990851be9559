/**
 * The signed-in user's own record (docs/requirements.md §7 "Users": profile, edit/loginuser, updatePwd,
 * resetSelfPwd, avatar; §5 validation rules; §8 password and user-update rows). The console and the server share the patterns below, so a value
 * the dialog accepts is a value the server accepts.
 */
import { Type, type Static } from '@sinclair/typebox';
import { PASSWORD_PATTERN } from './auth';
import { User } from './system';

/** docs/requirements.md §5 phone: digits only, at most 11. Empty clears the number. */
export const PHONE_MAX = 11;
export const DIGITS_PATTERN = '^\\d*$';
/** docs/requirements.md §5 email: optional; when given it must look like an address. */
export const EMAIL_PATTERN = '^$|^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\\.[A-Za-z0-9-]+)*\\.[A-Za-z]{2,}$';
export const EMAIL_MAX = 50;
/**
 * docs/requirements.md §5 ID card: the 15-digit (old) or 18-digit (last character a digit or X) mainland pattern,
 * with plausible month and day fields.
 */
export const ID_CARD_PATTERN =
  '^(?:[1-9]\\d{7}(?:0[1-9]|1[0-2])(?:[0-2]\\d|3[01])\\d{3}|[1-9]\\d{5}(?:18|19|20)\\d{2}(?:0[1-9]|1[0-2])(?:[0-2]\\d|3[01])\\d{3}[\\dXx])$';
/** The sys_id_type value of 身份证: only then does the ID card pattern apply. */
export const ID_TYPE_ID_CARD = '0';
export const ID_NUMBER_MAX = 32;
/** docs/requirements.md §5: name at most 10 characters (Chinese, letters, digits, underscore; no edge underscore). */
export const NICK_NAME_MAX = 10;
export const NICK_NAME_PATTERN =
  '^[\\u4e00-\\u9fa5A-Za-z0-9](?:[\\u4e00-\\u9fa5A-Za-z0-9_]*[\\u4e00-\\u9fa5A-Za-z0-9])?$';
/** docs/requirements.md §5: address at most 50 characters. */
export const ADDR_MAX = 50;

export const PROFILE_MSG = {
  UPDATED: '修改成功',
  WRONG_OLD_PASSWORD: '修改密码失败，旧密码错误',
  SAME_PASSWORD: '新密码不能与旧密码相同',
  AVATAR_UPLOADED: '上传成功',
} as const;

/** GET /api/system/user/profile (RuoYi): the user plus comma-joined role names and posts (none here). */
export const ProfileReply = Type.Object({
  code: Type.Integer(),
  msg: Type.String(),
  data: User,
  roleGroup: Type.String(),
  postGroup: Type.String(),
});
export type ProfileReply = Static<typeof ProfileReply>;

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
});
export type ProfileUpdateBody = Static<typeof ProfileUpdateBody>;

/**
 * PUT /api/system/user/edit/loginuser: the signed-in user edits their own basic info with the fields and
 * rules of PUT profile (the same service). A client that sends the whole user may send its `userId`
 * along; it must be the caller's own (400 otherwise), so nobody believes they edited someone else.
 */
export const LoginUserEditBody = Type.Composite([
  ProfileUpdateBody,
  Type.Object({ userId: Type.Optional(Type.Integer({ minimum: 1 })) }),
]);
export type LoginUserEditBody = Static<typeof LoginUserEditBody>;

/**
 * PUT /api/system/user/profile/updatePwd: docs/requirements.md §7 sends query oldPassword and newPassword; a JSON or
 * form body is accepted too (and keeps passwords out of URLs and access logs).
 */
export const UpdatePasswordBody = Type.Object({
  oldPassword: Type.String({ minLength: 1, maxLength: 128 }),
  newPassword: Type.String({ minLength: 6, maxLength: 16, pattern: PASSWORD_PATTERN }),
});
export type UpdatePasswordBody = Static<typeof UpdatePasswordBody>;

/** Avatar upload without a multipart dependency: a data URL of a PNG or JPEG of at most 512 KB. */
export const AVATAR_MAX_BYTES = 512 * 1024;
export const AVATAR_TYPES = ['image/png', 'image/jpeg'] as const;
export type AvatarType = (typeof AVATAR_TYPES)[number];
/** base64 grows 4/3; the prefix `data:image/jpeg;base64,` is 23 characters. */
export const AVATAR_DATA_URL_MAX = Math.ceil(AVATAR_MAX_BYTES / 3) * 4 + 32;

export const AvatarBody = Type.Object({
  avatar: Type.String({ minLength: 1, maxLength: AVATAR_DATA_URL_MAX }),
});
export type AvatarBody = Static<typeof AvatarBody>;

/** `imgUrl` (RuoYi) is the new User.avatar: GET it with the Bearer token, it changes on every upload. */
export const AvatarReply = Type.Object({ code: Type.Integer(), msg: Type.String(), imgUrl: Type.String() });
export type AvatarReply = Static<typeof AvatarReply>;

export const AvatarParams = Type.Object({ userId: Type.Integer({ minimum: 1 }) });

/** Where a user's uploaded avatar is served; `v` busts caches when a new picture replaces the old one. */
export const avatarUrl = (userId: number, version: number): string =>
  `/api/system/user/avatar/${userId}?v=${version}`;
