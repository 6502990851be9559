/** Sign-in, captcha, registration and token calls (docs/requirements.md §7 "Auth", docs/architecture.md §3). */
import { Type } from '@sinclair/typebox';
import type * as Declared from './index';
import { same } from '../common/schemas';
import { GRANT_PASSWORD, GRANT_REFRESH, PARAM_MAX_LENGTH, ACCOUNT_PATTERN, PASSWORD_PATTERN } from './index';

export * from './index';

export const CaptchaQuery = Type.Object({
  username: Type.Optional(Type.String({ maxLength: 64 })),
  uuid: Type.Optional(Type.String({ maxLength: 64 })),
});
export type CaptchaQuery = Declared.CaptchaQuery;

export const CaptchaReply = Type.Object({
  code: Type.Integer(),
  msg: Type.String(),
  captchaEnabled: Type.Boolean(),
  uuid: Type.String(),
  /** data: URL of an SVG image */
  img: Type.String(),
});
export type CaptchaReply = Declared.CaptchaReply;

/**
 * Token request. The server reads it from the query (docs/requirements.md §7) or from a form/JSON body
 * (the console sends a body so that passwords never sit in URLs or access logs).
 * With the encrypted-login option the secret fields travel in `param` (see EncryptedLogin).
 */
export const TokenRequest = Type.Object({
  grant_type: Type.Union([Type.Literal(GRANT_PASSWORD), Type.Literal(GRANT_REFRESH)]),
  client_id: Type.String({ minLength: 1, maxLength: 64 }),
  client_secret: Type.String({ maxLength: 128 }),
  scope: Type.Optional(Type.String({ maxLength: 64 })),
  username: Type.Optional(Type.String({ maxLength: 64 })),
  password: Type.Optional(Type.String({ maxLength: 128 })),
  code: Type.Optional(Type.String({ maxLength: 16 })),
  uuid: Type.Optional(Type.String({ maxLength: 64 })),
  refresh_token: Type.Optional(Type.String({ maxLength: 256 })),
  /** encrypted-login option: base64 of RSA-OAEP(SHA-256) over the JSON of EncryptedLogin */
  param: Type.Optional(Type.String({ maxLength: PARAM_MAX_LENGTH })),
});
export type TokenRequest = Declared.TokenRequest;

/** Successful grant: plain OAuth JSON (no envelope), as RuoYi-Cloud answers. */
export const TokenReply = Type.Object({
  access_token: Type.String(),
  token_type: Type.Literal('bearer'),
  refresh_token: Type.String(),
  expires_in: Type.Integer(),
  scope: Type.String(),
  user_id: Type.Integer(),
  username: Type.String(),
});
export type TokenReply = Declared.TokenReply;

/**
 * POST /api/auth/publicKey: `publicKey` is an RSA-2048 public key as base64 of its SPKI DER, for
 * `crypto.subtle.importKey('spki', bytes, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt'])`.
 * One key pair for every server instance (kept in the database).
 */
export const PublicKeyReply = Type.Object({
  code: Type.Integer(),
  msg: Type.String(),
  publicKey: Type.String(),
});
export type PublicKeyReply = Declared.PublicKeyReply;

export const RegisterBody = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 10, pattern: ACCOUNT_PATTERN }),
  password: Type.String({ minLength: 6, maxLength: 16, pattern: PASSWORD_PATTERN }),
  nickName: Type.Optional(Type.String({ maxLength: 10 })),
  code: Type.String({ minLength: 1, maxLength: 4 }),
  uuid: Type.String({ minLength: 1, maxLength: 64 }),
});
export type RegisterBody = Declared.RegisterBody;

/** Each schema's Static type is the type ./index.ts declares (both ways, at compile time). */
export const SCHEMAS_MATCH_CONTRACT = [
  same<typeof CaptchaQuery, Declared.CaptchaQuery>(true),
  same<typeof CaptchaReply, Declared.CaptchaReply>(true),
  same<typeof TokenRequest, Declared.TokenRequest>(true),
  same<typeof TokenReply, Declared.TokenReply>(true),
  same<typeof PublicKeyReply, Declared.PublicKeyReply>(true),
  same<typeof RegisterBody, Declared.RegisterBody>(true),
] as const;
