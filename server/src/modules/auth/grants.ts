/**
 * The two OAuth grants of POST /api/auth/oauth/token (docs/architecture.md §3). Refusals are `{code: 500, msg}`
 * answers with HTTP 200 (docs/requirements.md §8); only a throttled sign-in answers HTTP 429.
 */
import type { TokenReply, TokenRequest } from '../../../../contract/auth/schemas';
import { DEFAULT_SCOPE, GRANT_PASSWORD } from '../../../../contract/auth/schemas';
import { SESSION_END_REASON } from '../../../../contract/online/schemas';
import {
  LOG_STATUS,
  LOGIN_EVENT,
  LOGIN_REASON,
  type LoginEvent,
  type LoginReason,
} from '../../../../contract/logs/schemas';
import type { Config } from '../../config';
import { AppError, badInput, refusal, sessionEnded } from '../../errors';
import type { Clock } from '../../shared/clock';
import { Lru } from '../../shared/lru';
import { dummyHash, verifyPassword } from '../../shared/password';
import { newToken, tokenHash } from '../../shared/tokens';
import type { UserRepository } from '../user/repository';
import type { LoginLogEntry } from '../log/login-log-repository';
import { parseUserAgent } from '../../shared/user-agent';
import { CAPTCHA_MSG, type CaptchaService } from './captcha';
import type { LoginThrottle } from './throttle';
import type { IssuedPair, OAuthClient, SignInOrigin, TokenRepository } from './token-repository';

export const AUTH_MSG = {
  CLIENT: '客户端认证失败',
  SCOPE: '授权范围无效',
  BAD_CREDENTIALS: '用户不存在/密码错误',
  DISABLED: '对不起，您的账号已停用，请联系管理员',
  REFRESH_INVALID: '刷新令牌已失效，请重新登录',
} as const;

export interface GrantDeps {
  config: Pick<Config, 'tokenTtlS' | 'refreshTtlS'>;
  clock: Clock;
  tokens: TokenRepository;
  users: UserRepository;
  captcha: CaptchaService;
  throttle: LoginThrottle;
  /** where sign-in events go (the sign-in log's batch writer, docs/administration.md "登录日志") */
  journal: { push(entry: LoginLogEntry): void };
}

/** Who is at the door: the address (request.ip, TRUST_PROXY honoured) and the User-Agent header. */
export interface Caller {
  address: string;
  userAgent: string | undefined;
}

const MSG_MAX = 255;
export const LOGOUT_MSG = '退出成功';
export const LOGIN_OK_MSG = '登录成功';

/** Why a sign-in or refresh was refused, from the refusal it threw. */
export function reasonOf(err: unknown): LoginReason {
  if (!(err instanceof AppError)) return LOGIN_REASON.ERROR;
  if (err.httpStatus === 429) return LOGIN_REASON.LOCKED;
  if (err.httpStatus === 400) return LOGIN_REASON.BAD_REQUEST;
  // a refresh of a sign-in that ended for a known reason (强退, a password reset…) is a refused refresh token
  if (err.reason === SESSION_END_REASON.ACCOUNT_DISABLED) return LOGIN_REASON.DISABLED;
  if (err.reason) return LOGIN_REASON.REFRESH_INVALID;
  switch (err.message) {
    case AUTH_MSG.BAD_CREDENTIALS:
      return LOGIN_REASON.BAD_CREDENTIALS;
    case AUTH_MSG.DISABLED:
      return LOGIN_REASON.DISABLED;
    case AUTH_MSG.REFRESH_INVALID:
      return LOGIN_REASON.REFRESH_INVALID;
    case AUTH_MSG.CLIENT:
    case AUTH_MSG.SCOPE:
      return LOGIN_REASON.CLIENT;
    case CAPTCHA_MSG.EXPIRED:
    case CAPTCHA_MSG.WRONG:
      return LOGIN_REASON.CAPTCHA;
    default:
      return LOGIN_REASON.ERROR;
  }
}

