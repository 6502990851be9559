/** Captcha, token, logout and registration (docs/requirements.md §7 "Auth", docs/architecture.md §3). */
import { Type } from '@sinclair/typebox';
import {
  CaptchaQuery,
  CaptchaReply,
  PARAM_MAX_LENGTH,
  PublicKeyReply,
  RegisterBody,
  TokenReply,
  TokenRequest,
} from '../../../../contract/auth/schemas';
import { ErrorReply, Reply, ResultCode } from '../../../../contract/common/schemas';
import { PUBLIC_ROUTE } from '../../../../contract/permissions';
import type { RouteModule } from '../../context';
import { refusal } from '../../errors';
import { bearerToken, done, OK_MSG } from '../../shared/http';
import { hashPassword } from '../../shared/password';
import { UserRepository } from '../user/repository';
import { CaptchaService } from './captcha';
import { CaptchaRepository } from './captcha-repository';
import { Grants } from './grants';
import { KeyPairRepository } from './keypair-repository';
import { LoginKeys } from './login-keys';
import { LoginThrottle } from './throttle';
import { ThrottleRepository } from './throttle-repository';
import { TokenRepository } from './token-repository';

export const REGISTER_MSG = {
  OK: '注册成功，请等待管理员审核',
  DUPLICATE: '注册账号已存在',
} as const;

export const authRoutes: RouteModule = async (app, { ctx }) => {
  const users = new UserRepository(ctx.db);
  const captcha = new CaptchaService(new CaptchaRepository(ctx.db), ctx.clock, ctx.config.captchaTestCode);
  const grants = new Grants({
    config: ctx.config,
    clock: ctx.clock,
    tokens: new TokenRepository(ctx.db),
    users,
    captcha,
    throttle: new LoginThrottle(new ThrottleRepository(ctx.db)),
  });
  const loginKeys = new LoginKeys(new KeyPairRepository(ctx.db), ctx.clock);

  app.get(
    '/api/code',
    {
      config: { permission: PUBLIC_ROUTE },
      schema: {
        summary: 'Captcha image',
        description:
          'A new captcha: `img` is an SVG data URL, `uuid` names its answer (case-insensitive, single use, kept ' +
          '120 s). Passing the previous `uuid` replaces that captcha (docs/requirements.md §7 "Auth").',
        tags: ['auth'],
        querystring: CaptchaQuery,
        response: { 200: CaptchaReply },
      },
    },
    async (request) => {
      const { uuid, img } = await captcha.issue(request.query.uuid);
      return { code: ResultCode.OK, msg: OK_MSG, captchaEnabled: true, uuid, img };
    },
  );

  app.post(
    '/api/auth/publicKey',
    {
      config: { permission: PUBLIC_ROUTE },
      schema: {
        summary: 'Public key for the encrypted sign-in',
        description:
          'The RSA-2048 public key (SPKI, base64) with which the console may encrypt the sign-in fields into ' +
          '`param` (RSA-OAEP, SHA-256) for POST /api/auth/oauth/token.',
        tags: ['auth'],
        response: { 200: PublicKeyReply },
      },
    },
    async () => ({ code: ResultCode.OK, msg: OK_MSG, publicKey: await loginKeys.publicKey() }),
  );

  app.post(
    '/api/auth/oauth/token',
    {
      config: { permission: PUBLIC_ROUTE },
      schema: {
        summary: 'Sign in or refresh (OAuth token)',
        description:
          'The password grant (sign-in, with the captcha) or the refresh_token grant (rotates the refresh token). ' +
          'The fields come as a form body (what the console sends), a JSON body or the query (docs/requirements.md ' +
          '§7 "Auth"), or encrypted in `param`. Success is plain OAuth JSON; a refusal (unknown user or wrong ' +
          'password, disabled account, bad captcha, expired refresh token) is `{code: 500, msg}`; too many ' +
          'failures answer 429.',
        tags: ['auth'],
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: TokenRequest,
        response: { 200: Type.Union([TokenReply, Reply]), 429: ErrorReply },
      },
      // docs/requirements.md §7 sends the fields as query; the console sends a form body. Both end up validated as one
      // body. An encrypted `param` is opened first and its fields win, so they are validated as usual;
      // one that is not a string or too long is left for the schema to refuse.
      preValidation: async (request) => {
        const query = request.query as Record<string, unknown>;
        const body = (request.body ?? {}) as Record<string, unknown>;
        const fields: Record<string, unknown> = { ...query, ...(typeof body === 'object' ? body : {}) };
        const { param } = fields;
        if (typeof param === 'string' && param.length <= PARAM_MAX_LENGTH) {
          Object.assign(fields, await loginKeys.decrypt(param));
          delete fields.param;
        }
        request.body = fields as TokenRequest;
      },
    },
    async (request) =>
      grants.grant(request.body, { address: request.ip, userAgent: request.headers['user-agent'] ?? '' }),
  );

  app.delete(
    '/api/auth/token/logout',
    {
      config: { permission: PUBLIC_ROUTE },
      schema: {
        summary: 'Sign out',
        description:
          'Revokes the sign-in of the bearer token, refresh token included. Idempotent: without a token, or with ' +
          'an unknown or expired one, it answers success too.',
        tags: ['auth'],
        response: { 200: Reply },
      },
    },
    async (request) => {
      // Idempotent: an unknown or expired token still ends "signed out" from the console's view.
      await grants.logout(bearerToken(request));
      return done('退出成功');
    },
  );

  app.post(
    '/api/register',
    {
      config: { permission: PUBLIC_ROUTE },
      schema: {
        summary: 'Register an account',
        description:
          'Creates a disabled account that an administrator enables (`注册成功，请等待管理员审核`); needs a captcha ' +
          'answer. A taken account name is refused (`注册账号已存在`).',
        tags: ['auth'],
        body: RegisterBody,
        response: { 200: Reply },
      },
    },
    async (request) => {
      const body = request.body;
      await captcha.verify(body.uuid, body.code);
      const userId = await users.createIfAbsent({
        userName: body.username,
        nickName: body.nickName?.trim() || body.username,
        passwordHash: await hashPassword(body.password),
        // A self-registered account waits for an administrator to enable it.
        status: '1',
      });
      if (userId === null) throw refusal(REGISTER_MSG.DUPLICATE);
      return done(REGISTER_MSG.OK);
    },
  );
};
