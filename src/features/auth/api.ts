/** Captcha, sign-in, refresh, sign-out and registration calls (docs/requirements.md §7 "Auth"). */
import { del, formBody, get, post } from '@/shared/api';
import { OAUTH_CLIENT_ID, OAUTH_CLIENT_SECRET, OAUTH_SCOPE } from '@/shared/config/constants';
import { consoleEnv } from '@/shared/config/env';
import type { CaptchaReply, RegisterBody, TokenRefusal, TokenReply } from '@contract/auth';
import type { Reply } from '@contract/common';
import { encryptLogin, fetchPublicKey } from './encrypt';

const FORM = { headers: { 'Content-Type': 'application/x-www-form-urlencoded' } };

export function fetchCaptcha(uuid?: string): Promise<CaptchaReply> {
  return get<CaptchaReply>('/code', uuid ? { uuid } : undefined, { anonymous: true });
}

export interface Credentials {
  username: string;
  password: string;
  code: string;
  uuid: string;
}

/** A grant answers plain OAuth JSON on success and `{code: 500, msg}` when refused. */
export type GrantAnswer = TokenReply | TokenRefusal;

export function isGrant(answer: GrantAnswer): answer is TokenReply {
  return typeof (answer as TokenReply).access_token === 'string';
}

/** The password grant; with the encrypted-login option the credentials go as `param` only. */
export async function passwordGrant(credentials: Credentials): Promise<GrantAnswer> {
  const secret = consoleEnv.encryptedLogin
    ? { param: await encryptLogin(await fetchPublicKey(), credentials) }
    : credentials;
  const body = formBody({
    ...secret,
    client_id: OAUTH_CLIENT_ID,
    client_secret: OAUTH_CLIENT_SECRET,
    grant_type: 'password',
    scope: OAUTH_SCOPE,
  });
  return post<GrantAnswer>('/auth/oauth/token', body, { ...FORM, anonymous: true, silent: true });
}

export function refreshGrant(refreshToken: string): Promise<GrantAnswer> {
  const body = formBody({
    refresh_token: refreshToken,
    client_id: OAUTH_CLIENT_ID,
    client_secret: OAUTH_CLIENT_SECRET,
    grant_type: 'refresh_token',
    scope: OAUTH_SCOPE,
  });
  return post<GrantAnswer>('/auth/oauth/token', body, { ...FORM, anonymous: true, silent: true });
}

export function logoutCall(): Promise<Reply> {
  return del<Reply>('/auth/token/logout', { silent: true });
}

export function register(body: RegisterBody): Promise<Reply> {
  return post<Reply>('/register', body, { anonymous: true, silent: true });
}
