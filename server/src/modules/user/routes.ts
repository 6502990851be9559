/** getInfo (docs/requirements.md §7 "User info and menus"; RuoYi shape with the fields at the top level). */
import { ResultCode } from '../../../../contract/common-schemas';
import { SIGNED_IN } from '../../../../contract/permissions';
import { UserInfoReply } from '../../../../contract/system-schemas';
import type { RouteModule } from '../../context';
import { unauthorized } from '../../errors';
import { OK_MSG } from '../../shared/http';
import { principalOf } from '../../shared/principal';
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
          '(RuoYi\'s getInfo; docs/requirements.md §7 "User info and menus").',
        tags: ['user'],
        response: { 200: UserInfoReply },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const user = await ctx.auth.memo(principal.userId, 'profile', () => users.profile(principal.userId));
      if (!user) throw unauthorized();
      return {
        code: ResultCode.OK,
        msg: OK_MSG,
        user,
        roles: principal.roleKeys,
        permissions: principal.permissions,
      };
    },
  );
};
