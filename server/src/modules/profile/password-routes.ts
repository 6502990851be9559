/**
 * PUT /api/system/user/profile/updatePwd and PUT /api/system/user/resetSelfPwd (docs/requirements.md §7, §8): the
 * old password must match, the new one follows the docs/requirements.md §5 password rule and differs from the
 * old; success revokes the user's other sign-ins. One function serves both paths.
 */
import type { FastifyRequest } from 'fastify';
import { Reply } from '../../../../contract/common/schemas';
import { SIGNED_IN } from '../../../../contract/permissions';
import { PROFILE_MSG, UpdatePasswordBody } from '../../../../contract/profile/schemas';
import type { AppContext, AppInstance } from '../../context';
import { refusal, unauthorized } from '../../errors';
import { at } from '../../shared/clock';
import { done } from '../../shared/http';
import { hashPassword, verifyPassword } from '../../shared/password';
import { principalOf } from '../../shared/principal';
import { LoginThrottle } from '../auth/throttle';
import { ThrottleRepository } from '../auth/throttle-repository';
import { ProfileRepository } from './repository';

/**
 * The one way the signed-in user changes their own password, whichever path it came by: the old password
 * must match (wrong guesses count towards the sign-in throttle), the new one differs; success keeps this
 * sign-in and revokes the user's others.
 */
function ownPasswordChange(
  ctx: AppContext,
): (request: FastifyRequest, body: UpdatePasswordBody) => Promise<void> {
  const profiles = new ProfileRepository(ctx.db);
  // Guessing the old password through a stolen token is guessing the password: the sign-in
  // throttle (per account and address, growing delays) counts these failures too.
  const throttle = new LoginThrottle(new ThrottleRepository(ctx.db));
  return async (request, { oldPassword, newPassword }) => {
    const principal = principalOf(request);
    const now = at(ctx.clock);
    // the token proves the account, so only the pair and the address counters apply, not the account's pace
    const attempt = await throttle.begin(principal.userName, request.ip, now, true);
    const stored = await profiles.passwordHash(principal.userId);
    if (stored === null) throw unauthorized();
    if (!(await verifyPassword(oldPassword, stored))) throw refusal(PROFILE_MSG.WRONG_OLD_PASSWORD);
    await attempt.succeeded();
    if (newPassword === oldPassword) throw refusal(PROFILE_MSG.SAME_PASSWORD);
    // Hash outside the transaction: scrypt is slow and PGlite's one connection would wait meanwhile.
    const hash = await hashPassword(newPassword);
    await profiles.changePassword(principal.userId, hash, principal.loginId, now);
  };
}

export function passwordRoutes(app: AppInstance, ctx: AppContext): void {
  const changeOwnPassword = ownPasswordChange(ctx);

  app.put(
    '/api/system/user/profile/updatePwd',
    {
      config: { permission: SIGNED_IN },
      // The requirement's query form puts passwords in the URL: keep this route out of the info-level
      // request log, which prints URLs with their query.
      logLevel: 'warn',
      schema: {
        summary: 'Change my password',
        description:
          'The old password must match and the new one follow the docs/requirements.md §5 rule and differ; ' +
          "success signs out the caller's other sessions (their next request and refresh say `error: password_changed`, " +
          'docs/administration.md "Why a session ended"). The fields may come as query (docs/requirements.md ' +
          '§7), form or JSON body; wrong old passwords count towards the sign-in throttle.',
        tags: ['profile'],
        consumes: ['application/json', 'application/x-www-form-urlencoded'],
        body: UpdatePasswordBody,
        response: { 200: Reply },
      },
      // docs/requirements.md §7 puts the passwords in the query; a JSON or form body is accepted too. Both are merged
      // into one body (body wins) and validated by the schema as usual.
      preValidation: async (request) => {
        const query = request.query as Record<string, unknown>;
        const body = request.body && typeof request.body === 'object' ? request.body : {};
        request.body = { ...query, ...body } as UpdatePasswordBody;
      },
    },
    async (request) => {
      await changeOwnPassword(request, request.body);
      return done(PROFILE_MSG.UPDATED);
    },
  );

  // docs/requirements.md §7 "Users" lists this path beside the administrator's resetPwd: the same change of
  // one's own password as updatePwd (docs/architecture.md §3 "Files, avatars and administration"), body only.
  app.put(
    '/api/system/user/resetSelfPwd',
    {
      config: { permission: SIGNED_IN },
      schema: {
        summary: 'Change my password (JSON body)',
        description:
          'The same change as PUT /api/system/user/profile/updatePwd (old password must match, new one follows ' +
          "the docs/requirements.md §5 rule and differs, the caller's other sessions end, wrong old passwords " +
          'count towards the sign-in throttle), with the fields in a JSON body; the query is never read.',
        tags: ['profile'],
        body: UpdatePasswordBody,
        response: { 200: Reply },
      },
    },
    async (request) => {
      await changeOwnPassword(request, request.body);
      return done(PROFILE_MSG.UPDATED);
    },
  );
}
