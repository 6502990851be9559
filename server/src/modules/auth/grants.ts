/**
 * The two OAuth grants of POST /api/auth/oauth/token (docs/architecture.md §3). Refusals are `{code: 500, msg}`
 * answers with HTTP 200 (docs/requirements.md §8); only a throttled sign-in answers HTTP 429.
 */
import type { TokenReply, TokenRequest } from '../../../../contract/auth/schemas';
import { DEFAULT_SCOPE, GRANT_PASSWORD } from '../../../../contract/auth/schemas';
import type { Config } from '../../config';
import { badInput, forcedOut, refusal, type AppError } from '../../errors';
import type { Clock } from '../../shared/clock';
import { Lru } from '../../shared/lru';
import { dummyHash, verifyPassword } from '../../shared/password';
import { newToken, tokenHash } from '../../shared/tokens';
import type { UserRepository } from '../user/repository';
import type { CaptchaService } from './captcha';
import type { LoginThrottle } from './throttle';
import type { IssuedPair, OAuthClient, SignInOrigin, TokenRepository } from './token-repository';
import { REVOKE_REASON } from './token-repository';

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

  async grant(req: TokenRequest, origin: SignInOrigin): Promise<TokenReply> {
    return req.grant_type === GRANT_PASSWORD ? this.password(req, origin) : this.refresh(req);
  }

  private async password(req: TokenRequest, origin: SignInOrigin): Promise<TokenReply> {
    const { address } = origin;
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
    await this.d.tokens.createLogin(user.userId, client.clientId, origin, now, pair);
    return this.reply(access, refresh, client, user.userId, user.userName);
  }

  private async refresh(req: TokenRequest): Promise<TokenReply> {
    const client = await this.client(req);
    if (!req.refresh_token) throw missing('refresh_token');
    const nowMs = this.d.clock.now();
    const now = new Date(nowMs);
    const oldHash = tokenHash(req.refresh_token);
    const rec = await this.d.tokens.findRefresh(oldHash);
    if (rec?.revokedAt && rec.revokeReason === REVOKE_REASON.FORCED) throw forcedOut(true);
    if (!rec || rec.clientId !== client.clientId || rec.revokedAt) throw refusal(AUTH_MSG.REFRESH_INVALID);
    if (rec.usedAt) {
      // A rotated token came back: someone holds a copy. End the whole sign-in for both parties.
      await this.d.tokens.revokeLogin(rec.loginId, now);
      throw refusal(AUTH_MSG.REFRESH_INVALID);
    }
    if (rec.expiresAt.getTime() <= nowMs) throw refusal(AUTH_MSG.REFRESH_INVALID);
    if ((await this.d.users.status(rec.userId)) !== '0') {
      await this.d.tokens.revokeLogin(rec.loginId, now);
      throw refusal(AUTH_MSG.DISABLED);
    }

    // The refresh chain keeps the sign-in's absolute end: refreshing never extends it.
    const { access, refresh, pair } = this.newPair(nowMs, rec.refreshExpiresAt);
    if (!(await this.d.tokens.rotate(oldHash, rec.loginId, rec.userId, now, pair))) {
      await this.d.tokens.revokeLogin(rec.loginId, now);
      throw refusal(AUTH_MSG.REFRESH_INVALID);
    }
    return this.reply(access, refresh, client, rec.userId, rec.userName);
  }

  async logout(accessToken: string | null): Promise<void> {
    if (!accessToken) return;
    const loginId = await this.d.tokens.loginOfAccess(tokenHash(accessToken));
    if (loginId !== null) await this.d.tokens.revokeLogin(loginId, new Date(this.d.clock.now()));
  }
}
