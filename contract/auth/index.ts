/** Sign-in, captcha, registration and token calls (docs/requirements.md §7 "Auth", docs/architecture.md §3). */

export const GRANT_PASSWORD = 'password';
export const GRANT_REFRESH = 'refresh_token';
export const DEFAULT_SCOPE = 'server';

/** Longest accepted `param` (an RSA-2048 ciphertext is 256 bytes = 344 base64 characters). */
export const PARAM_MAX_LENGTH = 1024;

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

// The shapes of the route schemas (./schemas.ts, server only), declared here for the console.

export type CaptchaQuery = {
  username?: string;
  uuid?: string;
};

export type CaptchaReply = {
  code: number;
  msg: string;
  captchaEnabled: boolean;
  uuid: string;
  /** data: URL of an SVG image */
  img: string;
};

/**
 * Token request. The server reads it from the query (docs/requirements.md §7) or from a form/JSON body
 * (the console sends a body so that passwords never sit in URLs or access logs).
 * With the encrypted-login option the secret fields travel in `param` (see EncryptedLogin).
 */
export type TokenRequest = {
  grant_type: 'password' | 'refresh_token';
  client_id: string;
  client_secret: string;
  scope?: string;
  username?: string;
  password?: string;
  code?: string;
  uuid?: string;
  refresh_token?: string;
  /** encrypted-login option: base64 of RSA-OAEP(SHA-256) over the JSON of EncryptedLogin */
  param?: string;
};

/** Successful grant: plain OAuth JSON (no envelope), as RuoYi-Cloud answers. */
export type TokenReply = {
  access_token: string;
  token_type: 'bearer';
  refresh_token: string;
  expires_in: number;
  scope: string;
  user_id: number;
  username: string;
};

/**
 * POST /api/auth/publicKey: `publicKey` is an RSA-2048 public key as base64 of its SPKI DER, for
 * `crypto.subtle.importKey('spki', bytes, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt'])`.
 * One key pair for every server instance (kept in the database).
 */
export type PublicKeyReply = {
  code: number;
  msg: string;
  publicKey: string;
};

export type RegisterBody = {
  username: string;
  password: string;
  nickName?: string;
  code: string;
  uuid: string;
};