function missing(field: string): AppError {
  return badInput(`body/${field}`, 'is required for this grant_type');
}

/** Client secrets last verified; a handful of clients in practice, bounded all the same. */
const VERIFIED_SECRETS_MAX = 64;

export class Grants {
  /**
   * Client secrets already verified against the stored hash they matched, by a digest of both (never the secret
   * itself). The console sends the same public client secret with every sign-in and refresh, and a second scrypt
   * there doubled the time of each (docs/architecture.md §3 "Auth"). A changed hash misses, and a wrong secret
   * always costs the full scrypt.
   */
  private readonly verifiedSecrets = new Lru<string, true>(VERIFIED_SECRETS_MAX);

  constructor(private readonly d: GrantDeps) {}

  private async clientSecretOk(secret: string, client: OAuthClient | null): Promise<boolean> {
    if (!client) {
      await verifyPassword(secret, await dummyHash());
      return false;
    }
    const key = tokenHash(`${client.secretHash}\0${secret}`);
    if (this.verifiedSecrets.get(key)) return true;
    const ok = await verifyPassword(secret, client.secretHash);
    if (ok) this.verifiedSecrets.set(key, true);
    return ok;
  }

  private async client(req: TokenRequest): Promise<OAuthClient> {
    const client = await this.d.tokens.client(req.client_id);
    const secretOk = await this.clientSecretOk(req.client_secret, client);
    if (!client || !secretOk || !client.grantTypes.includes(req.grant_type)) throw refusal(AUTH_MSG.CLIENT);
    if (req.scope !== undefined && req.scope !== '' && req.scope !== client.scope)
      throw refusal(AUTH_MSG.SCOPE);
    return client;
  }

  private newPair(
    now: number,
    refreshExpiresAt: Date,
  ): { access: string; refresh: string; pair: IssuedPair } {
    const access = newToken();
    const refresh = newToken();
    return {
      access,
      refresh,
      pair: {
        accessHash: tokenHash(access),
        refreshHash: tokenHash(refresh),
        accessExpiresAt: new Date(now + this.d.config.tokenTtlS * 1000),
        refreshExpiresAt,
      },
    };
  }

  private reply(
    access: string,
    refresh: string,
    client: OAuthClient,
    userId: number,
    userName: string,
  ): TokenReply {
    return {
      access_token: access,
      token_type: 'bearer',
      refresh_token: refresh,
      expires_in: this.d.config.tokenTtlS,
      scope: client.scope || DEFAULT_SCOPE,
      user_id: userId,
      username: userName,
    };
  }

  /**
   * Every sign-in, success or refusal, and every refused refresh lands in the sign-in log (docs/administration.md
   * "登录日志"); a successful refresh does not (it is the console's routine every few minutes).
   */
  async grant(req: TokenRequest, caller: Caller): Promise<TokenReply> {
    const isPassword = req.grant_type === GRANT_PASSWORD;
    // the account as far as it is known: the name typed in, or the owner of the refresh token once found
    const seen = { account: isPassword ? (req.username ?? '') : '' };
    try {
      if (!isPassword) return await this.refresh(req, seen);
      const reply = await this.password(req, caller);
      this.record(LOGIN_EVENT.LOGIN, reply.username, LOGIN_REASON.SUCCESS, LOGIN_OK_MSG, caller);
      return reply;
    } catch (err) {
      const msg = err instanceof AppError ? err.message : '';
      this.record(
        isPassword ? LOGIN_EVENT.LOGIN : LOGIN_EVENT.REFRESH,
        seen.account,
        reasonOf(err),
        msg,
        caller,
      );
      throw err;
    }
  }

  private record(event: LoginEvent, account: string, reason: LoginReason, msg: string, caller: Caller): void {
    this.d.journal.push({
      userName: account.slice(0, 64),
      event,
      status: reason === LOGIN_REASON.SUCCESS ? LOG_STATUS.SUCCESS : LOG_STATUS.FAIL,
      reason,
      msg: msg.slice(0, MSG_MAX),
      ipaddr: caller.address.slice(0, 64),
      ...parseUserAgent(caller.userAgent),
      loginTime: new Date(this.d.clock.now()),
    });
  }

