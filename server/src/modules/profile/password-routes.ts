/**
 * PUT /api/system/user/profile/updatePwd (docs/requirements.md §7, §8): the old password must match, the new one follows
 * the docs/requirements.md §5 password rule and differs from the old; success revokes the user's other sign-ins.
 */
import { Reply } from '../../../../contract/common';
import { SIGNED_IN } from '../../../../contract/permissions';
import { PROFILE_MSG, UpdatePasswordBody } from '../../../../contract/profile';
import type { AppContext, AppInstance } from '../../context';
import { refusal, unauthorized } from '../../errors';
import { at } from '../../shared/clock';
import { done } from '../../shared/http';
import { hashPassword, verifyPassword } from '../../shared/password';
import { principalOf } from '../../shared/principal';
import { LoginThrottle } from '../auth/throttle';
import { ThrottleRepository } from '../auth/throttle-repository';
import { ProfileRepository } from './repository';

export function passwordRoutes(app: AppInstance, ctx: AppContext): void {
  const profiles = new ProfileRepository(ctx.db);
  // Guessing the old password through a stolen token is guessing the password: the sign-in
  // throttle (per account and address, growing delays) counts these failures too.
  const throttle = new LoginThrottle(new ThrottleRepository(ctx.db));

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
          "success signs out the caller's other sessions. The fields may come as query (docs/requirements.md " +
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
      const principal = principalOf(request);
      const { oldPassword, newPassword } = request.body;
      const now = at(ctx.clock);
      await throttle.check(principal.userName, request.ip, now);
      const stored = await profiles.passwordHash(principal.userId);
      if (stored === null) throw unauthorized();
      if (!(await verifyPassword(oldPassword, stored))) {
        await throttle.failed(principal.userName, request.ip, now);
        throw refusal(PROFILE_MSG.WRONG_OLD_PASSWORD);
      }
      await throttle.succeeded(principal.userName);
      if (newPassword === oldPassword) throw refusal(PROFILE_MSG.SAME_PASSWORD);
      // Hash outside the transaction: scrypt is slow and PGlite's one connection would wait meanwhile.
      const hash = await hashPassword(newPassword);
      await profiles.changePassword(principal.userId, hash, principal.loginId, now);
      return done(PROFILE_MSG.UPDATED);
    },
  );
}
