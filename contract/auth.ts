/** Sign-in, captcha, registration and token calls (docs/requirements.md §7 "Auth", docs/architecture.md §3). */
import { Type, type Static } from '@sinclair/typebox';

export const GRANT_PASSWORD = 'password';
export const GRANT_REFRESH = 'refresh_token';
export const DEFAULT_SCOPE = 'server';

export const CaptchaQuery = Type.Object({
  username: Type.Optional(Type.String({ maxLength: 64 })),
  uuid: Type.Optional(Type.String({ maxLength: 64 })),
});
export type CaptchaQuery = Static<typeof CaptchaQuery>;

export const CaptchaReply = Type.Object({
  code: Type.Integer(),
  msg: Type.String(),
  captchaEnabled: Type.Boolean(),
  uuid: Type.String(),
  /** data: URL of an SVG image */
  img: Type.String(),
});
export type CaptchaReply = Static<typeof CaptchaReply>;

/** Longest accepted `param` (an RSA-2048 ciphertext is 256 bytes = 344 base64 characters). */
export const PARAM_MAX_LENGTH = 1024;

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
export type TokenRequest = Static<typeof TokenRequest>;

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
export type TokenReply = Static<typeof TokenReply>;

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
export type PublicKeyReply = Static<typeof PublicKeyReply>;

/**
 * What `param` encrypts: exactly this JSON object (every key optional, values strings, no other keys).
 * Its fields replace plain fields of the same name; client_id, client_secret, grant_type and scope stay plain.
 */
export const ENCRYPTED_LOGIN_FIELDS = ['username', 'password', 'code', 'uuid'] as const;
export type EncryptedLogin = Partial<Record<(typeof ENCRYPTED_LOGIN_FIELDS)[number], string>>;

/** A refused grant: HTTP 200 with `{code: 500, msg}` (docs/requirements.md §8 "Login response code 500"). */
export interface TokenRefusal {
  code: number;
  msg: string;
}

/** docs/requirements.md §5 account rule (letters, digits, underscore; no leading/trailing underscore) and password rule (no spaces). */
export const ACCOUNT_PATTERN = '^[A-Za-z0-9](?:[A-Za-z0-9_]*[A-Za-z0-9])?$';
export const PASSWORD_PATTERN = '^\\S+$';

export const RegisterBody = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 10, pattern: ACCOUNT_PATTERN }),
  password: Type.String({ minLength: 6, maxLength: 16, pattern: PASSWORD_PATTERN }),
  nickName: Type.Optional(Type.String({ maxLength: 10 })),
  code: Type.String({ minLength: 1, maxLength: 4 }),
  uuid: Type.String({ minLength: 1, maxLength: 64 }),
});
export type RegisterBody = Static<typeof RegisterBody>;