  private async password(req: TokenRequest, caller: Caller): Promise<TokenReply> {
    const { address } = caller;
    const client = await this.client(req);
    if (!req.username) throw missing('username');
    if (!req.password) throw missing('password');
    const nowMs = this.d.clock.now();
    const now = new Date(nowMs);
    await this.d.captcha.verify(req.uuid, req.code);
    // counted before the password is checked, so attempts at once cannot check more than the limits allow
    const attempt = await this.d.throttle.begin(req.username, address, now);

    const user = await this.d.users.findCredentials(req.username);
    const ok = await verifyPassword(req.password, user?.passwordHash ?? (await dummyHash()));
    if (!user || !ok) throw refusal(AUTH_MSG.BAD_CREDENTIALS);
    await attempt.succeeded();
    if (user.status !== '0') throw refusal(AUTH_MSG.DISABLED);

    const { access, refresh, pair } = this.newPair(nowMs, new Date(nowMs + this.d.config.refreshTtlS * 1000));
    const origin: SignInOrigin = { address, userAgent: caller.userAgent ?? '' };
    await this.d.tokens.createLogin(user.userId, client.clientId, origin, now, pair);
    return this.reply(access, refresh, client, user.userId, user.userName);
  }

  private async refresh(req: TokenRequest, seen: { account: string }): Promise<TokenReply> {
    const client = await this.client(req);
    if (!req.refresh_token) throw missing('refresh_token');
    const nowMs = this.d.clock.now();
    const now = new Date(nowMs);
    const oldHash = tokenHash(req.refresh_token);
    const rec = await this.d.tokens.findRefresh(oldHash);
    if (rec) seen.account = rec.userName;
    // a sign-in ended for a known reason says why (docs/administration.md "Why a session ended")
    if (rec?.revokedAt && rec.revokeReason) throw sessionEnded(rec.revokeReason, true);
    if (!rec || rec.clientId !== client.clientId || rec.revokedAt) throw refusal(AUTH_MSG.REFRESH_INVALID);
    if (rec.usedAt) {
      // A rotated token came back: someone holds a copy. End the whole sign-in for both parties.
      await this.d.tokens.revokeLogin(rec.loginId, now);
      throw refusal(AUTH_MSG.REFRESH_INVALID);
    }
    if (rec.expiresAt.getTime() <= nowMs) throw sessionEnded(SESSION_END_REASON.EXPIRED, true);
    if ((await this.d.users.status(rec.userId)) !== '0') {
      await this.d.tokens.revokeLogin(rec.loginId, now, SESSION_END_REASON.ACCOUNT_DISABLED);
      throw sessionEnded(SESSION_END_REASON.ACCOUNT_DISABLED, true);
    }

    // The refresh chain keeps the sign-in's absolute end: refreshing never extends it.
    const { access, refresh, pair } = this.newPair(nowMs, rec.refreshExpiresAt);
    if (!(await this.d.tokens.rotate(oldHash, rec.loginId, rec.userId, now, pair))) {
      await this.d.tokens.revokeLogin(rec.loginId, now);
      throw refusal(AUTH_MSG.REFRESH_INVALID);
    }
    return this.reply(access, refresh, client, rec.userId, rec.userName);
  }

  /** Ends the token's sign-in; a sign-in still open when it ends is a sign-out in the sign-in log. */
  async logout(accessToken: string | null, caller: Caller): Promise<void> {
    if (!accessToken) return;
    const login = await this.d.tokens.loginOfAccess(tokenHash(accessToken));
    if (login === null) return;
    await this.d.tokens.revokeLogin(login.loginId, new Date(this.d.clock.now()));
    if (login.open) this.record(LOGIN_EVENT.LOGOUT, login.userName, LOGIN_REASON.SUCCESS, LOGOUT_MSG, caller);
  }
}
