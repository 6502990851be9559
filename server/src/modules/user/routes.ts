/** getInfo (docs/requirements.md §7 "User info and menus"; RuoYi shape with the fields at the top level). */
import { ResultCode } from '../../../../contract/common/schemas';
import { SIGNED_IN } from '../../../../contract/permissions';
import { UserInfoReply } from '../../../../contract/system/schemas';
import type { RouteModule } from '../../context';
import { unauthorized } from '../../errors';
import { JSON_TYPE, OK_MSG } from '../../shared/http';
import { principalOf } from '../../shared/principal';
import { requestLang } from '../../shared/i18n/lang';
import { messageIn } from '../../shared/i18n/messages';
import { UserRepository } from './repository';

export const userRoutes: RouteModule = async (app, { ctx }) => {
  const users = new UserRepository(ctx.db);

  app.get(
    '/api/system/user/getInfo',
    {
      config: { permission: SIGNED_IN },
      schema: {
        summary: 'The signed-in user, roles and permissions',
        description:
          "The caller's user record (with the current factory), role keys and permission codes, at the top level " +
          '(RuoYi\'s getInfo; docs/requirements.md §7 "User info and menus"), and `pwdChangeRequired`: an ' +
          'administrator set the password (new user, reset) and the user must change it first ' +
          '(docs/administration.md "Passwords").',
        tags: ['user'],
        response: { 200: UserInfoReply },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      // Kept as the text the response schema makes (dropped with the user's roles and permissions, §3 "Session
      // cache"), so the answer asked again is neither read, built nor serialized again.
      // One text per language: the seeded role names and the msg are the request's (docs/i18n.md).
      const lang = requestLang(request);
      const text = await ctx.auth.memo(principal.userId, `getInfo:${lang}`, async () => {
        const user = await users.profile(principal.userId);
        const pwdChangeRequired = await users.passwordChangeRequired(principal.userId);
        return user
          ? String(
              reply.serialize({
                code: ResultCode.OK,
                msg: messageIn(lang, OK_MSG),
                user: {
                  ...user,
                  roles: ctx.seeded.roles(lang, user.roles),
                },
                roles: principal.roleKeys,
                permissions: principal.permissions,
                pwdChangeRequired,
              }),
            )
          : null;
      });
      if (text === null) throw unauthorized();
      // Fastify sends a string as it is; the type provider only knows the object the schema describes.
      return reply.type(JSON_TYPE).send(text as never);
    },
  );
};
