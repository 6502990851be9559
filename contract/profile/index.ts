/**
 * The signed-in user's own record (docs/requirements.md §7 "Users": profile, edit/loginuser, updatePwd,
 * resetSelfPwd, avatar; §5 validation rules; §8 password and user-update rows). The console and the server share the patterns below, so a value
 * the dialog accepts is a value the server accepts.
 */
import type { User } from '../system';

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

/** Avatar upload without a multipart dependency: a data URL of a PNG or JPEG of at most 512 KB. */
export const AVATAR_MAX_BYTES = 512 * 1024;
export const AVATAR_TYPES = ['image/png', 'image/jpeg'] as const;
export type AvatarType = (typeof AVATAR_TYPES)[number];
/** base64 grows 4/3; the prefix `data:image/jpeg;base64,` is 23 characters. */
export const AVATAR_DATA_URL_MAX = Math.ceil(AVATAR_MAX_BYTES / 3) * 4 + 32;

/** Where a user's uploaded avatar is served; `v` busts caches when a new picture replaces the old one. */
export const avatarUrl = (userId: number, version: number): string =>
  `/api/system/user/avatar/${userId}?v=${version}`;

// The shapes of the route schemas (./schemas.ts, server only), declared here for the console.

/** GET /api/system/user/profile (RuoYi): the user plus comma-joined role names and posts (none here). */
export type ProfileReply = {
  code: number;
  msg: string;
  data: User;
  roleGroup: string;
  postGroup: string;
};

/**
 * PUT /api/system/user/profile: only the fields present change. Other fields (the console may send the
 * whole user back) are ignored: userName, roles, status or the password never change here.
 */
export type ProfileUpdateBody = {
  nickName?: string;
  phonenumber?: string;
  email?: string;
  /** '0' male, '1' female, '2' unknown (dictionary sys_user_sex) */
  sex?: '0' | '1' | '2';
  /** a value of dictionary sys_id_type, or '' */
  idType?: string;
  /** checked against ID_CARD_PATTERN when the (new or stored) idType is ID_TYPE_ID_CARD */
  idNumber?: string;
  addr?: string;
  /** the version an edit sends back (docs/concurrency.md) */
  version: number;
};

/**
 * PUT /api/system/user/edit/loginuser: the signed-in user edits their own basic info with the fields and
 * rules of PUT profile (the same service). A client that sends the whole user may send its `userId`
 * along; it must be the caller's own (400 otherwise), so nobody believes they edited someone else.
 */
export type LoginUserEditBody = ProfileUpdateBody & {
  userId?: number;
};

/**
 * PUT /api/system/user/profile/updatePwd: docs/requirements.md §7 sends query oldPassword and newPassword; a JSON or
 * form body is accepted too (and keeps passwords out of URLs and access logs).
 */
export type UpdatePasswordBody = {
  oldPassword: string;
  newPassword: string;
};

export type AvatarBody = {
  avatar: string;
};

/** `imgUrl` (RuoYi) is the new User.avatar: GET it with the Bearer token, it changes on every upload. */
export type AvatarReply = {
  code: number;
  msg: string;
  imgUrl: string;
};
